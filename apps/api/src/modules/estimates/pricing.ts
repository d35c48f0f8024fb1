// An estimate's prices (design/b2b.md §4), computed once per estimate view and request. The
// catalogue price of an item is the cart's: the unit price of today for the item's quantity
// (special and tier prices, custom options; cart/unit-price.ts) through the totals engine
// (pricing/totals.ts: taxes for the delivery address, else the store's) for the estimate's owner,
// excluding tax, in the base currency of the estimate's website. A configurable whose options are
// open is priced with its cheapest and its dearest active variant (minimal and maximal amounts).
// A product without a price (none for the website, or 0) is priced on request. Those catalogue
// prices, the custom prices, the supplier figures and the VAT rate then go through item-prices.ts;
// amounts are converted to the display currency and rounded only where they are shown.
import { Decimal } from 'decimal.js';
import type { RequestContext } from '../../shared/context.ts';
import { plannedPricingItems } from '../cart/planned-item.ts';
import { unitPrice } from '../cart/unit-price.ts';
import { supplierFigures } from '../catalog/index.ts';
import { productLoader } from '../catalog/product/loader.ts';
import { activeVariants, selectRegionCountry } from '../catalog/product/service.ts';
import type { CustomerType } from '../customer/index.ts';
import { computeQuoteTotals } from '../pricing/totals.ts';
import type { PricingQuote } from '../pricing/types.ts';
import type { EstimateView } from './access.ts';
import {
  type EstimateTotals,
  estimateTotals,
  type ItemFigures,
  itemFigures,
  type SupplierFigures,
} from './item-prices.ts';
import { pricingContext } from './scope.ts';
import { type EstimateItemRow, findPeople, listItems } from './store.ts';

/** The partner's discount when `sales/partner/discount_percent` is not configured. */
export const DEFAULT_PARTNER_DISCOUNT = '10';

export interface Range {
  min: Decimal;
  max: Decimal;
}

export interface PricedItem {
  row: EstimateItemRow;
  figures: ItemFigures;
  supplier: SupplierFigures;
  /** The catalogue's unit price (null: on request). */
  catalogue: Range | null;
}

export interface PricedEstimate {
  /** The context the amounts are converted in (the estimate's website, see scope.ts). */
  pctx: RequestContext;
  items: PricedItem[];
  totals: EstimateTotals;
  /** Items priced on request without a manager's custom price. */
  unpricedItems: number;
}

interface Choice {
  item: EstimateItemRow;
  productId: number;
  unit: Decimal;
}

/** The cheapest and the dearest priced product an item may be bought as (null: priced on request). */
async function choices(
  ctx: RequestContext,
  item: EstimateItemRow,
): Promise<{ min: Choice; max: Choice } | null> {
  const priced = async (variantId: number | null): Promise<Choice> => ({
    item,
    productId: variantId ?? item.productId,
    unit: await unitPrice(ctx, {
      productId: item.productId,
      variantId,
      qty: item.qty,
      options: item.options,
    }),
  });
  const record = await productLoader(ctx).records.load(item.productId);
  let all: Choice[];
  if (item.variantId !== null || record?.typeId !== 'configurable') all = [await priced(item.variantId)];
  else all = await Promise.all((await activeVariants(ctx, item.productId)).map((v) => priced(v.id)));
  const withPrice = all.filter((c) => c.unit.gt(0));
  if (withPrice.length === 0) return null;
  let min = withPrice[0] as Choice;
  let max = min;
  for (const c of withPrice) {
    if (c.unit.lt(min.unit)) min = c;
    if (c.unit.gt(max.unit)) max = c;
  }
  return { min, max };
}

async function taxCountry(ctx: RequestContext, view: EstimateView): Promise<string | undefined> {
  if (view.row.addressCountryCode) return view.row.addressCountryCode;
  if (ctx.region) return ctx.region.countryId;
  return ctx.store.defaultRegionCode ? selectRegionCountry(ctx.db, ctx.store.defaultRegionCode) : undefined;
}

async function quoteOf(
  ctx: RequestContext,
  view: EstimateView,
  owner: { id: number; type: CustomerType } | null,
  picked: Choice[],
): Promise<PricingQuote> {
  const items = await plannedPricingItems(
    ctx,
    await taxCountry(ctx, view),
    picked.map((c) => ({
      key: String(c.item.id),
      mainProductId: c.item.productId,
      productId: c.productId,
      qty: c.item.qty,
      unit: c.unit,
    })),
  );
  const address = view.row.addressCountryCode
    ? { countryCode: view.row.addressCountryCode, regionId: null, postcode: view.row.addressPostcode }
    : null;
  return {
    websiteId: ctx.website.id,
    storeViewId: ctx.store.id,
    customer: owner,
    items,
    couponCode: null,
    shippingAddress: address,
    billingAddress: address,
    currency: { base: ctx.currency.base, display: ctx.currency.display, rate: ctx.currency.rate },
    now: new Date(),
  };
}

const decimalOrNull = (value: string | null) => (value === null ? null : new Decimal(value));

function partnerDiscount(ctx: RequestContext): Decimal {
  const raw = ctx.config.get('sales/partner/discount_percent') || DEFAULT_PARTNER_DISCOUNT;
  const value = new Decimal(Number.isFinite(Number(raw)) ? raw : DEFAULT_PARTNER_DISCOUNT);
  return Decimal.min(Decimal.max(value, 0), 100);
}

async function computePrices(ctx: RequestContext, view: EstimateView): Promise<PricedEstimate> {
  const pctx = await pricingContext(ctx, view.row);
  const [rows, [owner]] = await Promise.all([
    listItems(ctx.db, view.row.id),
    findPeople(ctx.db, [view.row.ownerId]),
  ]);
  const picked = await Promise.all(rows.map((row) => choices(pctx, row)));
  const zero = (item: EstimateItemRow): Choice => ({
    item,
    productId: item.variantId ?? item.productId,
    unit: new Decimal(0),
  });
  const buyer = owner ? { id: owner.id, type: owner.customerType as CustomerType } : null;
  const [minQuote, maxQuote] = await Promise.all([
    quoteOf(
      pctx,
      view,
      buyer,
      rows.map((row, i) => picked[i]?.min ?? zero(row)),
    ),
    quoteOf(
      pctx,
      view,
      buyer,
      rows.map((row, i) => picked[i]?.max ?? zero(row)),
    ),
  ]);
  const none = async () => null;
  const [min, max] = await Promise.all([
    computeQuoteTotals(pctx, minQuote, none),
    computeQuoteTotals(pctx, maxQuote, none),
  ]);
  const supplier = await supplierFigures(
    ctx.db,
    pctx.website.id,
    rows.map((row) => row.variantId ?? row.productId),
  );
  const discount = partnerDiscount(pctx);
  const items = rows.map((row, i): PricedItem => {
    const key = String(row.id);
    const lo = min.items.get(key);
    const hi = max.items.get(key);
    const catalogue = picked[i] && lo && hi ? { min: lo.price.base, max: hi.price.base } : null;
    const figuresOf = supplier.get(row.variantId ?? row.productId) ?? {
      factoryPrice: null,
      factoryPriceDiscount: null,
      costFactor: null,
    };
    return {
      row,
      catalogue,
      supplier: figuresOf,
      figures: itemFigures({
        qty: new Decimal(row.qty),
        catalogue,
        managerCustomPrice: decimalOrNull(row.managerCustomPrice),
        partnerCustomPrice: decimalOrNull(row.partnerCustomPrice),
        supplier: figuresOf,
        vatPercent: hi?.taxPercent ?? new Decimal(0),
        partnerDiscountPercent: discount,
      }),
    };
  });
  return {
    pctx,
    items,
    totals: estimateTotals({
      items: items.map((i) => i.figures),
      deliveryCost: decimalOrNull(view.row.deliveryCost),
    }),
    unpricedItems: items.filter((i) => i.figures.isPriceOnRequest).length,
  };
}

const memo = new WeakMap<EstimateView, Promise<PricedEstimate>>();

/** The estimate's items and prices, computed once per view. */
export function pricedEstimate(ctx: RequestContext, view: EstimateView): Promise<PricedEstimate> {
  let found = memo.get(view);
  if (!found) {
    found = computePrices(ctx, view);
    memo.set(view, found);
  }
  return found;
}
