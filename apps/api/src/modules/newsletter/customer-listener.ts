// createCustomer / updateCustomer with `is_subscribed`: the customer module calls its
// `onCustomerSaved` listeners inside the transaction that saves the account; this one subscribes
// or unsubscribes there, and a new account claims the guest subscription of its address. The mail
// is sent once that transaction has committed (sendOwedMail waits for it), never for a rollback.
import { onCustomerSaved } from '../customer/hooks.ts';
import { claimGuestSubscription, sendOwedMail, setCustomerSubscription } from './service.ts';

const inFlight = new Set<Promise<void>>();

/** Settles when the mails that listeners started (after their transactions) have been sent or given up. */
export async function whenAccountMailsSent(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}

onCustomerSaved(async (ctx, tx, event) => {
  const owner = { id: event.customer.id, email: event.customer.email };
  if (event.created) await claimGuestSubscription(tx, owner);
  if (event.isSubscribed === undefined) return;
  const owed = await setCustomerSubscription(ctx, tx, owner, event.isSubscribed);
  if (owed === null) return;
  // Not awaited: it waits for this very transaction to end.
  const sending = sendOwedMail(ctx, owed).finally(() => inFlight.delete(sending));
  inFlight.add(sending);
});
