// Newsletter subscriptions (Magento 2.4.7 NewsletterGraphQl rules and messages). A signed-in
// customer's subscription is the row linked to the account; a guest's is the row of the address,
// and an address that belongs to an account always means that account's row. Mails are owed by
// the change's transaction (`pending_mail`) and sent once it has committed.
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../shared/context.ts';
import { alreadyExistsError, authorizationError, inputError } from '../../shared/errors.ts';
import { customerOwnedBy } from '../customer/customer-owner.ts';
import type { CustomerParent } from '../customer/customer-view.ts';
import { NOT_AUTHORIZED, requireCustomer } from '../customer/session.ts';
import { findCustomerByEmail, findCustomerById } from '../customer/store.ts';
import { inTransaction, isUniqueViolation } from '../customer/transaction.ts';
import { isValidEmail, normalizeEmail } from '../customer/validation.ts';
import { sendMail } from '../mail/send-mail.ts';
import { subscribedTemplate, unsubscribedTemplate } from './mail-templates.ts';
import {
  claimPendingMail,
  findByCustomer,
  findGuestByEmail,
  insertSubscriber,
  lockSubscriberMail,
  type SubscriberRow,
  updateSubscriber,
} from './store.ts';
import type { SubscriptionStatus } from './tables.ts';

export const ALREADY_SUBSCRIBED = 'This email address is already subscribed.';
export const GUESTS_NOT_ALLOWED =
  'Guests can not subscribe to the newsletter. You must create an account to subscribe.';
export const NEWSLETTER_DISABLED = 'The newsletter is not available in this store.';

/** The account a subscription belongs to: its id and its e-mail (lower-cased). */
export interface SubscriptionOwner {
  id: number;
  email: string;
}

const flag = (value: string | null | undefined) => value == null || value === '1' || value === 'true';

/** Config `newsletter/general/active` (Magento's default: on). */
export function newsletterEnabled(ctx: RequestContext): boolean {
  return flag(ctx.config.get('newsletter/general/active'));
}

/** Config `newsletter/subscription/allow_guest_subscribe` (Magento's default: allowed). */
export function guestsMaySubscribe(ctx: RequestContext): boolean {
  return flag(ctx.config.get('newsletter/subscription/allow_guest_subscribe'));
}

/** The customer's row: the one linked to the account, else an unclaimed row of its e-mail. */
async function rowOfCustomer(db: Db, owner: SubscriptionOwner): Promise<SubscriberRow | undefined> {
  return (await findByCustomer(db, owner.id)) ?? (await findGuestByEmail(db, owner.email));
}

/**
 * Moves a row (or creates one) to `status`, linked to `owner` when given, and records the mail the
 * change owes: a confirmation when it becomes SUBSCRIBED, a goodbye when it stops being SUBSCRIBED.
 * Answers the row, and whether anything changed.
 */
async function moveTo(
  ctx: RequestContext,
  db: Db,
  row: SubscriberRow | undefined,
  target: { email: string; owner: SubscriptionOwner | null; status: SubscriptionStatus },
): Promise<{ row: SubscriberRow | undefined; changed: boolean }> {
  const linked = target.owner ? { customerId: target.owner.id } : {};
  if (!row) {
    if (target.status !== 'SUBSCRIBED') return { row: undefined, changed: false };
    const created = await insertSubscriber(db, {
      email: target.email,
      customerId: target.owner?.id ?? null,
      storeId: ctx.store.id,
      status: 'SUBSCRIBED',
      pendingMail: 'subscribed',
    });
    await lockSubscriberMail(db, created.id);
    return { row: created, changed: true };
  }
  if (row.status === target.status) {
    // Nothing to say to the shopper; a guest row of the account's address is claimed all the same.
    const claimed =
      target.owner && row.customerId !== target.owner.id
        ? await updateSubscriber(db, row.id, { ...linked, email: target.email }, false)
        : row;
    return { row: claimed, changed: false };
  }
  const pendingMail =
    target.status === 'SUBSCRIBED' ? 'subscribed' : row.status === 'SUBSCRIBED' ? 'unsubscribed' : null;
  await lockSubscriberMail(db, row.id);
  const updated = await updateSubscriber(db, row.id, {
    ...linked,
    email: target.email,
    storeId: ctx.store.id,
    status: target.status,
    pendingMail,
  });
  return { row: updated, changed: true };
}

/**
 * Subscribes or unsubscribes a customer inside the caller's transaction (`tx`): what createCustomer
 * and updateCustomer do with `is_subscribed` (see customer-listener.ts). With the newsletter
 * switched off it does nothing (Magento forces is_subscribed to false). Answers the subscriber row
 * id when a mail is owed: pass it to `sendOwedMail` after the transaction commits.
 */
export async function setCustomerSubscription(
  ctx: RequestContext,
  tx: Db,
  customer: SubscriptionOwner,
  subscribed: boolean,
): Promise<number | null> {
  if (!newsletterEnabled(ctx)) return null;
  const row = await rowOfCustomer(tx, customer);
  const moved = await moveTo(ctx, tx, row, {
    email: customer.email,
    owner: customer,
    status: subscribed ? 'SUBSCRIBED' : 'UNSUBSCRIBED',
  });
  return moved.changed && moved.row?.pendingMail ? moved.row.id : null;
}

/** A new account claims the guest subscription of its e-mail address, if there is one. */
export async function claimGuestSubscription(tx: Db, customer: SubscriptionOwner): Promise<void> {
  const guest = await findGuestByEmail(tx, customer.email);
  if (guest && !(await findByCustomer(tx, customer.id))) {
    await updateSubscriber(tx, guest.id, { customerId: customer.id }, false);
  }
}

/**
 * Sends the mail a subscriber's change owes, once. Waits for the change's transaction to end, so
 * it may be called (without awaiting) from inside that transaction; never throws.
 */
export async function sendOwedMail(ctx: RequestContext, subscriberId: number): Promise<void> {
  try {
    const owed = await inTransaction(ctx.db, async (tx) => {
      await lockSubscriberMail(tx, subscriberId);
      return claimPendingMail(tx, subscriberId);
    });
    if (!owed) return;
    await sendMail(ctx, {
      to: owed.email,
      template: owed.mail === 'subscribed' ? subscribedTemplate : unsubscribedTemplate,
      data: { email: owed.email },
    });
  } catch (error) {
    ctx.log.error({ err: error, subscriberId }, 'newsletter mail could not be sent');
  }
}

/** subscribeEmailToNewsletter(email). */
export async function subscribeEmail(ctx: RequestContext, raw: string): Promise<SubscriptionStatus> {
  if (!raw.trim()) throw inputError('You must specify an email address to subscribe to a newsletter.');
  if (!newsletterEnabled(ctx)) throw inputError(NEWSLETTER_DISABLED);
  const email = normalizeEmail(raw);
  if (!isValidEmail(email)) throw inputError('Enter a valid email address.');

  let owner: SubscriptionOwner | null;
  if (ctx.customer) {
    const me = await findCustomerById(ctx.db, ctx.customer.id);
    if (!me) throw authorizationError(NOT_AUTHORIZED);
    // A customer may subscribe their own address, or one that no account uses.
    const account = email === me.email ? me : await findCustomerByEmail(ctx.db, email);
    if (account && account.id !== me.id) throw inputError('Cannot create a newsletter subscription.');
    owner = account ? { id: account.id, email: account.email } : null;
  } else {
    if (!guestsMaySubscribe(ctx)) throw inputError(GUESTS_NOT_ALLOWED);
    // A guest writing an account's address subscribes that account (Magento links it the same way).
    const account = await findCustomerByEmail(ctx.db, email);
    owner = account ? { id: account.id, email: account.email } : null;
  }

  const moved = await inTransaction(ctx.db, async (tx) => {
    const row = owner ? await rowOfCustomer(tx, owner) : await findGuestByEmail(tx, email);
    if (row?.status === 'SUBSCRIBED') throw alreadyExistsError(ALREADY_SUBSCRIBED);
    return moveTo(ctx, tx, row, { email, owner, status: 'SUBSCRIBED' });
  }).catch((error: unknown) => {
    // Two first subscriptions of one address at once: the other one won.
    if (isUniqueViolation(error)) throw alreadyExistsError(ALREADY_SUBSCRIBED);
    throw error;
  });
  if (moved.row) await sendOwedMail(ctx, moved.row.id);
  return 'SUBSCRIBED';
}

/** unsubscribeEmailFromNewsletter: the signed-in customer's own subscription only. */
export async function unsubscribeCustomer(ctx: RequestContext): Promise<SubscriptionStatus> {
  const session = requireCustomer(ctx);
  const me = await findCustomerById(ctx.db, session.id);
  if (!me) throw authorizationError(NOT_AUTHORIZED);
  const owner = { id: me.id, email: me.email };
  // Always possible, even with the newsletter switched off.
  const moved = await inTransaction(ctx.db, async (tx) =>
    moveTo(ctx, tx, await rowOfCustomer(tx, owner), { email: me.email, owner, status: 'UNSUBSCRIBED' }),
  );
  if (moved.changed && moved.row) await sendOwedMail(ctx, moved.row.id);
  return 'UNSUBSCRIBED';
}

/** Customer.is_subscribed: false while the newsletter is switched off (Magento). */
export async function isSubscribed(ctx: RequestContext, parent: CustomerParent): Promise<boolean> {
  customerOwnedBy(ctx, parent);
  if (!newsletterEnabled(ctx)) return false;
  const row = await rowOfCustomer(ctx.db, { id: parent.id, email: parent.email });
  return row?.status === 'SUBSCRIBED';
}
