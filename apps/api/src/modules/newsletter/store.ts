// The only place that reads and writes newsletter subscribers.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterSubscriber, type SubscriptionStatus } from './tables.ts';

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
