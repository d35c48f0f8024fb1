// Magento's quantity rules for a cart line (CatalogInventory StockStateProvider), with its
// messages: the product must be salable, the quantity at least min_sale_qty and at most the store's
// max_sale_qty, a multiple of qty_increments and no more than the stock on hand. Quantities are
// decimals (the spec's cart quantity is a float).
import { Decimal } from 'decimal.js';
import type { CartItemErrorType, CartUserInputErrorType } from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import type { StockRow } from './store.ts';

/** What is wrong with one line: the add-to-cart user error code and the cart item error code. */
export interface QtyProblem {
  code: CartUserInputErrorType;
  itemCode: CartItemErrorType;
  message: string;
}

export const QTY_NOT_POSITIVE = 'The product quantity should be greater than 0';
export const NOT_AVAILABLE = 'Product that you are trying to add is not available.';
export const QTY_NOT_AVAILABLE = 'The requested qty is not available';
/** Magento's default cataloginventory/item_options/max_sale_qty. */
const DEFAULT_MAX_SALE_QTY = '10000';

const number = (value: Decimal) => value.toString();

export function maxSaleQty(ctx: RequestContext): Decimal {
  const configured = ctx.config.get('cataloginventory/item_options/max_sale_qty') ?? DEFAULT_MAX_SALE_QTY;
  const value = new Decimal(Number.isFinite(Number(configured)) ? configured : DEFAULT_MAX_SALE_QTY);
  return value.gt(0) ? value : new Decimal(DEFAULT_MAX_SALE_QTY);
}

/** The problem of a quantity for a product (the variant of a configurable), or null when it may be sold. */
export function qtyProblem(ctx: RequestContext, qty: Decimal, stock: StockRow): QtyProblem | null {
  if (!qty.isFinite() || qty.lte(0)) {
    return { code: 'UNDEFINED', itemCode: 'UNDEFINED', message: QTY_NOT_POSITIVE };
  }
  if (!stock.isActive || !stock.isInStock) {
    return { code: 'NOT_SALABLE', itemCode: 'ITEM_QTY', message: NOT_AVAILABLE };
  }
  const min = new Decimal(stock.minSaleQty);
  if (min.gt(0) && qty.lt(min)) {
    return {
      code: 'INSUFFICIENT_STOCK',
      itemCode: 'ITEM_QTY',
      message: `The fewest you may purchase is ${number(min)}.`,
    };
  }
  const max = maxSaleQty(ctx);
  if (qty.gt(max)) {
    return {
      code: 'INSUFFICIENT_STOCK',
      itemCode: 'ITEM_QTY',
      message: `The most you may purchase is ${number(max)}.`,
    };
  }
  const increments = new Decimal(stock.qtyIncrements);
  if (increments.gt(0) && !qty.mod(increments).isZero()) {
    return {
      code: 'UNDEFINED',
      itemCode: 'ITEM_INCREMENTS',
      message: `You can buy this product only in quantities of ${number(increments)} at a time.`,
    };
  }
  if (qty.gt(stock.stockQty)) {
    return { code: 'INSUFFICIENT_STOCK', itemCode: 'ITEM_QTY', message: QTY_NOT_AVAILABLE };
  }
  return null;
}
