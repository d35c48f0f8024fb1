// Password reset requests: written by requestPasswordResetEmail, counted for its rate limits, and
// resolved into links and mails by the outbox worker (reset-issuer.ts).
import { and, asc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetRequest } from './tables.ts';

/** The advisory lock space of reset request limits (first key of the two-int form). */
const LIMIT_LOCK_CLASS = 7_302;

/**
 * Serialises requests for one e-mail and from one address until the transaction ends, so that
 * concurrent requests cannot all pass a limit they together exceed. Both locks are always taken, in
 * the same order, whatever the e-mail.
 */
export async function lockResetLimits(db: Db, email: string, clientAddress: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${LIMIT_LOCK_CLASS}, hashtext(${`email:${email}`}))`);
  await db.execute(
    sql`select pg_advisory_xact_lock(${LIMIT_LOCK_CLASS}, hashtext(${`address:${clientAddress}`}))`,
  );
}

/** Requests since `since` for the e-mail and from the address, in one statement. */
export async function countResetRequests(
  db: Db,
  email: string,
  clientAddress: string,
  since: Date,
): Promise<{ forEmail: number; fromAddress: number }> {
  const [row] = await db
    .select({
      forEmail: sql<number>`count(*) filter (where ${passwordResetRequest.email} = ${email})::int`,
      fromAddress: sql<number>`count(*) filter (where ${passwordResetRequest.clientAddress} = ${clientAddress})::int`,
    })
    .from(passwordResetRequest)
    .where(
      and(
        gt(passwordResetRequest.createdAt, since),
        or(eq(passwordResetRequest.email, email), eq(passwordResetRequest.clientAddress, clientAddress)),
      ),
    );
  return { forEmail: Number(row?.forEmail ?? 0), fromAddress: Number(row?.fromAddress ?? 0) };
}

export async function insertResetRequest(
  db: Db,
  values: { email: string; clientAddress: string; storeId: number },
): Promise<void> {
  await db.insert(passwordResetRequest).values(values);
}

/** Requests not resolved yet, oldest first (read outside a transaction, then claimed one by one). */
export async function openResetRequests(db: Db, limit: number) {
  return db
    .select({ id: passwordResetRequest.id, storeId: passwordResetRequest.storeId })
    .from(passwordResetRequest)
    .where(isNull(passwordResetRequest.processedAt))
    .orderBy(asc(passwordResetRequest.id))
    .limit(limit);
}

/** Locks one open request for this transaction; undefined when another worker has it or had it. */
export async function claimResetRequest(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(passwordResetRequest)
    .where(and(eq(passwordResetRequest.id, id), isNull(passwordResetRequest.processedAt)))
    .for('update', { skipLocked: true })
    .limit(1);
  return row;
}

export async function markResetRequestProcessed(db: Db, id: number, now: Date): Promise<void> {
  await db.update(passwordResetRequest).set({ processedAt: now }).where(eq(passwordResetRequest.id, id));
}

/** Resolved requests older than the rate-limit window count for nothing any more. */
export async function purgeResetRequests(db: Db, before: Date): Promise<void> {
  await db
    .delete(passwordResetRequest)
    .where(and(isNotNull(passwordResetRequest.processedAt), lt(passwordResetRequest.createdAt, before)));
}
