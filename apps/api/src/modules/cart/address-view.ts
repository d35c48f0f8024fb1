// What the cart's shipping and billing addresses show: the address, localised country and region
// names, and on the shipping address the carriers' methods and the method selected, priced by the
// quote's totals in the display currency.
import { Decimal } from 'decimal.js';
import type { AvailableShippingMethod, Money } from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import { toDisplayMoney } from '../../shared/money.ts';
import { encodeUid } from '../catalog/category-service.ts';
import { localRegionNames } from '../customer-address/index.ts';
import { countryShortName } from '../directory/country-names.ts';
import { computeQuoteTotals } from '../pricing/totals.ts';
import type { ShippingRate } from '../shipping/rates.ts';
import { type CartState, isVirtualCart } from './cart-state.ts';
import type { CartView } from './cart-view.ts';
import { itemViews, money } from './item-view.ts';
import { priceCart, shippingRates } from './quote.ts';
import type { CartAddressRow } from './store.ts';

/** The address row (its columns named as the GraphQL fields where they match) and its cart. */
export interface AddressView extends CartAddressRow {
  state: CartState;
  row: CartAddressRow;
  uid: string;
  vat_id: string | null;
  customer_notes: string | null;
}

function toView(state: CartState, row: CartAddressRow): AddressView {
  return { ...row, state, row, uid: encodeUid(row.id), vat_id: row.vatId, customer_notes: row.customerNotes };
}

export async function shippingAddresses(view: CartView): Promise<AddressView[]> {
  const state = await view.state;
  // A virtual cart is not shipped: an address set before its last shipped line went is not shown.
  return state.shipping && !isVirtualCart(state) ? [toView(state, state.shipping)] : [];
}

export async function billingAddress(view: CartView): Promise<AddressView | null> {
  const state = await view.state;
  return state.billing ? toView(state, state.billing) : null;
}

export function addressCountry(ctx: RequestContext, address: AddressView) {
  const code = address.row.countryCode;
  // The everyday name (Россия), as the country picker shows it, not the official one.
  return { code, label: countryShortName(code, ctx.locale) ?? code };
}

export async function addressRegion(ctx: RequestContext, address: AddressView) {
  const { regionId, region, regionCode } = address.row;
  if (regionId === null && !region) return null;
  const local =
    regionId === null ? undefined : (await localRegionNames(ctx.db, [regionId], ctx.locale)).get(regionId);
  return { region_id: regionId, code: regionCode, label: local ?? region };
}

/**
 * A method's price without and with the tax on shipping, as the totals engine prices this cart with
 * that method (shipping prices may include tax, as in the ru website); the selected method's comes
 * from the cart's own totals.
 */
async function methodPrices(ctx: RequestContext, state: CartState, rate: ShippingRate) {
  const { quote, totals } = await priceCart(ctx, state);
  const same = (s: { carrierCode: string; methodCode: string } | null) =>
    s?.carrierCode === rate.carrierCode && s.methodCode === rate.methodCode;
  let shipping = same(totals.shipping) ? totals.shipping : null;
  if (!shipping && rate.available && rate.amount !== null) {
    const { carrierCode, methodCode, carrierTitle, methodTitle } = rate;
    const charge = { carrierCode, methodCode, carrierTitle, methodTitle, amount: rate.amount };
    shipping = (await computeQuoteTotals(ctx, quote, async () => charge)).shipping;
  }
  const plain = toDisplayMoney(rate.amount ?? 0, ctx.currency);
  return shipping
    ? { excl: money(ctx, shipping.amount), incl: money(ctx, shipping.amountInclTax) }
    : { excl: plain, incl: plain };
}

/**
 * An AvailableShippingMethod whose prices are functions: GraphQL's default field resolver calls
 * them, so a method is priced only when a query asks for its prices.
 */
export type ShippingMethodView = Omit<AvailableShippingMethod, 'price_excl_tax' | 'price_incl_tax'> & {
  price_excl_tax: () => Promise<Money>;
  price_incl_tax: () => Promise<Money>;
};

export async function availableShippingMethods(
  ctx: RequestContext,
  address: AddressView,
): Promise<ShippingMethodView[]> {
  const rates = await shippingRates(ctx, address.state);
  return rates.map((rate) => {
    // Priced only when asked for: each costs a run of the totals engine.
    let prices: ReturnType<typeof methodPrices> | undefined;
    const pricesOnce = () => {
      prices ??= methodPrices(ctx, address.state, rate);
      return prices;
    };
    return {
      carrier_code: rate.carrierCode,
      carrier_title: rate.carrierTitle,
      method_code: rate.available ? rate.methodCode : null,
      method_title: rate.available ? rate.methodTitle : null,
      available: rate.available,
      error_message: rate.errorMessage,
      prompt_message: rate.promptMessage,
      amount: toDisplayMoney(rate.amount ?? 0, ctx.currency),
      base_amount: { value: new Decimal(rate.amount ?? 0).toNumber(), currency: ctx.currency.base },
      price_excl_tax: async () => (await pricesOnce()).excl,
      price_incl_tax: async () => (await pricesOnce()).incl,
    };
  });
}

export async function selectedShippingMethod(ctx: RequestContext, address: AddressView) {
  const { totals } = await priceCart(ctx, address.state);
  const shipping = totals.shipping;
  if (!shipping || address.row.carrierCode === null) return null;
  return {
    carrier_code: shipping.carrierCode,
    carrier_title: shipping.carrierTitle,
    method_code: shipping.methodCode,
    method_title: shipping.methodTitle,
    amount: money(ctx, shipping.amount),
    base_amount: { value: shipping.amount.base.toNumber(), currency: ctx.currency.base },
    price_excl_tax: money(ctx, shipping.amount),
    price_incl_tax: money(ctx, shipping.amountInclTax),
  };
}

export const addressItems = (address: AddressView) => itemViews(address.state);

export const addressItemQuantities = (address: AddressView) =>
  address.state.items.map((i) => ({ cart_item_id: i.id, quantity: new Decimal(i.qty).toNumber() }));

/** The lines' weight as the quote weighs them (a bundle by its chosen products). */
export async function itemsWeight(ctx: RequestContext, address: AddressView): Promise<number> {
  const { quote } = await priceCart(ctx, address.state);
  return quote.items.reduce((sum, item) => sum.plus(item.weight.times(item.qty)), new Decimal(0)).toNumber();
}
