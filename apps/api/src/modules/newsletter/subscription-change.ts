// One change of a subscription, shared by the subscribe and unsubscribe operations, the account
// listener and the confirmation link: the row moves to its new status inside the caller's
// transaction and the mail it owes goes to the outbox in the same transaction.
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../shared/context.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { subscribedTemplate, unsubscribedTemplate } from './mail-templates.ts';
import {
  findByCustomer,
  findGuestByEmail,
  insertSubscriber,
  type SubscriberRow,
  updateSubscriber,
} from './store.ts';
import type { SubscriptionStatus } from './tables.ts';

/** The account a subscription belongs to: its id and its e-mail (lower-cased). */
export interface SubscriptionOwner {
  id: number;
  email: string;
}

/** The customer's row: the one linked to the account, else an unclaimed row of its e-mail. */
export async function rowOfCustomer(db: Db, owner: SubscriptionOwner): Promise<SubscriberRow | undefined> {
  return (await findByCustomer(db, owner.id)) ?? (await findGuestByEmail(db, owner.email));
}

/**
 * Moves a row (or creates one) to `status`, linked to `owner` when given, and writes the mail the
 * change owes to the outbox: a welcome when it becomes SUBSCRIBED, a goodbye when it stops being
 * SUBSCRIBED. Answers the row, and whether anything changed.
 */
export async function moveTo(
  ctx: RequestContext,
  db: Db,
  row: SubscriberRow | undefined,
  target: { email: string; owner: SubscriptionOwner | null; status: SubscriptionStatus; storeId?: number },
): Promise<{ row: SubscriberRow | undefined; changed: boolean }> {
  const linked = target.owner ? { customerId: target.owner.id } : {};
  const storeId = target.storeId ?? ctx.store.id;
  if (!row) {
    if (target.status !== 'SUBSCRIBED') return { row: undefined, changed: false };
    const created = await insertSubscriber(db, {
      email: target.email,
      customerId: target.owner?.id ?? null,
      storeId,
      status: 'SUBSCRIBED',
    });
    await mailChange(ctx, db, target.email, 'SUBSCRIBED');
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
  const updated = await updateSubscriber(db, row.id, {
    ...linked,
    email: target.email,
    storeId,
    status: target.status,
  });
  if (target.status === 'SUBSCRIBED' || row.status === 'SUBSCRIBED') {
    await mailChange(ctx, db, target.email, target.status);
  }
  return { row: updated, changed: true };
}

/** The mail a change owes, to the address as it is now (an account's current e-mail). */
async function mailChange(ctx: RequestContext, db: Db, email: string, status: SubscriptionStatus) {
  await enqueueMail(ctx, db, {
    to: email,
    template: status === 'SUBSCRIBED' ? subscribedTemplate : unsubscribedTemplate,
    data: { email },
  });
}
