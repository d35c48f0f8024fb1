// Stock moves of orders. Taking stock is one conditional UPDATE per product (`stock_qty >= qty`),
// in product id order so concurrent orders lock rows in the same order and never deadlock; a
// product that no longer has the quantity updates no row, and the caller rolls everything back.
// Every stock write is followed by a reindex of the listing (in-stock flags, configurable parents).

import { Decimal } from 'decimal.js';
import type { Db } from '../../db/client.ts';
import { reindexProducts } from '../catalog/listing/reindex.ts';
import { refreshParentStock, returnStock, takeStock } from './stock-store.ts';

export interface StockLine {
  productId: number;
  parentProductId: number | null;
  qty: Decimal;
}

/** An ordered line as stock sees it: a bundle takes its chosen products, not itself. */
export interface StockedItem {
  productId: number;
  parentProductId: number | null;
  qty: Decimal;
  bundleOptions: { values: { productId: number; qty: string }[] }[];
}

/** The stock lines of ordered items: a bundle's are its products times their quantity per bundle. */
export function stockLinesOf(items: StockedItem[]): StockLine[] {
  return items.flatMap((item) =>
    item.bundleOptions.length === 0
      ? [{ productId: item.productId, parentProductId: item.parentProductId, qty: item.qty }]
      : item.bundleOptions.flatMap((option) =>
          option.values.map((value) => ({
            productId: value.productId,
            parentProductId: null,
            qty: item.qty.times(value.qty),
          })),
        ),
  );
}

/** Sums lines per product (the same variant can be on two lines with different options). */
function perProduct(lines: StockLine[]): [number, Decimal][] {
  const totals = new Map<number, Decimal>();
  for (const line of lines)
    totals.set(line.productId, (totals.get(line.productId) ?? new Decimal(0)).plus(line.qty));
  return [...totals].sort(([a], [b]) => a - b);
}

/** Configurable parents are in stock while one active variant is. */
async function refreshParents(tx: Db, lines: StockLine[]): Promise<void> {
  const parents = [...new Set(lines.map((l) => l.parentProductId).filter((id): id is number => id !== null))];
  if (parents.length === 0) return;
  await refreshParentStock(tx, parents);
}

const touched = (lines: StockLine[]) => [
  ...new Set(lines.flatMap((l) => (l.parentProductId ? [l.productId, l.parentProductId] : [l.productId]))),
];

/** Takes the quantities; false (having taken nothing the caller keeps) when one product falls short. */
export async function reserveStock(tx: Db, lines: StockLine[]): Promise<boolean> {
  for (const [productId, qty] of perProduct(lines)) {
    if (!(await takeStock(tx, productId, qty.toFixed(4)))) return false;
  }
  await refreshParents(tx, lines);
  await reindexProducts(tx, touched(lines));
  return true;
}

/** Gives back the quantities of a canceled order. */
export async function releaseStock(tx: Db, lines: StockLine[]): Promise<void> {
  if (lines.length === 0) return;
  for (const [productId, qty] of perProduct(lines)) {
    await returnStock(tx, productId, qty.toFixed(4));
  }
  await refreshParents(tx, lines);
  await reindexProducts(tx, touched(lines));
}
