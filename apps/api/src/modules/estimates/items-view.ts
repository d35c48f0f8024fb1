// The fields of `EstimateProducts` and `EstimateItem`: a page of items with their products, chosen
// variant and options, and their price figures (pricing.ts) converted to the display currency and
// rounded once here. Field-level authorization (b2b.md §4): the cost figures are null for anyone
// but managers, the partner's figures for anyone but the estimate's partner and managers.
import { Decimal } from 'decimal.js';
import type { RequestContext } from '../../shared/context.ts';
import { inputError } from '../../shared/errors.ts';
import { currencyCode, toDisplayMoney } from '../../shared/money.ts';
import { productLoader } from '../catalog/product/loader.ts';
import type { ProductRef } from '../catalog/product/product-ref.ts';
import { configurableOptions, configuredVariant, customizableOptions } from '../wishlist/item-view.ts';
import type { EstimateView } from './access.ts';
import { seesCosts, seesPartnerFigures } from './estimate-view.ts';
import { type PricedItem, pricedEstimate, type Range } from './pricing.ts';

/** The parent of EstimateProducts. */
export interface ItemsPage {
  view: EstimateView;
  currentPage: number;
  pageSize: number;
}

/** The parent of EstimateItem. */
export interface ItemView {
  view: EstimateView;
  priced: PricedItem;
  product: ProductRef;
  /** The context amounts are converted in (pricing.ts). */
  pctx: RequestContext;
}

export function itemsPage(
  view: EstimateView,
  args: { currentPage?: number | null; pageSize?: number | null },
): ItemsPage {
  const currentPage = args.currentPage ?? 1;
  const pageSize = args.pageSize ?? 20;
  if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
  if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
  return { view, currentPage, pageSize };
}

export async function pageTotalCount(ctx: RequestContext, page: ItemsPage): Promise<number> {
  return (await pricedEstimate(ctx, page.view)).items.length;
}

export async function pageInfo(ctx: RequestContext, page: ItemsPage) {
  const total = await pageTotalCount(ctx, page);
  return {
    current_page: page.currentPage,
    page_size: page.pageSize,
    total_pages: Math.ceil(total / page.pageSize),
  };
}

export async function pageItems(ctx: RequestContext, page: ItemsPage): Promise<ItemView[]> {
  const { items, pctx } = await pricedEstimate(ctx, page.view);
  const shown = items.slice((page.currentPage - 1) * page.pageSize, page.currentPage * page.pageSize);
  const records = await productLoader(ctx).records.loadMany(shown.map((i) => i.row.productId));
  return shown.map((priced, i) => ({
    view: page.view,
    priced,
    product: { id: priced.row.productId, typeId: records[i]?.typeId ?? 'simple' },
    pctx,
  }));
}

const money = (item: ItemView, amount: Decimal) => toDisplayMoney(amount, item.pctx.currency);
const range = (pctx: RequestContext, r: Range) => ({
  minimal_price: toDisplayMoney(r.min, pctx.currency),
  maximal_price: toDisplayMoney(r.max, pctx.currency),
});
/** A stored amount in the base currency, as stored. */
const baseMoney = (item: ItemView, value: string | null) =>
  value === null
    ? null
    : { value: new Decimal(value).toNumber(), currency: currencyCode(item.pctx.currency.base) };
/** A percent or factor: 4 decimal places are plenty for a person to read. */
const ratio = (value: Decimal | null) => (value === null ? null : value.toDecimalPlaces(4).toNumber());

export async function pageTotals(ctx: RequestContext, page: ItemsPage) {
  const { totals, pctx } = await pricedEstimate(ctx, page.view);
  return {
    sub_total: range(pctx, totals.subTotal),
    snug_delivery_price_total: range(pctx, totals.delivery),
    grand_total: range(pctx, totals.grandTotal),
    sub_total_including_tax: range(pctx, totals.subTotalInclTax),
    grand_total_including_tax: range(pctx, totals.grandTotalInclTax),
  };
}

export const itemQty = (item: ItemView) => new Decimal(item.priced.row.qty).toNumber();

const chosen = (item: ItemView) => ({
  row: {
    productId: item.priced.row.productId,
    childProductId: item.priced.row.variantId,
    options: item.priced.row.options,
  },
});

export const itemVariant = (ctx: RequestContext, item: ItemView) => configuredVariant(ctx, chosen(item));
export const itemConfigurableOptions = (ctx: RequestContext, item: ItemView) =>
  configurableOptions(ctx, chosen(item));
export const itemCustomizableOptions = (ctx: RequestContext, item: ItemView) =>
  customizableOptions(ctx, chosen(item));

/** The price fields every reader sees. */
export function clientFigures(item: ItemView) {
  const f = item.priced.figures;
  return {
    is_price_on_request: f.isPriceOnRequest,
    is_custom_price: item.priced.row.managerCustomPrice !== null,
    custom_price: baseMoney(item, item.priced.row.managerCustomPrice),
    price_range: range(item.pctx, f.clientPrice),
    row_total_range: range(item.pctx, f.rowTotal),
    managerPriceVat: money(item, f.clientPriceVat),
    rowTotalWithVat: money(item, f.rowTotalVat),
  };
}

/** The estimate's partner's and managers' figures; null for everyone else. */
export function partnerFigures(item: ItemView) {
  if (!seesPartnerFigures(item.view))
    return { price_for_partner_range: null, partner_custom_price: null, partner_reward_info: null };
  const f = item.priced.figures;
  return {
    price_for_partner_range: range(item.pctx, f.partnerPrice),
    partner_custom_price: baseMoney(item, item.priced.row.partnerCustomPrice),
    partner_reward_info: {
      partner_reward: money(item, f.partnerReward),
      partner_reward_percent: ratio(f.partnerRewardPercent) ?? 0,
      partner_reward_row_total: money(item, f.partnerRewardRowTotal),
    },
  };
}

/** The managers' cost figures; null for everyone else. */
export function costFigures(item: ItemView) {
  if (!seesCosts(item.view)) {
    return {
      factoryPrice: null,
      factoryPriceDiscount: null,
      costFactor: null,
      cost: null,
      priceFactor: null,
      margin: null,
      costMargin: null,
    };
  }
  const f = item.priced.figures;
  const s = item.priced.supplier;
  return {
    factoryPrice: s.factoryPrice === null ? null : money(item, s.factoryPrice),
    factoryPriceDiscount: ratio(s.factoryPriceDiscount),
    costFactor: ratio(s.costFactor),
    cost: f.cost === null ? null : money(item, f.cost),
    priceFactor: ratio(f.priceFactor),
    margin: f.margin === null ? null : money(item, f.margin),
    costMargin: ratio(f.costMargin),
  };
}
