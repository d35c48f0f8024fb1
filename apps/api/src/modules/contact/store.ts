// The only place that reads and writes the contact form's rate limit log.
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactRequest } from './tables.ts';

/** The advisory lock space of the contact form's limits (first key of the two-int form). */
const LIMIT_LOCK_CLASS = 7_303;

/**
 * Serialises messages from one e-mail and from one address until the transaction ends, so that
 * concurrent requests cannot all pass a limit they together exceed. Both locks are always taken, in
 * the same order.
 */
export async function lockContactLimits(db: Db, email: string, clientAddress: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${LIMIT_LOCK_CLASS}, hashtext(${`email:${email}`}))`);
  await db.execute(
    sql`select pg_advisory_xact_lock(${LIMIT_LOCK_CLASS}, hashtext(${`address:${clientAddress}`}))`,
  );
}

/** Messages since `since` from the e-mail and from the address, in one statement. */
export async function countContactRequests(
  db: Db,
  email: string,
  clientAddress: string,
  since: Date,
): Promise<{ forEmail: number; fromAddress: number }> {
  const [row] = await db
    .select({
      forEmail: sql<number>`count(*) filter (where ${contactRequest.email} = ${email})::int`,
      fromAddress: sql<number>`count(*) filter (where ${contactRequest.clientAddress} = ${clientAddress})::int`,
    })
    .from(contactRequest)
    .where(
      and(
        gt(contactRequest.createdAt, since),
        or(eq(contactRequest.email, email), eq(contactRequest.clientAddress, clientAddress)),
      ),
    );
  return { forEmail: Number(row?.forEmail ?? 0), fromAddress: Number(row?.fromAddress ?? 0) };
}

export async function insertContactRequest(db: Db, values: { email: string; clientAddress: string }) {
  await db.insert(contactRequest).values(values);
}

/** Rows older than every window are of no more use: deleted as new ones come. */
export async function purgeContactRequests(db: Db, before: Date): Promise<void> {
  await db.delete(contactRequest).where(lt(contactRequest.createdAt, before));
}
