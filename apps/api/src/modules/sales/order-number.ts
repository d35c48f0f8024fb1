// Order numbers: one counter row per store view in `sales_sequence`, incremented by an upsert in
// the order's transaction, so numbers are gap-free unless a transaction rolls back and never
// repeat. Format as Magento's default sequence: the store view id as prefix for every store view
// but the first, then the counter padded to 9 digits (ru 000000001, int 2000000001, int_ru 3000000001).
import type { Db } from '../../db/client.ts';
import { incrementOrderCounter } from './store.ts';

export function formatOrderNumber(storeViewId: number, counter: number): string {
  const prefix = storeViewId === 1 ? '' : String(storeViewId);
  return `${prefix}${String(counter).padStart(9, '0')}`;
}

/** The next number of the store view; the counter row stays locked until the transaction ends. */
export async function nextOrderNumber(tx: Db, storeViewId: number): Promise<string> {
  return formatOrderNumber(storeViewId, await incrementOrderCounter(tx, storeViewId));
}
