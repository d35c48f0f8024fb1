// Fifty shoppers check out at once, each with one of the last five items: exactly five orders are
// placed, the stock ends at 0, the other 45 get a clear out-of-stock error and nothing of theirs
// is written. Runs on PGlite and, with DATABASE_URL, on PostgreSQL (real concurrent transactions).
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { product } from '../../src/modules/catalog/product-tables.ts';
import { salesOrder, salesOrderItem } from '../../src/modules/sales/tables.ts';
import { useTestApi } from '../support/api-client.ts';
import { placeOrder, RU, readyCart, stockedProduct } from './support.ts';

const api = useTestApi();
const SHOPPERS = 50;
const STOCK = 5;
let productId: number;

beforeAll(async () => {
  productId = await stockedProduct(api.database.db, 'RACE-LAST', { stock: String(STOCK), ru: '7000' });
});

async function inBatches<T>(count: number, size: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const all: T[] = [];
  for (let start = 0; start < count; start += size) {
    const batch = Array.from({ length: Math.min(size, count - start) }, (_, k) => make(start + k));
    all.push(...(await Promise.all(batch)));
  }
  return all;
}

describe('fifty parallel checkouts of an item with stock 5', () => {
  it('place exactly five orders, leave the stock at 0 and refuse the rest with nothing written', async () => {
    const carts = await inBatches(SHOPPERS, 10, (i) =>
      readyCart(api, {
        headers: RU,
        items: [{ sku: 'RACE-LAST', quantity: 1 }],
        email: `race${i}@example.com`,
      }),
    );
    const results = await Promise.all(carts.map((cartId) => placeOrder(api, cartId, RU)));

    const placed = results.filter((r) => r.order !== null);
    const refused = results.filter((r) => r.order === null);
    expect(placed).toHaveLength(STOCK);
    expect(refused).toHaveLength(SHOPPERS - STOCK);
    for (const r of refused) {
      expect(r.errors).toEqual([
        { code: 'UNABLE_TO_PLACE_ORDER', message: 'Some of the products are out of stock.' },
      ]);
    }
    expect(new Set(placed.map((r) => r.order?.order_number)).size).toBe(STOCK);

    const db = api.database.db;
    const [row] = await db.select().from(product).where(eq(product.id, productId));
    expect(Number(row?.stockQty)).toBe(0);
    expect(row?.isInStock).toBe(false);
    const items = await db.select().from(salesOrderItem).where(eq(salesOrderItem.productId, productId));
    expect(items).toHaveLength(STOCK);
    const orders = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(salesOrder)
      .where(
        inArray(
          salesOrder.customerEmail,
          carts.map((_, i) => `race${i}@example.com`),
        ),
      );
    expect(Number(orders[0]?.n)).toBe(STOCK);
    // The listing index was rebuilt with the stock: the product now shows out of stock.
    const listing = await db.execute(
      sql`SELECT in_stock FROM product_listing WHERE product_id = ${productId}`,
    );
    const rows = (listing as unknown as { rows: { in_stock: boolean }[] }).rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.in_stock === false)).toBe(true);
    // 50 carts are prepared through the API first: on two shared cores that takes a while.
  }, 300_000);
});
