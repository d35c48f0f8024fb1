// STAND-IN (feat/estimates-api): what other modules may read of the catalogue. The rules branch
// brings the real supplier figures (product attributes, seeded) and replaces this file at the
// merge; until then every product's figures are unknown (null), which the price formulas allow.
import type { Decimal } from 'decimal.js';
import type { Db } from '../../db/client.ts';

export interface SupplierFigures {
  factoryPrice: Decimal | null;
  factoryPriceDiscount: Decimal | null;
  costFactor: Decimal | null;
}

/** The supplier figures of products on a website (unknown ones: all null). */
export async function supplierFigures(
  _db: Db,
  _websiteId: number,
  productIds: readonly number[],
): Promise<Map<number, SupplierFigures>> {
  return new Map(
    productIds.map((id) => [id, { factoryPrice: null, factoryPriceDiscount: null, costFactor: null }]),
  );
}
