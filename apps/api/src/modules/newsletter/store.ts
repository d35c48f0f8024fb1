// The only place that reads and writes newsletter subscribers.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customer } from '../customer/tables.ts';
import { newsletterSubscriber, type PendingMail, type SubscriptionStatus } from './tables.ts';

export type SubscriberRow = typeof newsletterSubscriber.$inferSelect;

export async function findByCustomer(db: Db, customerId: number): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .select()
    .from(newsletterSubscriber)
    .where(eq(newsletterSubscriber.customerId, customerId))
    .limit(1);
  return row;
}

/** The row of an e-mail address that no account has claimed. */
export async function findGuestByEmail(db: Db, email: string): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .select()
    .from(newsletterSubscriber)
    .where(and(eq(newsletterSubscriber.email, email), isNull(newsletterSubscriber.customerId)))
    .limit(1);
  return row;
}

export async function insertSubscriber(
  db: Db,
  values: {
    email: string;
    customerId: number | null;
    storeId: number;
    status: SubscriptionStatus;
    pendingMail: PendingMail | null;
  },
): Promise<SubscriberRow> {
  const [row] = await db.insert(newsletterSubscriber).values(values).returning();
  if (!row) throw new Error('newsletter subscriber insert returned no row');
  return row;
}

export async function updateSubscriber(
  db: Db,
  id: number,
  changes: Partial<{
    email: string;
    customerId: number;
    storeId: number;
    status: SubscriptionStatus;
    pendingMail: PendingMail | null;
  }>,
  changed = true,
): Promise<SubscriberRow> {
  const [row] = await db
    .update(newsletterSubscriber)
    .set(changed ? { ...changes, changedAt: new Date() } : changes)
    .where(eq(newsletterSubscriber.id, id))
    .returning();
  if (!row) throw new Error(`newsletter subscriber ${id} vanished`);
  return row;
}

/**
 * A transaction-scoped advisory lock on the subscriber's mail. A change takes it in its transaction;
 * the claim takes it first, so it waits until the change has committed or rolled back (a row
 * inserted by a transaction still open is invisible, so a row lock alone would not wait).
 */
export async function lockSubscriberMail(db: Db, id: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${MAIL_LOCK_CLASS}, ${id})`);
}

/** The advisory lock space of newsletter mails (first key of the two-int form). */
const MAIL_LOCK_CLASS = 7_301;

/** Claims the mail a committed change owes: answers it (and where to send it) once, then never again. */
export async function claimPendingMail(
  db: Db,
  id: number,
): Promise<{ mail: PendingMail; email: string; storeId: number | null } | undefined> {
  const [row] = await db
    .select({
      pendingMail: newsletterSubscriber.pendingMail,
      email: newsletterSubscriber.email,
      storeId: newsletterSubscriber.storeId,
      accountEmail: customer.email,
    })
    .from(newsletterSubscriber)
    .leftJoin(customer, eq(customer.id, newsletterSubscriber.customerId))
    .where(eq(newsletterSubscriber.id, id))
    .for('update', { of: newsletterSubscriber })
    .limit(1);
  if (!row?.pendingMail) return undefined;
  await updateSubscriber(db, id, { pendingMail: null }, false);
  // A customer's mail goes to the account's e-mail as it is now.
  return { mail: row.pendingMail, email: row.accountEmail ?? row.email, storeId: row.storeId };
}
