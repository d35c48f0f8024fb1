// A cart as the totals engine sees it. Nothing about prices is stored on the cart: each read builds
// the PricingQuote from the catalogue's prices of today (unit-price.ts) and hands it to
// `computeQuoteTotals`, so a price change, a rule or a currency switch shows at once (ADR 0014).
// The one exception is a line whose unit price was agreed in a proposal (issue 14): it keeps it.
// One CartState computes its totals, and its carriers' rates, once.
import { Decimal } from 'decimal.js';
import type { RequestContext } from '../../shared/context.ts';
import { productLoader } from '../catalog/product/loader.ts';
import { fixedTaxesFor, selectFirstRegionCountry, selectRegionCountry } from '../catalog/product/service.ts';
import { findCustomerType } from '../customer/index.ts';
import { computeQuoteTotals } from '../pricing/totals.ts';
import type { PricingAddress, PricingItem, PricingQuote, QuoteTotals } from '../pricing/types.ts';
import { collectShippingRates, type ShippingRate } from '../shipping/rates.ts';
import { bundleWeight, choiceProductIds, isBundleLine } from './bundle-line.ts';
import { chargedProductId } from './cart-line.ts';
import { rateRequest, selectedShipping } from './cart-shipping.ts';
import { type CartState, isVirtualCart } from './cart-state.ts';
import { type CartAddressRow, type CartRow, readStock } from './store.ts';
import { unitPrice } from './unit-price.ts';

const pricingAddress = (a: CartAddressRow | undefined): PricingAddress | null =>
  a ? { countryCode: a.countryCode, regionId: a.regionId, postcode: a.postcode } : null;

/**
 * The shipping address the totals see: none for a virtual cart (taxes then follow the billing
 * address, as Magento's), even when one was set before the last shipped line left.
 */
const shippedTo = (state: CartState) => (isVirtualCart(state) ? undefined : state.shipping);

/** The country fixed product taxes are charged for: shipping, else billing, else the request's. */
async function taxCountry(ctx: RequestContext, state: CartState): Promise<string | undefined> {
  const address = shippedTo(state) ?? state.billing;
  if (address) return address.countryCode;
  if (ctx.region) return ctx.region.countryId;
  const fromDefault = ctx.store.defaultRegionCode
    ? await selectRegionCountry(ctx.db, ctx.store.defaultRegionCode)
    : undefined;
  return fromDefault ?? selectFirstRegionCountry(ctx.db, ctx.website.id);
}

async function pricingCustomer(ctx: RequestContext, cart: CartRow): Promise<PricingQuote['customer']> {
  if (cart.customerId === null) return null;
  if (ctx.customer?.id === cart.customerId) return { id: cart.customerId, type: ctx.customer.type };
  const type = await findCustomerType(ctx.db, cart.customerId);
  return { id: cart.customerId, type: type ?? 'client' };
}

export async function buildPricingQuote(ctx: RequestContext, state: CartState): Promise<PricingQuote> {
  const loader = productLoader(ctx);
  const country = await taxCountry(ctx, state);
  const products = state.items.flatMap((i) => [i.productId, chargedProductId(i)]);
  const taxes = await fixedTaxesFor(ctx, [...new Set(products)], country);
  // A variant's own fixed taxes, else its configurable's.
  const taxesOf = (item: (typeof state.items)[number]) => {
    const own = taxes.filter((t) => t.productId === chargedProductId(item));
    return own.length > 0 ? own : taxes.filter((t) => t.productId === item.productId);
  };
  // A bundle weighs its chosen products' weights (dynamic weight): their rows are read once.
  const bundleLines = state.items.filter(isBundleLine);
  const chosenIds = (await Promise.all(bundleLines.map((line) => choiceProductIds(ctx, line)))).flat();
  const chosenRows = chosenIds.length > 0 ? await readStock(ctx.db, chosenIds) : new Map();
  const weightOf = (id: number) => (state.stock.get(id) ?? chosenRows.get(id))?.weight;
  const items: PricingItem[] = await Promise.all(
    state.items.map(async (item) => {
      const chargedId = chargedProductId(item);
      // A price agreed in a proposal replaces the catalogue's (excluding tax, no rules: types.ts).
      const agreed = item.agreedUnitPrice !== null;
      const [record, categoryIds, price] = await Promise.all([
        loader.records.load(item.productId),
        loader.categoryIds.load(item.productId),
        agreed ? new Decimal(item.agreedUnitPrice as string) : unitPrice(ctx, item),
      ]);
      const own = state.stock.get(chargedId);
      const weight = isBundleLine(item)
        ? await bundleWeight(ctx, item, weightOf)
        : (own?.weight ?? state.stock.get(item.productId)?.weight ?? '0');
      return {
        key: String(item.id),
        productId: chargedId,
        parentProductId: item.variantId ? item.productId : null,
        sku: own?.sku ?? record?.sku ?? '',
        name: record?.name ?? own?.sku ?? '',
        categoryIds,
        qty: new Decimal(item.qty),
        unitPrice: price,
        weight: new Decimal(weight),
        fixedTaxes: taxesOf(item).map((t) => ({ label: t.label, amount: new Decimal(t.amount) })),
        agreed,
      };
    }),
  );
  return {
    websiteId: state.cart.websiteId,
    storeViewId: state.cart.storeViewId,
    customer: await pricingCustomer(ctx, state.cart),
    items,
    couponCode: state.cart.couponCode,
    shippingAddress: pricingAddress(shippedTo(state)),
    billingAddress: pricingAddress(state.billing),
    currency: { base: ctx.currency.base, display: ctx.currency.display, rate: ctx.currency.rate },
    now: new Date(),
  };
}

export interface PricedCart {
  quote: PricingQuote;
  totals: QuoteTotals;
}

const priced = new WeakMap<CartState, Promise<PricedCart>>();

/** The quote and its totals (computed once per CartState). */
export function priceCart(ctx: RequestContext, state: CartState): Promise<PricedCart> {
  let result = priced.get(state);
  if (!result) {
    result = (async () => {
      const quote = await buildPricingQuote(ctx, state);
      const totals = await computeQuoteTotals(ctx, quote, selectedShipping(ctx, state, quote));
      return { quote, totals };
    })();
    priced.set(state, result);
  }
  return result;
}

const rates = new WeakMap<CartState, Promise<ShippingRate[]>>();

/** Every carrier's rates for the shipping address (after the cart rules' free shipping). */
export function shippingRates(ctx: RequestContext, state: CartState): Promise<ShippingRate[]> {
  let result = rates.get(state);
  if (!result) {
    result = (async () => {
      if (!shippedTo(state) || state.items.length === 0) return [];
      const { quote, totals } = await priceCart(ctx, state);
      const request = rateRequest(state, quote, totals.subtotalWithDiscount.base, totals.freeShipping);
      return request ? collectShippingRates(ctx, request) : [];
    })();
    rates.set(state, result);
  }
  return result;
}
