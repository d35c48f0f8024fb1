// A cart as the totals engine sees it. Nothing about prices is stored on the cart: each read builds
// the PricingQuote from the catalogue's prices of today (special price, the tier price for the
// line's quantity, custom option prices) and hands it to `computeQuoteTotals`, so a price change,
// a rule or a currency switch shows at once (ADR 0014). One CartState computes its totals once.
import { Decimal } from 'decimal.js';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../shared/context.ts';
import { productLoader } from '../catalog/product/loader.ts';
import { simplePrice } from '../catalog/product/prices.ts';
import { today } from '../catalog/product/service.ts';
import { selectFirstRegionCountry, selectFixedTaxes, selectRegionCountry } from '../catalog/product/store.ts';
import { customer } from '../customer/tables.ts';
import { computeQuoteTotals } from '../pricing/totals.ts';
import type {
  PricingAddress,
  PricingItem,
  PricingQuote,
  QuoteTotals,
  ShippingChargeLookup,
} from '../pricing/types.ts';
import { collectShippingRates, type RateRequest, type ShippingRate } from '../shipping/rates.ts';
import { chargedProductId } from './cart-line.ts';
import {
  type CartAddressRow,
  type CartItemRow,
  type CartPaymentRow,
  type CartRow,
  findPayment,
  listAddresses,
  listItems,
  readStock,
  type StockRow,
} from './store.ts';

/** Everything stored about one cart, read together. */
export interface CartState {
  cart: CartRow;
  items: CartItemRow[];
  shipping: CartAddressRow | undefined;
  billing: CartAddressRow | undefined;
  payment: CartPaymentRow | undefined;
  /** Products of the lines (added and charged), fresh from the product table. */
  stock: Map<number, StockRow>;
}

export async function loadCartState(db: Db, cart: CartRow): Promise<CartState> {
  const [items, addresses, payment] = await Promise.all([
    listItems(db, cart.id),
    listAddresses(db, cart.id),
    findPayment(db, cart.id),
  ]);
  const stock = await readStock(
    db,
    items.flatMap((i) => [i.productId, ...(i.variantId ? [i.variantId] : [])]),
  );
  return {
    cart,
    items,
    shipping: addresses.find((a) => a.kind === 'shipping'),
    billing: addresses.find((a) => a.kind === 'billing'),
    payment,
    stock,
  };
}

/** Final unit price of a product for a quantity: special price in its dates and tiers up to the qty. */
async function finalUnitPrice(ctx: RequestContext, productId: number, qty: Decimal): Promise<Decimal> {
  const { price, tiers } = await productLoader(ctx).prices.load(productId);
  let final = simplePrice(price, tiers, today(ctx)).final;
  for (const tier of tiers) if (new Decimal(tier.qty).lte(qty)) final = Decimal.min(final, tier.value);
  return final;
}

/** The line's custom options' prices per unit (PERCENT ones are a share of the final price). */
async function optionsPrice(ctx: RequestContext, item: CartItemRow, final: Decimal): Promise<Decimal> {
  if (Object.keys(item.options).length === 0) return new Decimal(0);
  const options = await productLoader(ctx).options.load(item.productId);
  const share = (price: Decimal.Value | null, type: string) =>
    type === 'PERCENT' ? final.times(price ?? 0).div(100) : new Decimal(price ?? 0);
  let sum = new Decimal(0);
  for (const { option, values } of options) {
    const stored = item.options[String(option.id)];
    if (stored === undefined) continue;
    if (option.type === 'field' || option.type === 'area') {
      sum = sum.plus(share(option.price, option.priceType));
      continue;
    }
    const ids = stored.split(',').map(Number);
    for (const value of values)
      if (ids.includes(value.id)) sum = sum.plus(share(value.price, value.priceType));
  }
  return sum;
}

export async function unitPrice(ctx: RequestContext, item: CartItemRow): Promise<Decimal> {
  const qty = new Decimal(item.qty);
  const final = await finalUnitPrice(ctx, chargedProductId(item), qty);
  return final.plus(await optionsPrice(ctx, item, final));
}

const pricingAddress = (a: CartAddressRow | undefined): PricingAddress | null =>
  a ? { countryCode: a.countryCode, regionId: a.regionId, postcode: a.postcode } : null;

/** The country fixed product taxes are charged for: shipping, else billing, else the request's. */
async function taxCountry(ctx: RequestContext, state: CartState): Promise<string | undefined> {
  const address = state.shipping ?? state.billing;
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
  const [row] = await ctx.db
    .select({ type: customer.customerType })
    .from(customer)
    .where(eq(customer.id, cart.customerId));
  return { id: cart.customerId, type: row?.type ?? 'client' };
}

export async function buildPricingQuote(ctx: RequestContext, state: CartState): Promise<PricingQuote> {
  const loader = productLoader(ctx);
  const country = await taxCountry(ctx, state);
  const charged = state.items.map(chargedProductId);
  const taxes = country ? await selectFixedTaxes(ctx.db, [...new Set(charged)], ctx.website.id, country) : [];
  const items: PricingItem[] = await Promise.all(
    state.items.map(async (item) => {
      const chargedId = chargedProductId(item);
      const [record, categoryIds, price] = await Promise.all([
        loader.records.load(item.productId),
        loader.categoryIds.load(item.productId),
        unitPrice(ctx, item),
      ]);
      const own = state.stock.get(chargedId);
      const weight = own?.weight ?? state.stock.get(item.productId)?.weight ?? '0';
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
        fixedTaxes: taxes
          .filter((t) => t.productId === chargedId)
          .map((t) => ({ label: t.label, amount: new Decimal(t.amount) })),
      };
    }),
  );
  return {
    websiteId: state.cart.websiteId,
    storeViewId: state.cart.storeViewId,
    customer: await pricingCustomer(ctx, state.cart),
    items,
    couponCode: state.cart.couponCode,
    shippingAddress: pricingAddress(state.shipping),
    billingAddress: pricingAddress(state.billing),
    currency: { base: ctx.currency.base, display: ctx.currency.display, rate: ctx.currency.rate },
    now: new Date(),
  };
}

/** What carriers are asked for this cart (null without a shipping address). */
export function rateRequest(
  state: CartState,
  quote: PricingQuote,
  packageValue: Decimal,
  freeShipping: boolean,
): RateRequest | null {
  const address = state.shipping;
  if (!address) return null;
  return {
    destination: { countryCode: address.countryCode, regionId: address.regionId, postcode: address.postcode },
    packageValue,
    packageWeight: quote.items.reduce((sum, i) => sum.plus(i.weight.times(i.qty)), new Decimal(0)),
    packageQty: quote.items.reduce((sum, i) => sum.plus(i.qty), new Decimal(0)),
    freeShipping,
  };
}

/** The selected shipping method's rate, when it is still offered. */
export function selectedShipping(
  ctx: RequestContext,
  state: CartState,
  quote: PricingQuote,
): ShippingChargeLookup {
  return async ({ freeShipping, subtotalWithDiscount }) => {
    const address = state.shipping;
    if (!address?.carrierCode || !address.methodCode || state.items.length === 0) return null;
    const request = rateRequest(state, quote, subtotalWithDiscount, freeShipping);
    if (!request) return null;
    const rate = (await collectShippingRates(ctx, request)).find(
      (r) => r.carrierCode === address.carrierCode && r.methodCode === address.methodCode,
    );
    if (!rate?.available || rate.amount === null) return null;
    const { carrierCode, methodCode, carrierTitle, methodTitle } = rate;
    return { carrierCode, methodCode, carrierTitle, methodTitle, amount: rate.amount };
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
      if (!state.shipping || state.items.length === 0) return [];
      const { quote, totals } = await priceCart(ctx, state);
      const request = rateRequest(state, quote, totals.subtotalWithDiscount.base, totals.freeShipping);
      return request ? collectShippingRates(ctx, request) : [];
    })();
    rates.set(state, result);
  }
  return result;
}
