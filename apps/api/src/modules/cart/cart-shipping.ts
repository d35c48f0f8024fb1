// What the carriers are asked for a cart, and the rate of the method the cart selected (the lookup
// the totals engine calls once it knows whether a rule makes shipping free).
import { Decimal } from 'decimal.js';
import type { RequestContext } from '../../shared/context.ts';
import type { PricingQuote, ShippingChargeLookup } from '../pricing/types.ts';
import { collectShippingRates, type RateRequest } from '../shipping/rates.ts';
import { type CartState, isVirtualCart } from './cart-state.ts';

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
    if (isVirtualCart(state)) return null;
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
