// The sign-in throttle's counters (decision 0008), all in PostgreSQL so every API process counts
// the same failures: per client address (a fixed window), per account tried from one client
// address (Magento's lock rule, `key` = 'account:<id>:<ip>') and per account from anywhere (the
// customer row's Magento columns, a higher threshold against distributed guessing).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { CustomerRow } from './store.ts';
import { customer, signinThrottle } from './tables.ts';

export type ThrottleRow = typeof signinThrottle.$inferSelect;

export async function findThrottle(db: Db, key: string): Promise<ThrottleRow | undefined> {
  const [row] = await db.select().from(signinThrottle).where(eq(signinThrottle.key, key)).limit(1);
  return row;
}

/**
 * Counts one failure for the key in its window, atomically: a window that ended starts again at
 * one; reaching `maxFailures` locks the key until the window ends. Answers the row after the update.
 */
export async function countThrottleFailure(
  db: Db,
  key: string,
  now: Date,
  windowMs: number,
  maxFailures: number,
): Promise<ThrottleRow> {
  const windowStart = new Date(now.getTime() - windowMs);
  const [row] = await db
    .insert(signinThrottle)
    .values({
      key,
      failures: 1,
      windowStartedAt: now,
      lockedUntil: maxFailures <= 1 ? new Date(now.getTime() + windowMs) : null,
    })
    .onConflictDoUpdate({
      target: signinThrottle.key,
      set: {
        failures: sql`case when ${signinThrottle.windowStartedAt} <= ${windowStart} then 1 else ${signinThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${signinThrottle.windowStartedAt} <= ${windowStart} then ${now} else ${signinThrottle.windowStartedAt} end`,
        lockedUntil: sql`case
          when ${signinThrottle.windowStartedAt} <= ${windowStart} then ${maxFailures <= 1 ? new Date(now.getTime() + windowMs) : null}::timestamptz
          when ${signinThrottle.failures} + 1 >= ${maxFailures} then ${signinThrottle.windowStartedAt} + ${`${windowMs} milliseconds`}::interval
          else ${signinThrottle.lockedUntil} end`,
      },
    })
    .returning();
  if (!row) throw new Error('throttle upsert returned no row');
  return row;
}

/**
 * One failed password check of an account (Magento's Authentication::processAuthenticationFailure):
 * failures count from the first one within the lock window; reaching `maxFailures` locks the
 * account for the window. One statement, so concurrent failures are all counted.
 */
export async function countAccountFailure(
  db: Db,
  id: number,
  now: Date,
  lockMs: number,
  maxFailures: number,
): Promise<CustomerRow | undefined> {
  const windowStart = new Date(now.getTime() - lockMs);
  const lockUntil = new Date(now.getTime() + lockMs);
  const fresh = sql`(${customer.firstFailureAt} is null or ${customer.firstFailureAt} <= ${windowStart})`;
  const [row] = await db
    .update(customer)
    .set({
      failuresNum: sql`case when ${fresh} then 1 else ${customer.failuresNum} + 1 end`,
      firstFailureAt: sql`case when ${fresh} then ${now}::timestamptz else ${customer.firstFailureAt} end`,
      lockExpiresAt: sql`case
        when (case when ${fresh} then 1 else ${customer.failuresNum} + 1 end) >= ${maxFailures} then ${lockUntil}::timestamptz
        else ${customer.lockExpiresAt} end`,
    })
    .where(eq(customer.id, id))
    .returning();
  return row;
}

/** A successful sign-in (or a password reset) ends the count and any lock. */
export async function clearAccountFailures(db: Db, id: number): Promise<void> {
  await db
    .update(customer)
    .set({ failuresNum: 0, firstFailureAt: null, lockExpiresAt: null })
    .where(eq(customer.id, id));
}

/** The throttle key of one account tried from one client address. */
export function accountAddressKey(customerId: number, clientIp: string): string {
  return `account:${customerId}:${clientIp || 'unknown'}`;
}

/**
 * One failed password check of an account from one client address, by Magento's rule: failures
 * count from the first one within `lockMs`; reaching `maxFailures` locks the pair for `lockMs`.
 * One upsert statement, so concurrent failures are all counted.
 */
export async function countAccountAddressFailure(
  db: Db,
  customerId: number,
  key: string,
  now: Date,
  lockMs: number,
  maxFailures: number,
): Promise<ThrottleRow> {
  const windowStart = new Date(now.getTime() - lockMs);
  const lockUntil = new Date(now.getTime() + lockMs);
  const fresh = sql`(${signinThrottle.windowStartedAt} <= ${windowStart})`;
  const count = sql`(case when ${fresh} then 1 else ${signinThrottle.failures} + 1 end)`;
  const [row] = await db
    .insert(signinThrottle)
    .values({
      key,
      customerId,
      failures: 1,
      windowStartedAt: now,
      lockedUntil: maxFailures <= 1 ? lockUntil : null,
    })
    .onConflictDoUpdate({
      target: signinThrottle.key,
      set: {
        failures: count,
        windowStartedAt: sql`case when ${fresh} then ${now}::timestamptz else ${signinThrottle.windowStartedAt} end`,
        lockedUntil: sql`case
          when ${count} >= ${maxFailures} then ${lockUntil}::timestamptz
          when ${fresh} then null
          else ${signinThrottle.lockedUntil} end`,
      },
    })
    .returning();
  if (!row) throw new Error('throttle upsert returned no row');
  return row;
}

/** A successful sign-in from an address ends that address's count and lock for the account. */
export async function clearAccountAddressFailures(db: Db, key: string): Promise<void> {
  await db.delete(signinThrottle).where(eq(signinThrottle.key, key));
}

/** A password reset ends every lock of the account: its own and those of every address. */
export async function clearAllAccountLocks(db: Db, customerId: number): Promise<void> {
  await db.delete(signinThrottle).where(eq(signinThrottle.customerId, customerId));
  await clearAccountFailures(db, customerId);
}
