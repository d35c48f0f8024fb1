// The stock columns of `product` as orders take and give back quantities (sales/stock.ts decides
// what to take; these statements only run it).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Takes `amount` of an active, in-stock product; false when it has less (nothing taken). */
export async function takeStock(tx: Db, productId: number, amount: string): Promise<boolean> {
  const updated = rows<{ id: number }>(
    await tx.execute(sql`
      UPDATE product
         SET stock_qty = stock_qty - ${amount}::numeric,
             is_in_stock = (stock_qty - ${amount}::numeric > 0) AND is_in_stock,
             updated_at = now()
       WHERE id = ${productId} AND is_active AND is_in_stock AND stock_qty >= ${amount}::numeric
      RETURNING id`),
  );
  return updated.length > 0;
}

/** Gives `amount` back to a product. */
export async function returnStock(tx: Db, productId: number, amount: string): Promise<void> {
  await tx.execute(sql`
    UPDATE product
       SET stock_qty = stock_qty + ${amount}::numeric,
           is_in_stock = stock_qty + ${amount}::numeric > 0,
           updated_at = now()
     WHERE id = ${productId}`);
}

/** Configurable parents are in stock while one active variant is. */
export async function refreshParentStock(tx: Db, parents: number[]): Promise<void> {
  await tx.execute(sql`
    UPDATE product p SET is_in_stock = EXISTS (
      SELECT 1 FROM product v WHERE v.parent_id = p.id AND v.is_active AND v.is_in_stock)
    WHERE p.id = ANY(string_to_array(${parents.join(',')}, ',')::int[])`);
}
