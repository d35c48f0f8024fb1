// createCustomer / updateCustomer with `is_subscribed`: the customer module calls its
// `onCustomerSaved` listeners inside the transaction that saves the account; this one subscribes
// or unsubscribes there (the account's own address: no confirmation), and a new account claims the
// guest subscription of its address. The mails go to the outbox in the same transaction.
import { onCustomerSaved } from '../customer/hooks.ts';
import { claimGuestSubscription, setCustomerSubscription } from './service.ts';

onCustomerSaved(async (ctx, tx, event) => {
  const owner = { id: event.customer.id, email: event.customer.email };
  if (event.created) await claimGuestSubscription(tx, owner);
  if (event.isSubscribed === undefined) return;
  await setCustomerSubscription(ctx, tx, owner, event.isSubscribed);
});
