// createCustomerV2 with `order_token` (the sign-up offered on a guest's order confirmation): the
// customer module calls its `onCustomerSaved` listeners inside the transaction that creates the
// account; this one gives the new customer the guest orders of their e-mail (guest-orders.ts).
import { onCustomerSaved } from '../customer/hooks.ts';
import { claimGuestOrders } from './guest-orders.ts';

onCustomerSaved(async (ctx, tx, event) => {
  if (!event.created || !event.orderToken) return;
  const { id, email, websiteId } = event.customer;
  await claimGuestOrders(ctx, tx, { id, email, websiteId }, event.orderToken);
});
