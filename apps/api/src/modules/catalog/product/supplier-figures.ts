// The supplier figures of products (design/b2b.md §4) for the estimates' cost and margin: per
// website, in its base currency, as decimals. Not part of any public product field: clients never
// see what a product costs us; the estimates module shows them to managers only.
import { Decimal } from 'decimal.js';
import type { Db } from '../../../db/client.ts';
import { selectSupplierPrices } from './supplier-store.ts';

export interface SupplierFigures {
  /** The supplier's list price per unit (the website's base currency). */
  factoryPrice: Decimal | null;
  /** The supplier's discount to us, percent. */
  factoryPriceDiscount: Decimal | null;
  /** Landed-cost multiplier (freight, duty), e.g. 1.12. */
  costFactor: Decimal | null;
}

const decimal = (value: string | null) => (value === null ? null : new Decimal(value));

/**
 * The figures of each of `productIds` on the website, in one query. Every id asked for is in the
 * answer; a product without figures (or unknown) has all three null.
 */
export async function supplierFigures(
  db: Db,
  websiteId: number,
  productIds: readonly number[],
): Promise<Map<number, SupplierFigures>> {
  const ids = [...new Set(productIds)];
  const found = new Map(
    (await selectSupplierPrices(db, websiteId, ids)).map((row) => [
      row.productId,
      {
        factoryPrice: decimal(row.factoryPrice),
        factoryPriceDiscount: decimal(row.factoryPriceDiscount),
        costFactor: decimal(row.costFactor),
      },
    ]),
  );
  return new Map(
    ids.map((id) => [
      id,
      found.get(id) ?? { factoryPrice: null, factoryPriceDiscount: null, costFactor: null },
    ]),
  );
}
