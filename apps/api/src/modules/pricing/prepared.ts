// The first step of the calculation: each row's (and the shipping charge's) tax rate at the
// destination and its unit price excluding and including tax, still unrounded, in base currency.
// Catalogue prices that include tax were computed for the store's own address (tax/defaults/*):
// the price excluding tax comes from that rate, and a destination with another rate gets that
// price plus its own tax (Magento's behaviour without cross-border trade).
import type { Decimal } from 'decimal.js';
import { pricingCustomerType } from './cart-rules.ts';
import type { PricingData } from './model.ts';
import { type EffectiveTax, effectiveTax, NO_TAX } from './tax-rates.ts';
import type { PricingAddress, PricingQuote } from './types.ts';

export interface PreparedPrice {
  tax: EffectiveTax;
  unitExcl: Decimal;
  unitIncl: Decimal;
  /** The unit price discounts are taken from: including tax where catalogue prices include it. */
  discountBasis: Decimal;
}

/** Taxes by the shipping address, else the billing address, else the store's own country. */
export function taxDestination(data: PricingData, quote: PricingQuote): PricingAddress {
  return quote.shippingAddress ?? quote.billingAddress ?? data.settings.origin;
}

function taxFor(data: PricingData, quote: PricingQuote, address: PricingAddress, classId: number | null) {
  if (classId === null) return NO_TAX;
  return effectiveTax(data.taxRates, data.taxRules, address, pricingCustomerType(quote), classId);
}

/** A price as entered (including tax or not) turned into both forms for the destination. */
export function preparePrice(
  data: PricingData,
  quote: PricingQuote,
  price: Decimal,
  classId: number | null,
  includesTax: boolean,
): PreparedPrice {
  const tax = taxFor(data, quote, taxDestination(data, quote), classId);
  let unitExcl = price;
  let unitIncl = price.times(tax.rate.plus(1));
  if (includesTax) {
    const origin = taxFor(data, quote, data.settings.origin, classId);
    unitExcl = price.div(origin.rate.plus(1));
    // The same rate at the destination keeps the shelf price exact (no division round trip).
    unitIncl = origin.rate.equals(tax.rate) ? price : unitExcl.times(tax.rate.plus(1));
  }
  const discountBasis = data.settings.pricesIncludeTax ? unitIncl : unitExcl;
  return { tax, unitExcl, unitIncl, discountBasis };
}

export function prepareItems(data: PricingData, quote: PricingQuote): Map<string, PreparedPrice> {
  const { settings } = data;
  return new Map(
    quote.items.map((item) => {
      const classId = data.productTaxClasses.get(item.productId) ?? settings.defaultProductTaxClassId;
      // An agreed price is excluding tax (as the estimate's client price is) on every website.
      const includesTax = item.agreed ? false : settings.pricesIncludeTax;
      return [item.key, preparePrice(data, quote, item.unitPrice, classId, includesTax)];
    }),
  );
}

export function prepareShipping(data: PricingData, quote: PricingQuote, amount: Decimal): PreparedPrice {
  const { settings } = data;
  return preparePrice(data, quote, amount, settings.shippingTaxClassId, settings.shippingIncludesTax);
}
