// Newsletter subscriptions (Magento 2.4.7 NewsletterGraphQl rules and messages). A signed-in
// customer's subscription is the row linked to the account; a guest's is the row of the address,
// and an address that belongs to an account always means that account's row. Only the signed-in
// owner of an address subscribes it at once; anyone else gets NOT_ACTIVE and the address a link to
// confirm (confirmation.ts), whoever it belongs to. Mails go to the outbox in the change's
// transaction.
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../shared/context.ts';
import { alreadyExistsError, authorizationError, inputError } from '../../shared/errors.ts';
import { inTransaction, isUniqueViolation } from '../../shared/transaction.ts';
import { customerOwnedBy } from '../customer/customer-owner.ts';
import type { CustomerParent } from '../customer/customer-view.ts';
import { findCustomerById } from '../customer/index.ts';
import { NOT_AUTHORIZED, requireCustomer } from '../customer/session.ts';
import { isValidEmail, normalizeEmail } from '../customer/validation.ts';
import { requestConfirmation } from './confirmation.ts';
import { guestsMaySubscribe, NEWSLETTER_DISABLED, newsletterEnabled } from './newsletter-config.ts';
import { findByCustomer, findGuestByEmail, updateSubscriber } from './store.ts';
import { moveTo, rowOfCustomer, type SubscriptionOwner } from './subscription-change.ts';
import type { SubscriptionStatus } from './tables.ts';

export const ALREADY_SUBSCRIBED = 'This email address is already subscribed.';
export const GUESTS_NOT_ALLOWED =
  'Guests can not subscribe to the newsletter. You must create an account to subscribe.';
export { guestsMaySubscribe, NEWSLETTER_DISABLED, newsletterEnabled };

/**
 * Subscribes or unsubscribes a customer inside the caller's transaction (`tx`): what createCustomer
 * and updateCustomer do with `is_subscribed` (see customer-listener.ts). With the newsletter
 * switched off it does nothing (Magento forces is_subscribed to false). The account saves its
 * own address: no confirmation is asked.
 */
export async function setCustomerSubscription(
  ctx: RequestContext,
  tx: Db,
  customer: SubscriptionOwner,
  subscribed: boolean,
): Promise<void> {
  if (!newsletterEnabled(ctx)) return;
  const row = await rowOfCustomer(tx, customer);
  await moveTo(ctx, tx, row, {
    email: customer.email,
    owner: customer,
    status: subscribed ? 'SUBSCRIBED' : 'UNSUBSCRIBED',
  });
}

/** A new account claims the guest subscription of its e-mail address, if there is one. */
export async function claimGuestSubscription(tx: Db, customer: SubscriptionOwner): Promise<void> {
  const guest = await findGuestByEmail(tx, customer.email);
  if (guest && !(await findByCustomer(tx, customer.id))) {
    await updateSubscriber(tx, guest.id, { customerId: customer.id }, false);
  }
}

/**
 * subscribeEmailToNewsletter(email). The signed-in owner of the address subscribes at once
 * (SUBSCRIBED); for anyone else it is double opt-in: the address gets a confirmation link and the
 * answer is NOT_ACTIVE, the same whether the address has an account, a subscription or neither.
 */
export async function subscribeEmail(ctx: RequestContext, raw: string): Promise<SubscriptionStatus> {
  if (!raw.trim()) throw inputError('You must specify an email address to subscribe to a newsletter.');
  if (!newsletterEnabled(ctx)) throw inputError(NEWSLETTER_DISABLED);
  const email = normalizeEmail(raw);
  if (!isValidEmail(email)) throw inputError('Enter a valid email address.');

  if (ctx.customer) {
    const me = await findCustomerById(ctx.db, ctx.customer.id);
    if (!me) throw authorizationError(NOT_AUTHORIZED);
    if (email === me.email) return subscribeOwnAddress(ctx, { id: me.id, email: me.email });
  } else if (!guestsMaySubscribe(ctx)) {
    throw inputError(GUESTS_NOT_ALLOWED);
  }
  await requestConfirmation(ctx, email);
  return 'NOT_ACTIVE';
}

async function subscribeOwnAddress(
  ctx: RequestContext,
  owner: SubscriptionOwner,
): Promise<SubscriptionStatus> {
  await inTransaction(ctx.db, async (tx) => {
    const row = await rowOfCustomer(tx, owner);
    if (row?.status === 'SUBSCRIBED') throw alreadyExistsError(ALREADY_SUBSCRIBED);
    await moveTo(ctx, tx, row, { email: owner.email, owner, status: 'SUBSCRIBED' });
  }).catch((error: unknown) => {
    // Two first subscriptions of one address at once: the other one won.
    if (isUniqueViolation(error)) throw alreadyExistsError(ALREADY_SUBSCRIBED);
    throw error;
  });
  return 'SUBSCRIBED';
}

/** unsubscribeEmailFromNewsletter: the signed-in customer's own subscription only. */
export async function unsubscribeCustomer(ctx: RequestContext): Promise<SubscriptionStatus> {
  const session = requireCustomer(ctx);
  const me = await findCustomerById(ctx.db, session.id);
  if (!me) throw authorizationError(NOT_AUTHORIZED);
  const owner = { id: me.id, email: me.email };
  // Always possible, even with the newsletter switched off.
  await inTransaction(ctx.db, async (tx) =>
    moveTo(ctx, tx, await rowOfCustomer(tx, owner), { email: me.email, owner, status: 'UNSUBSCRIBED' }),
  );
  return 'UNSUBSCRIBED';
}

/** Customer.is_subscribed: false while the newsletter is switched off (Magento). */
export async function isSubscribed(ctx: RequestContext, parent: CustomerParent): Promise<boolean> {
  customerOwnedBy(ctx, parent);
  if (!newsletterEnabled(ctx)) return false;
  const row = await rowOfCustomer(ctx.db, { id: parent.id, email: parent.email });
  return row?.status === 'SUBSCRIBED';
}
