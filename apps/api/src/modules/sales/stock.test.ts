import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { stockLinesOf } from './stock.ts';

describe('stockLinesOf', () => {
  it('takes a line’s own product, and a bundle’s chosen products times their quantity per bundle', () => {
    const lines = stockLinesOf([
      { productId: 7, parentProductId: 3, qty: new Decimal(2), bundleOptions: [] },
      {
        productId: 20,
        parentProductId: null,
        qty: new Decimal(3),
        bundleOptions: [
          { values: [{ productId: 21, qty: '1.0000' }] },
          {
            values: [
              { productId: 22, qty: '4.0000' },
              { productId: 23, qty: '1' },
            ],
          },
        ],
      },
    ]);
    expect(lines.map((l) => [l.productId, l.parentProductId, l.qty.toNumber()])).toEqual([
      [7, 3, 2],
      [21, null, 3],
      [22, null, 12],
      [23, null, 3],
    ]);
  });
});
