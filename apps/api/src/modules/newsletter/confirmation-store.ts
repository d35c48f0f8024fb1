// Reads and writes the newsletter's confirmation links (double opt-in).
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterConfirmation } from './tables.ts';

export type ConfirmationRow = typeof newsletterConfirmation.$inferSelect;

/** The newest link mailed to the address, if any. */
export async function latestConfirmation(db: Db, email: string): Promise<ConfirmationRow | undefined> {
  const [row] = await db
    .select()
    .from(newsletterConfirmation)
    .where(eq(newsletterConfirmation.email, email))
    .orderBy(desc(newsletterConfirmation.createdAt), desc(newsletterConfirmation.id))
    .limit(1);
  return row;
}

export async function insertConfirmation(
  db: Db,
  values: { email: string; codeHash: string; storeId: number; expiresAt: Date },
): Promise<number> {
  const [row] = await db
    .insert(newsletterConfirmation)
    .values(values)
    .returning({ id: newsletterConfirmation.id });
  if (!row) throw new Error('newsletter confirmation insert returned no row');
  return row.id;
}

/** The link, locked for the rest of the transaction: one link confirms once. */
export async function lockConfirmation(db: Db, id: number): Promise<ConfirmationRow | undefined> {
  const [row] = await db
    .select()
    .from(newsletterConfirmation)
    .where(eq(newsletterConfirmation.id, id))
    .for('update')
    .limit(1);
  return row;
}

/** Uses every open link of the address: once confirmed, older mails confirm nothing more. */
export async function useConfirmations(db: Db, email: string, now: Date): Promise<void> {
  await db
    .update(newsletterConfirmation)
    .set({ confirmedAt: now })
    .where(and(eq(newsletterConfirmation.email, email), isNull(newsletterConfirmation.confirmedAt)));
}
