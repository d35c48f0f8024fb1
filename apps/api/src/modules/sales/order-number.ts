// Order numbers: one counter row per store view in `sales_sequence`, incremented by an upsert in
// the order's transaction, so numbers are gap-free unless a transaction rolls back and never
// repeat. Format as Magento's default sequence: the store view id as prefix for every store view
// but the first, then the counter padded to 9 digits (ru 000000001, int 2000000001, int_ru 3000000001).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export function formatOrderNumber(storeViewId: number, counter: number): string {
  const prefix = storeViewId === 1 ? '' : String(storeViewId);
  return `${prefix}${String(counter).padStart(9, '0')}`;
}

/** The next number of the store view; the counter row stays locked until the transaction ends. */
export async function nextOrderNumber(tx: Db, storeViewId: number): Promise<string> {
  const result = await tx.execute(sql`
    INSERT INTO sales_sequence (store_view_id, last_value) VALUES (${storeViewId}, 1)
    ON CONFLICT (store_view_id) DO UPDATE SET last_value = sales_sequence.last_value + 1
    RETURNING last_value`);
  const row = (result as unknown as { rows: { last_value: number }[] }).rows[0];
  return formatOrderNumber(storeViewId, Number(row?.last_value));
}
