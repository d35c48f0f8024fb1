// Reads and writes customers, their tokens and password resets (the sign-in throttle is in
// throttle-store.ts, password reset requests in reset-request-store.ts).
import { and, asc, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type CustomerType, customer, customerPasswordReset, customerToken } from './tables.ts';

export type CustomerRow = typeof customer.$inferSelect;
export type NewCustomerRow = typeof customer.$inferInsert;
export type CustomerChanges = Partial<Omit<NewCustomerRow, 'id' | 'createdAt'>>;

export async function findSessionByTokenHash(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      tokenId: customerToken.id,
      customerId: customer.id,
      type: customer.customerType,
      email: customer.email,
    })
    .from(customerToken)
    .innerJoin(customer, eq(customer.id, customerToken.customerId))
    .where(
      and(
        eq(customerToken.tokenHash, tokenHash),
        isNull(customerToken.revokedAt),
        gt(customerToken.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

export async function findCustomerById(db: Db, id: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customer).where(eq(customer.id, id)).limit(1);
  return row;
}

/** `email` must already be normalised (trimmed, lower-case). */
export async function findCustomerByEmail(db: Db, email: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customer).where(eq(customer.email, email)).limit(1);
  return row;
}

/** Locks the customer's row for the rest of the transaction (sign-in counters, password changes). */
export async function lockCustomer(db: Db, id: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customer).where(eq(customer.id, id)).for('update').limit(1);
  return row;
}

export async function insertCustomer(db: Db, values: NewCustomerRow): Promise<CustomerRow> {
  const [row] = await db.insert(customer).values(values).returning();
  if (!row) throw new Error('customer insert returned no row');
  return row;
}

export async function updateCustomerRow(db: Db, id: number, changes: CustomerChanges): Promise<CustomerRow> {
  const [row] = await db
    .update(customer)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(customer.id, id))
    .returning();
  if (!row) throw new Error(`customer ${id} vanished during an update`);
  return row;
}

export async function setCustomerType(
  db: Db,
  email: string,
  type: CustomerType,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .update(customer)
    .set({ customerType: type, updatedAt: new Date() })
    .where(eq(customer.email, email))
    .returning();
  return row;
}

export async function listCustomers(db: Db): Promise<CustomerRow[]> {
  return db.select().from(customer).orderBy(asc(customer.id));
}

export async function insertToken(
  db: Db,
  values: { customerId: number; tokenHash: string; expiresAt: Date },
): Promise<number> {
  const [row] = await db.insert(customerToken).values(values).returning({ id: customerToken.id });
  if (!row) throw new Error('token insert returned no row');
  return row.id;
}

/** Revokes every live token of the customer, except `keepTokenId` when given. Answers how many. */
export async function revokeTokens(
  db: Db,
  customerId: number,
  now: Date,
  keepTokenId?: number,
): Promise<number> {
  const rows = await db
    .update(customerToken)
    .set({ revokedAt: now })
    .where(
      and(
        eq(customerToken.customerId, customerId),
        isNull(customerToken.revokedAt),
        keepTokenId === undefined ? undefined : ne(customerToken.id, keepTokenId),
      ),
    )
    .returning({ id: customerToken.id });
  return rows.length;
}

/** Expired and revoked tokens are useless; dropping them keeps the table small. */
export async function deleteDeadTokens(db: Db, customerId: number, now: Date): Promise<void> {
  await db
    .delete(customerToken)
    .where(
      and(
        eq(customerToken.customerId, customerId),
        sql`(${customerToken.revokedAt} is not null or ${customerToken.expiresAt} <= ${now})`,
      ),
    );
}

export async function insertPasswordReset(
  db: Db,
  values: { customerId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(customerPasswordReset).values(values);
}

export async function findPasswordReset(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(customerPasswordReset)
    .where(eq(customerPasswordReset.tokenHash, tokenHash))
    .for('update')
    .limit(1);
  return row;
}

/** Marks every unused reset token of the customer as used (a reset, or a newer link, ends them). */
export async function usePasswordResets(db: Db, customerId: number, now: Date): Promise<void> {
  await db
    .update(customerPasswordReset)
    .set({ usedAt: now })
    .where(and(eq(customerPasswordReset.customerId, customerId), isNull(customerPasswordReset.usedAt)));
}

export async function latestPasswordReset(db: Db, customerId: number) {
  const [row] = await db
    .select()
    .from(customerPasswordReset)
    .where(eq(customerPasswordReset.customerId, customerId))
    .orderBy(desc(customerPasswordReset.createdAt), desc(customerPasswordReset.id))
    .limit(1);
  return row;
}

/** The kind of a customer account (a cart of another session's customer is priced by it). */
export async function findCustomerType(db: Db, id: number): Promise<CustomerRow['customerType'] | undefined> {
  const [row] = await db.select({ type: customer.customerType }).from(customer).where(eq(customer.id, id));
  return row?.type;
}
