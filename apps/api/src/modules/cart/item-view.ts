// What a cart line shows: its product and variant, options, prices from the quote's totals (in
// the display currency) and, when stock or sale rules no longer allow its quantity, the errors.
import { Decimal } from 'decimal.js';
import type { CartItemError } from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import { inputError } from '../../shared/errors.ts';
import { toDisplayMoney } from '../../shared/money.ts';
import { encodeUid } from '../catalog/category-service.ts';
import { bundleChoiceUid, bundleItemUid } from '../catalog/product/bundle.ts';
import type { ProductRef } from '../catalog/product/product-ref.ts';
import type { Amount, ItemTotals, LabelledAmount } from '../pricing/types.ts';
import { configurableOptions, customizableOptions } from '../wishlist/item-view.ts';
import { describeChoice } from './bundle-line.ts';
import { chargedProductId } from './cart-line.ts';
import type { CartState } from './cart-state.ts';
import { lineStockProblem } from './line-stock.ts';
import { priceCart } from './quote.ts';
import type { CartItemRow } from './store.ts';
import { unitFinalPrice } from './unit-price.ts';

export interface ItemView {
  __typename: 'SimpleCartItem' | 'ConfigurableCartItem' | 'VirtualCartItem' | 'BundleCartItem';
  state: CartState;
  row: CartItemRow;
  id: string;
  uid: string;
  quantity: number;
  product: ProductRef;
}

export const money = (ctx: RequestContext, amount: Amount) => ({
  value: amount.display.toNumber(),
  currency: ctx.currency.display,
});

/** A line's type: a configurable's, else its product's (a virtual product makes a VirtualCartItem). */
function lineType(state: CartState, row: CartItemRow): ItemView['__typename'] {
  if (row.variantId !== null) return 'ConfigurableCartItem';
  const typeId = state.stock.get(row.productId)?.typeId;
  if (typeId === 'bundle') return 'BundleCartItem';
  return typeId === 'virtual' ? 'VirtualCartItem' : 'SimpleCartItem';
}

export function itemViews(state: CartState, rows: CartItemRow[] = state.items): ItemView[] {
  return rows.map((row) => ({
    __typename: lineType(state, row),
    state,
    row,
    id: String(row.id),
    uid: encodeUid(row.id),
    quantity: new Decimal(row.qty).toNumber(),
    product: {
      id: row.productId,
      typeId: row.variantId === null ? state.stock.get(row.productId)?.typeId : 'configurable',
    },
  }));
}

const chosen = (item: ItemView) => ({
  row: { productId: item.row.productId, childProductId: item.row.variantId, options: item.row.options },
});

export const itemCustomizableOptions = (ctx: RequestContext, item: ItemView) =>
  customizableOptions(ctx, chosen(item));
export const itemConfigurableOptions = (ctx: RequestContext, item: ItemView) =>
  configurableOptions(ctx, chosen(item));

export function configuredVariant(item: ItemView): ProductRef {
  return { id: chargedProductId(item.row), typeId: 'simple', imageParentId: item.row.productId };
}

async function totalsOf(ctx: RequestContext, item: ItemView): Promise<ItemTotals | undefined> {
  return (await priceCart(ctx, item.state)).totals.items.get(item.id);
}

export const discountList = (ctx: RequestContext, list: LabelledAmount[], appliedTo: 'ITEM' | 'SHIPPING') =>
  list.map((d) => ({ label: d.label, amount: money(ctx, d.amount), applied_to: appliedTo, coupon: null }));

export async function itemPrices(ctx: RequestContext, item: ItemView) {
  const totals = await totalsOf(ctx, item);
  if (!totals) throw inputError(`Could not find cart item with id: ${item.id}.`);
  return {
    price: money(ctx, totals.price),
    price_including_tax: money(ctx, totals.priceInclTax),
    row_total: money(ctx, totals.rowTotal),
    row_total_including_tax: money(ctx, totals.rowTotalInclTax),
    total_item_discount: money(ctx, totals.discount),
    discounts: discountList(ctx, totals.discounts, 'ITEM'),
    fixed_product_taxes: totals.fixedProductTaxes.map((t) => ({
      label: t.label,
      amount: money(ctx, t.unit),
    })),
    // Loaded from a proposal (workflows/proposal-to-cart.ts): the catalogue and coupons leave it.
    is_agreed_price: item.row.agreedUnitPrice !== null,
  };
}

export async function itemDiscount(ctx: RequestContext, item: ItemView) {
  const totals = await totalsOf(ctx, item);
  return totals ? discountList(ctx, totals.discounts, 'ITEM') : [];
}

const errorsOf = new WeakMap<ItemView, Promise<CartItemError[]>>();

/**
 * CartItemError of a line whose quantity cannot be sold as it is now; computed once per line view
 * (`errors` and `is_available` both ask, and a bundle's answer reads its products' stock).
 */
export function itemErrors(ctx: RequestContext, item: ItemView): Promise<CartItemError[]> {
  let errors = errorsOf.get(item);
  if (!errors) {
    errors = lineErrors(ctx, item);
    errorsOf.set(item, errors);
  }
  return errors;
}

async function lineErrors(ctx: RequestContext, item: ItemView): Promise<CartItemError[]> {
  const stock = item.state.stock.get(chargedProductId(item.row));
  const parent = item.state.stock.get(item.row.productId);
  if (!stock || !parent?.isActive) {
    return [{ code: 'UNDEFINED', message: 'Product that you are trying to add is not available.' }];
  }
  const problem = await lineStockProblem(ctx, item.row, new Decimal(item.row.qty), item.state.stock);
  return problem ? [{ code: problem.itemCode, message: problem.message }] : [];
}

export async function isAvailable(ctx: RequestContext, item: ItemView): Promise<boolean> {
  return (await itemErrors(ctx, item)).length === 0;
}

/**
 * `BundleCartItem.bundle_options`: each option with a chosen product, in the bundle's order; a
 * value's price is one unit of that product inside one bundle (display currency), its quantity
 * per bundle.
 */
export async function itemBundleOptions(ctx: RequestContext, item: ItemView) {
  const options = await describeChoice(ctx, item.row, (id, qty) => unitFinalPrice(ctx, id, qty));
  return options.map((option) => ({
    id: option.optionId,
    uid: bundleItemUid(option.optionId),
    label: option.label,
    type: option.type,
    values: option.values.map((value) => ({
      id: value.selectionId,
      uid: bundleChoiceUid(option.optionId, value.selectionId, value.qty),
      label: value.name,
      price: toDisplayMoney(value.unitPrice, ctx.currency).value,
      quantity: value.qty.toNumber(),
    })),
  }));
}
