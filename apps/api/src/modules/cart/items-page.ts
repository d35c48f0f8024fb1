// Cart.itemsV2: a page of the lines, sorted by a column of Magento's quote item (SortQuoteItemsEnum).
// Amount columns sort by the line's totals in the base currency; the columns Magento keeps for
// features we do not have (custom prices, tax before discount, compensation) sort by item id.
import { Decimal } from 'decimal.js';
import type { CartItemsV2Args, RequireFields } from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import { inputError } from '../../shared/errors.ts';
import { productLoader } from '../catalog/product/loader.ts';
import type { ItemTotals } from '../pricing/types.ts';
import { chargedProductId } from './cart-line.ts';
import { allItems, type CartView } from './cart-view.ts';
import type { ItemView } from './item-view.ts';
import { priceCart } from './quote.ts';

type Key = number | string;
type Column = (item: ItemView, totals: ItemTotals | undefined, ctx: RequestContext) => Key | Promise<Key>;

const amount = (pick: (t: ItemTotals) => { base: Decimal }) => (_: ItemView, t: ItemTotals | undefined) =>
  t ? pick(t).base.toNumber() : 0;
const weight = (item: ItemView) =>
  new Decimal(item.state.stock.get(chargedProductId(item.row))?.weight ?? 0).toNumber();

const COLUMNS: Record<string, Column> = {
  CREATED_AT: (i) => i.row.createdAt.getTime(),
  UPDATED_AT: (i) => i.row.updatedAt.getTime(),
  PRODUCT_ID: (i) => i.row.productId,
  QTY: (i) => i.quantity,
  SKU: (i) => i.state.stock.get(chargedProductId(i.row))?.sku ?? '',
  NAME: async (i, _, ctx) => (await productLoader(ctx).records.load(i.row.productId))?.name ?? '',
  PRODUCT_TYPE: (i) => (i.row.variantId === null ? 'simple' : 'configurable'),
  WEIGHT: weight,
  ROW_WEIGHT: (i) => weight(i) * i.quantity,
  PRICE: amount((t) => t.price),
  BASE_PRICE: amount((t) => t.price),
  PRICE_INC_TAX: amount((t) => t.priceInclTax),
  BASE_PRICE_INC_TAX: amount((t) => t.priceInclTax),
  ROW_TOTAL: amount((t) => t.rowTotal),
  BASE_ROW_TOTAL: amount((t) => t.rowTotal),
  ROW_TOTAL_INC_TAX: amount((t) => t.rowTotalInclTax),
  BASE_ROW_TOTAL_INC_TAX: amount((t) => t.rowTotalInclTax),
  ROW_TOTAL_WITH_DISCOUNT: (_, t) => (t ? t.rowTotal.base.minus(t.discount.base).toNumber() : 0),
  DISCOUNT_AMOUNT: amount((t) => t.discount),
  BASE_DISCOUNT_AMOUNT: amount((t) => t.discount),
  TAX_AMOUNT: amount((t) => t.taxAmount),
  BASE_TAX_AMOUNT: amount((t) => t.taxAmount),
  TAX_PERCENT: (_, t) => t?.taxPercent.toNumber() ?? 0,
};

export async function itemsPage(
  ctx: RequestContext,
  view: CartView,
  args: RequireFields<CartItemsV2Args, 'pageSize' | 'currentPage'>,
) {
  if (args.currentPage < 1) throw inputError('currentPage value must be greater than 0.');
  if (args.pageSize < 1) throw inputError('pageSize value must be greater than 0.');
  const items = await allItems(view);
  const column = COLUMNS[args.sort?.field ?? ''] ?? ((i: ItemView) => i.row.id);
  const { totals } = await priceCart(ctx, await view.state);
  const keys = new Map<ItemView, Key>();
  for (const item of items) keys.set(item, await column(item, totals.items.get(item.id), ctx));
  const direction = args.sort?.order === 'DESC' ? -1 : 1;
  items.sort((a, b) => {
    const [x, y] = [keys.get(a) as Key, keys.get(b) as Key];
    return (x < y ? -1 : x > y ? 1 : a.row.id - b.row.id) * direction;
  });
  const start = (args.currentPage - 1) * args.pageSize;
  return {
    items: items.slice(start, start + args.pageSize),
    total_count: items.length,
    page_info: {
      current_page: args.currentPage,
      page_size: args.pageSize,
      total_pages: Math.ceil(items.length / args.pageSize),
    },
  };
}
