// What the calculator needs from the database, loaded once per call (loader.ts) so that the
// calculation itself is pure and unit-testable with hand-made data.
import type { Decimal } from 'decimal.js';
import type { CartRuleAction, PricingCustomerType } from './tables.ts';
import type { PricingAddress } from './types.ts';

export interface TaxSettings {
  /** Catalogue prices include tax (config tax/calculation/price_includes_tax, per website). */
  pricesIncludeTax: boolean;
  /** Carrier rates include tax (tax/calculation/shipping_includes_tax). */
  shippingIncludesTax: boolean;
  /** The product tax class that shipping is taxed as; null: shipping is not taxed. */
  shippingTaxClassId: number | null;
  defaultProductTaxClassId: number;
  /** Where included taxes were computed for (tax/defaults/*): the store's own country. */
  origin: PricingAddress;
}

export interface TaxRateData {
  id: number;
  title: string;
  countryCode: string;
  regionId: number | null;
  postcode: string;
  /** Percent, e.g. 20 for 20 %. */
  rate: Decimal;
}

export interface TaxRuleData {
  id: number;
  priority: number;
  customerTypes: PricingCustomerType[];
  productTaxClassIds: number[];
  rateIds: number[];
}

export interface CartRuleData {
  id: number;
  /** The discount's label in this store view, else null. */
  label: string | null;
  websiteIds: number[];
  customerTypes: PricingCustomerType[];
  /** YYYY-MM-DD, inclusive. */
  fromDate: string | null;
  toDate: string | null;
  isActive: boolean;
  sortOrder: number;
  stopRulesProcessing: boolean;
  requiresCoupon: boolean;
  usesPerCustomer: number;
  minSubtotal: Decimal | null;
  categoryIds: number[];
  skus: string[];
  action: CartRuleAction;
  discountAmount: Decimal;
  maxDiscountQty: Decimal | null;
  applyToShipping: boolean;
  freeShipping: boolean;
}

export interface CouponData {
  id: number;
  ruleId: number;
  code: string;
  usageLimit: number;
  usagePerCustomer: number;
  timesUsed: number;
}

export interface PricingData {
  settings: TaxSettings;
  /** The store's date (YYYY-MM-DD in its time zone) that rule dates are compared with. */
  today: string;
  taxRates: TaxRateData[];
  taxRules: TaxRuleData[];
  /** Product id → tax class id, for products that are not of the default class. */
  productTaxClasses: Map<number, number>;
  /** Cart rules of the website, sorted (sort order, id); coupon rules included. */
  cartRules: CartRuleData[];
  /** The quote's coupon, if its code exists. */
  coupon: CouponData | null;
  /** Orders the quote's customer placed with the coupon / with each rule. */
  couponUsesByCustomer: number;
  ruleUsesByCustomer: Map<number, number>;
}
