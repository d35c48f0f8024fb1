// Hand-made pricing data for the calculator's unit tests: an int-like website (USD, prices
// excluding tax) by default, with builders for rates, rules, items and shipping lookups.
import { Decimal } from 'decimal.js';
import { PRICING_CUSTOMER_TYPES } from './customer-types.ts';
import type { CartRuleData, PricingData, TaxRateData, TaxRuleData } from './model.ts';
import type { PricingAddress, PricingItem, PricingQuote, ShippingChargeLookup } from './types.ts';

export const d = (v: Decimal.Value) => new Decimal(v);

export const TAXABLE = 2;

export function pricingData(overrides: Partial<PricingData> = {}): PricingData {
  return {
    settings: {
      pricesIncludeTax: false,
      shippingIncludesTax: false,
      shippingTaxClassId: null,
      defaultProductTaxClassId: TAXABLE,
      origin: { countryCode: 'US', regionId: null, postcode: null },
    },
    today: '2026-11-21',
    taxRates: [],
    taxRules: [],
    productTaxClasses: new Map(),
    cartRules: [],
    coupon: null,
    couponUsesByCustomer: 0,
    ruleUsesByCustomer: new Map(),
    ...overrides,
  };
}

export function rate(
  id: number,
  title: string,
  countryCode: string,
  percent: Decimal.Value,
  more: Partial<TaxRateData> = {},
): TaxRateData {
  return { id, title, countryCode, regionId: null, postcode: '*', rate: d(percent), ...more };
}

export function taxRuleOf(id: number, rateIds: number[], more: Partial<TaxRuleData> = {}): TaxRuleData {
  return {
    id,
    priority: 0,
    customerTypes: [...PRICING_CUSTOMER_TYPES],
    productTaxClassIds: [TAXABLE],
    rateIds,
    ...more,
  };
}

/** Data taxing the given rates under one rule (same priority: they add up). */
export function taxedBy(rates: TaxRateData[], overrides: Partial<PricingData> = {}): PricingData {
  return pricingData({
    taxRates: rates,
    taxRules: [
      taxRuleOf(
        1,
        rates.map((r) => r.id),
      ),
    ],
    ...overrides,
  });
}

export function cartRuleOf(id: number, more: Partial<CartRuleData> = {}): CartRuleData {
  return {
    id,
    label: `Rule ${id}`,
    websiteIds: [1, 2],
    customerTypes: [...PRICING_CUSTOMER_TYPES],
    fromDate: null,
    toDate: null,
    isActive: true,
    sortOrder: id,
    stopRulesProcessing: false,
    requiresCoupon: false,
    usesPerCustomer: 0,
    minSubtotal: null,
    categoryIds: [],
    skus: [],
    action: 'by_percent',
    discountAmount: d(10),
    maxDiscountQty: null,
    applyToShipping: false,
    freeShipping: false,
    ...more,
  };
}

export function item(
  key: string,
  unitPrice: Decimal.Value,
  qty: Decimal.Value = 1,
  more: Partial<PricingItem> = {},
): PricingItem {
  return {
    key,
    productId: Number(key.replace(/\D/g, '')) || 1,
    parentProductId: null,
    sku: `SKU-${key}`,
    name: `Product ${key}`,
    categoryIds: [],
    qty: d(qty),
    unitPrice: d(unitPrice),
    weight: d(0),
    fixedTaxes: [],
    ...more,
  };
}

export const address = (
  countryCode: string,
  regionId: number | null = null,
  postcode: string | null = null,
): PricingAddress => ({
  countryCode,
  regionId,
  postcode,
});

export function quote(items: PricingItem[], more: Partial<PricingQuote> = {}): PricingQuote {
  return {
    websiteId: 2,
    storeViewId: 2,
    customer: null,
    items,
    couponCode: null,
    shippingAddress: address('US'),
    billingAddress: null,
    currency: { base: 'USD', display: 'USD', rate: d(1) },
    now: new Date('2026-11-21T12:00:00Z'),
    ...more,
  };
}

export const noShipping: ShippingChargeLookup = async () => null;

/** A flat rate that carriers drop to 0 under a free-shipping rule, as the contract says they do. */
export function flatRate(
  amount: Decimal.Value,
  seen: { freeShipping?: boolean; subtotal?: Decimal } = {},
): ShippingChargeLookup {
  return async ({ freeShipping, subtotalWithDiscount }) => {
    seen.freeShipping = freeShipping;
    seen.subtotal = subtotalWithDiscount;
    return {
      carrierCode: 'flatrate',
      methodCode: 'flatrate',
      carrierTitle: 'Flat Rate',
      methodTitle: 'Fixed',
      amount: freeShipping ? d(0) : d(amount),
    };
  };
}

/** Amount as plain strings, for readable expectations. */
export function plain(amount: { base: Decimal; display: Decimal }): [string, string] {
  return [amount.base.toFixed(), amount.display.toFixed()];
}
