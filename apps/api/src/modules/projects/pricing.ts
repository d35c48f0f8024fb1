// A project's prices, as the cart prices its lines: the catalogue's unit price of today for the
// line's quantity (special and tier prices, custom options; cart/unit-price.ts), then the totals
// engine (pricing/totals.ts: customer type prices, cart rules without coupon, taxes, rounding, the
// display currency) for the reader. A configurable line whose options are still open is priced
// twice, with its cheapest and with its dearest active variant: the minimal and the maximal
// amounts of every range. Delivery: the cheapest and the dearest available carrier rate for the
// project's delivery address (shipping/rates.ts), zero without an address. Computed once per
// project view and request.
import { Decimal } from 'decimal.js';
import type { RequestContext } from '../../shared/context.ts';
import { toDisplayMoney } from '../../shared/money.ts';
import { plannedPricingItems } from '../cart/planned-item.ts';
import { unitPrice } from '../cart/unit-price.ts';
import { productLoader } from '../catalog/product/loader.ts';
import { activeVariants, selectRegionCountry } from '../catalog/product/service.ts';
import { computeQuoteTotals } from '../pricing/totals.ts';
import type { ItemTotals, PricingQuote, QuoteTotals } from '../pricing/types.ts';
import { collectShippingRates } from '../shipping/rates.ts';
import type { ProjectView } from './project-view.ts';
import { listLines, type ProjectLineRow } from './store.ts';

export interface Range {
  min: Decimal;
  max: Decimal;
}

export interface LinePrices {
  /** The variant priced for the minimal and the maximal amounts (the product itself for simple lines). */
  minProductId: number;
  maxProductId: number;
  min: ItemTotals;
  max: ItemTotals;
}

export interface PricedProject {
  lines: ProjectLineRow[];
  prices: Map<number, LinePrices>;
  min: QuoteTotals;
  max: QuoteTotals;
  /** Display currency. */
  delivery: Range;
}

interface Choice {
  line: ProjectLineRow;
  productId: number;
  unit: Decimal;
}

/** The cheapest and the dearest product a line may be bought as, with their unit prices. */
async function choices(ctx: RequestContext, line: ProjectLineRow): Promise<{ min: Choice; max: Choice }> {
  const priced = async (variantId: number | null): Promise<Choice> => ({
    line,
    productId: variantId ?? line.productId,
    unit: await unitPrice(ctx, {
      productId: line.productId,
      variantId,
      qty: line.qty,
      options: line.options,
    }),
  });
  const record = await productLoader(ctx).records.load(line.productId);
  if (line.childProductId !== null || record?.typeId !== 'configurable') {
    const one = await priced(line.childProductId);
    return { min: one, max: one };
  }
  const variants = await activeVariants(ctx, line.productId);
  if (variants.length === 0) {
    const one = await priced(null);
    return { min: one, max: one };
  }
  const all = await Promise.all(variants.map((v) => priced(v.id)));
  let min = all[0] as Choice;
  let max = min;
  for (const c of all) {
    if (c.unit.lt(min.unit)) min = c;
    if (c.unit.gt(max.unit)) max = c;
  }
  return { min, max };
}

/** The country fixed product taxes are charged for: the delivery address's, else the request's. */
async function taxCountry(ctx: RequestContext, view: ProjectView): Promise<string | undefined> {
  if (view.row.addressCountryCode) return view.row.addressCountryCode;
  if (ctx.region) return ctx.region.countryId;
  return ctx.store.defaultRegionCode ? selectRegionCountry(ctx.db, ctx.store.defaultRegionCode) : undefined;
}

async function quoteOf(ctx: RequestContext, view: ProjectView, picked: Choice[]): Promise<PricingQuote> {
  const items = await plannedPricingItems(
    ctx,
    await taxCountry(ctx, view),
    picked.map((c) => ({
      key: String(c.line.id),
      mainProductId: c.line.productId,
      productId: c.productId,
      qty: c.line.qty,
      unit: c.unit,
    })),
  );
  const address = view.row.addressCountryCode
    ? { countryCode: view.row.addressCountryCode, regionId: null, postcode: view.row.addressPostcode }
    : null;
  return {
    websiteId: ctx.website.id,
    storeViewId: ctx.store.id,
    customer: ctx.customer ? { id: ctx.customer.id, type: ctx.customer.type } : null,
    items,
    couponCode: null,
    shippingAddress: address,
    billingAddress: address,
    currency: { base: ctx.currency.base, display: ctx.currency.display, rate: ctx.currency.rate },
    now: new Date(),
  };
}

/** The available carrier rates (base currency) for the quote sent to the project's address. */
async function deliveryRates(
  ctx: RequestContext,
  quote: PricingQuote,
  totals: QuoteTotals,
): Promise<Decimal[]> {
  const destination = quote.shippingAddress;
  if (!destination || quote.items.length === 0) return [];
  const rates = await collectShippingRates(ctx, {
    destination,
    packageValue: totals.subtotalWithDiscount.base,
    packageWeight: quote.items.reduce((sum, i) => sum.plus(i.weight.times(i.qty)), new Decimal(0)),
    packageQty: quote.items.reduce((sum, i) => sum.plus(i.qty), new Decimal(0)),
    freeShipping: totals.freeShipping,
  });
  return rates.flatMap((r) => (r.available && r.amount !== null ? [r.amount] : []));
}

const display = (ctx: RequestContext, amount: Decimal) =>
  new Decimal(toDisplayMoney(amount, ctx.currency).value);

async function computePrices(ctx: RequestContext, view: ProjectView): Promise<PricedProject> {
  const lines = await listLines(ctx.db, view.row.id);
  const picked = await Promise.all(lines.map((line) => choices(ctx, line)));
  const [minQuote, maxQuote] = await Promise.all([
    quoteOf(
      ctx,
      view,
      picked.map((p) => p.min),
    ),
    quoteOf(
      ctx,
      view,
      picked.map((p) => p.max),
    ),
  ]);
  const none = async () => null;
  const [min, max] = await Promise.all([
    computeQuoteTotals(ctx, minQuote, none),
    computeQuoteTotals(ctx, maxQuote, none),
  ]);
  const [minRates, maxRates] = await Promise.all([
    deliveryRates(ctx, minQuote, min),
    deliveryRates(ctx, maxQuote, max),
  ]);
  const lowest = minRates.length > 0 ? Decimal.min(...minRates) : new Decimal(0);
  const highest = maxRates.length > 0 ? Decimal.max(...maxRates) : new Decimal(0);
  const prices = new Map<number, LinePrices>();
  lines.forEach((line, i) => {
    const lo = min.items.get(String(line.id));
    const hi = max.items.get(String(line.id));
    const choice = picked[i];
    if (lo && hi && choice) {
      prices.set(line.id, {
        min: lo,
        max: hi,
        minProductId: choice.min.productId,
        maxProductId: choice.max.productId,
      });
    }
  });
  return { lines, prices, min, max, delivery: { min: display(ctx, lowest), max: display(ctx, highest) } };
}

const memo = new WeakMap<ProjectView, Promise<PricedProject>>();

/** The project's lines and prices, computed once per view. */
export function pricedProject(ctx: RequestContext, view: ProjectView): Promise<PricedProject> {
  let found = memo.get(view);
  if (!found) {
    found = computePrices(ctx, view);
    memo.set(view, found);
  }
  return found;
}
