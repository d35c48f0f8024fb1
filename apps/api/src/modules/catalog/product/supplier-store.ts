// Reads what products cost us (product_supplier_price): managers' figures, kept apart from the
// store the public product types read so that no product query ever carries them.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { productSupplierPrice } from '../product-tables.ts';

export type SupplierPriceRow = typeof productSupplierPrice.$inferSelect;

export async function selectSupplierPrices(
  db: Db,
  websiteId: number,
  productIds: readonly number[],
): Promise<SupplierPriceRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(productSupplierPrice)
    .where(
      and(
        eq(productSupplierPrice.websiteId, websiteId),
        inArray(productSupplierPrice.productId, [...productIds]),
      ),
    );
}
