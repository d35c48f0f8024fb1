import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../../shared/context.ts';
import { qtyProblem } from './qty-rules.ts';
import type { StockRow } from './store.ts';

const ctx = (maxSaleQty?: string) =>
  ({
    config: new Map(maxSaleQty ? [['cataloginventory/item_options/max_sale_qty', maxSaleQty]] : []),
  }) as unknown as RequestContext;

const stock = (over: Partial<StockRow> = {}): StockRow => ({
  id: 1,
  sku: 'S',
  typeId: 'simple',
  parentId: null,
  isActive: true,
  stockQty: '10',
  isInStock: true,
  minSaleQty: '1',
  qtyIncrements: '1',
  weight: null,
  ...over,
});

const message = (qty: Decimal.Value, row: StockRow, max?: string) =>
  qtyProblem(ctx(max), new Decimal(qty), row)?.message ?? null;

describe('qtyProblem', () => {
  it('accepts a quantity within stock, the minimum and the increments, decimals included', () => {
    expect(message(10, stock())).toBeNull();
    expect(message('2.5', stock({ minSaleQty: '0.5', qtyIncrements: '0.5' }))).toBeNull();
  });

  it('refuses quantities that are not positive', () => {
    expect(message(0, stock())).toBe('The product quantity should be greater than 0');
    expect(message(-1, stock())).toBe('The product quantity should be greater than 0');
  });

  it('refuses products that are not salable', () => {
    expect(qtyProblem(ctx(), new Decimal(1), stock({ isInStock: false }))).toEqual({
      code: 'NOT_SALABLE',
      itemCode: 'ITEM_QTY',
      message: 'Product that you are trying to add is not available.',
    });
    expect(message(1, stock({ isActive: false }))).toBe(
      'Product that you are trying to add is not available.',
    );
  });

  it('checks the minimum, the store maximum, the increments and then the stock, in that order', () => {
    expect(message(1, stock({ minSaleQty: '2', qtyIncrements: '2' }))).toBe(
      'The fewest you may purchase is 2.',
    );
    expect(message(6, stock({ stockQty: '100' }), '5')).toBe('The most you may purchase is 5.');
    expect(message(10001, stock({ stockQty: '20000' }))).toBe('The most you may purchase is 10000.');
    expect(qtyProblem(ctx(), new Decimal(3), stock({ qtyIncrements: '2' }))).toMatchObject({
      itemCode: 'ITEM_INCREMENTS',
      message: 'You can buy this product only in quantities of 2 at a time.',
    });
    expect(qtyProblem(ctx(), new Decimal(11), stock())).toEqual({
      code: 'INSUFFICIENT_STOCK',
      itemCode: 'ITEM_QTY',
      message: 'The requested qty is not available',
    });
  });
});
