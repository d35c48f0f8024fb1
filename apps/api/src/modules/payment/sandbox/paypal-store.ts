// The built-in PayPal sandbox's orders (table paypal_sandbox_order).
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { paypalSandboxOrder } from '../tables.ts';

export type SandboxOrder = typeof paypalSandboxOrder.$inferSelect;

/** PayPal ids look like 5O190127TN364715T: upper-case letters and digits. */
export const paypalStyleId = (length = 17) =>
  randomBytes(24)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, length);

export async function insertSandboxOrder(
  db: Db,
  values: Omit<SandboxOrder, 'id' | 'createdAt' | 'status' | 'payerId'>,
): Promise<SandboxOrder> {
  const [row] = await db
    .insert(paypalSandboxOrder)
    .values({ ...values, id: paypalStyleId(), status: 'CREATED' })
    .returning();
  return row!;
}

export async function findSandboxOrder(db: Db, id: string): Promise<SandboxOrder | undefined> {
  const [row] = await db.select().from(paypalSandboxOrder).where(eq(paypalSandboxOrder.id, id)).limit(1);
  return row;
}

/** Moves an order from one status to the next; false when it was not in `from` any more. */
export async function moveSandboxOrder(
  db: Db,
  id: string,
  from: string,
  to: string,
  payerId?: string,
): Promise<boolean> {
  const rows = await db
    .update(paypalSandboxOrder)
    .set({ status: to, ...(payerId ? { payerId } : {}) })
    .where(and(eq(paypalSandboxOrder.id, id), eq(paypalSandboxOrder.status, from)))
    .returning({ id: paypalSandboxOrder.id });
  return rows.length > 0;
}
