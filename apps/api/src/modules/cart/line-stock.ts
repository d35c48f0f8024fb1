// Whether a cart line's quantity can be sold: the product's (a configurable's variant's) sale rules
// and stock, or for a bundle the bundle's sale rules and each chosen product's stock.
import type { Decimal } from 'decimal.js';
import type { RequestContext } from '../../shared/context.ts';
import { bundleStockProblem, isBundleLine } from './bundle-line.ts';
import { chargedProductId } from './cart-line.ts';
import { maxSaleQty, NOT_AVAILABLE, type QtyProblem, qtyProblem } from './qty-rules.ts';
import { readStock, type StockRow } from './store.ts';
import type { CartBundleChoice } from './tables.ts';

export interface StockedLine {
  productId: number;
  variantId: number | null;
  bundle?: CartBundleChoice | null;
}

/** The problem of `qty` units of the line, or null; `stock` may hold rows already read. */
export async function lineStockProblem(
  ctx: RequestContext,
  line: StockedLine,
  qty: Decimal,
  stock?: Map<number, StockRow>,
): Promise<QtyProblem | null> {
  const chargedId = chargedProductId(line);
  const row = stock?.get(chargedId) ?? (await readStock(ctx.db, [chargedId])).get(chargedId);
  if (!row) return { code: 'NOT_SALABLE', itemCode: 'ITEM_QTY', message: NOT_AVAILABLE };
  if (!isBundleLine(line)) return qtyProblem(ctx, qty, row);
  // A bundle keeps no stock of its own: its products do.
  const own = qtyProblem(ctx, qty, { ...row, stockQty: maxSaleQty(ctx).toString() });
  if (own) return own;
  const problem = await bundleStockProblem(
    ctx,
    { productId: line.productId, bundle: line.bundle ?? {} },
    qty,
    (ids) => readStock(ctx.db, ids),
  );
  return problem ? { ...problem, itemCode: 'ITEM_QTY' } : null;
}
