// Cart price rules and coupons over a quote (Magento's SalesRule Validator and RulesApplier):
// which rules apply, the discount of each on each row, free shipping and the shipping discount.
// Amounts here are unrounded, in the base currency, on the price basis discounts apply to
// (including tax where catalogue prices include it); rounding happens per currency later.
import { Decimal } from 'decimal.js';
import type { CartRuleData, PricingData } from './model.ts';
import type { PricingCustomerType } from './tables.ts';
import type { PricingItem, PricingQuote } from './types.ts';

export interface RuleDiscount {
  ruleId: number;
  label: string;
  amount: Decimal;
}

export interface CartRulesResult {
  /** Item key → discounts of the rules that applied to it, in rule order. */
  items: Map<string, RuleDiscount[]>;
  appliedRuleIds: number[];
  freeShipping: boolean;
  /** The quote's coupon applied (its rule took part). */
  couponApplied: boolean;
  /** Rules that discount shipping once its charge is known, in order (see shippingDiscounts). */
  shippingRules: { rule: CartRuleData; label: string; leftover: Decimal }[];
}

export function pricingCustomerType(quote: PricingQuote): PricingCustomerType {
  return quote.customer?.type ?? 'guest';
}

/** The coupon exists, belongs to an active rule and is within its usage limits for this shopper. */
export function couponUsable(data: PricingData, quote: PricingQuote): boolean {
  const coupon = data.coupon;
  if (!coupon) return false;
  if (coupon.usageLimit > 0 && coupon.timesUsed >= coupon.usageLimit) return false;
  if (coupon.usagePerCustomer > 0) {
    // A guest cannot be counted, so a per-customer limit needs a signed-in customer (ADR 0015).
    if (!quote.customer) return false;
    if (data.couponUsesByCustomer >= coupon.usagePerCustomer) return false;
  }
  return true;
}

function ruleEligible(
  rule: CartRuleData,
  data: PricingData,
  quote: PricingQuote,
  subtotal: Decimal,
): boolean {
  if (!rule.isActive || !rule.websiteIds.includes(quote.websiteId)) return false;
  if (!rule.customerTypes.includes(pricingCustomerType(quote))) return false;
  if (rule.fromDate && data.today < rule.fromDate) return false;
  if (rule.toDate && data.today > rule.toDate) return false;
  if (rule.minSubtotal && subtotal.lessThan(rule.minSubtotal)) return false;
  if (rule.usesPerCustomer > 0) {
    if (!quote.customer) return false;
    if ((data.ruleUsesByCustomer.get(rule.id) ?? 0) >= rule.usesPerCustomer) return false;
  }
  if (rule.requiresCoupon) return data.coupon?.ruleId === rule.id && couponUsable(data, quote);
  return true;
}

function itemMatches(rule: CartRuleData, item: PricingItem): boolean {
  // A price agreed in a proposal is final: rules and coupons are for catalogue prices.
  if (item.agreed) return false;
  if (rule.categoryIds.length > 0 && !item.categoryIds.some((id) => rule.categoryIds.includes(id)))
    return false;
  if (rule.skus.length > 0 && !rule.skus.some((sku) => sku.toLowerCase() === item.sku.toLowerCase()))
    return false;
  return true;
}

function ruleLabel(rule: CartRuleData, data: PricingData): string {
  if (rule.label) return rule.label;
  if (rule.requiresCoupon && data.coupon) return data.coupon.code;
  return 'Discount';
}

/** A cart's fixed discount shared by the rows in proportion to their prices; the last row takes
 * the rest so that nothing is lost to division (all of it when the rows cost nothing). */
export function shareCartFixed(amount: Decimal, rows: Decimal[]): Decimal[] {
  const total = rows.reduce((sum, row) => sum.plus(row), new Decimal(0));
  let rest = amount;
  return rows.map((row, index) => {
    if (index === rows.length - 1) return rest;
    const share = total.isZero() ? new Decimal(0) : amount.times(row).div(total);
    rest = rest.minus(share);
    return share;
  });
}

/**
 * Applies the rules in order to every row. `basis` is each row's unit price on the discount basis;
 * a row's discounts never exceed its price, and a rule that stops further processing stops it for
 * the rows it applied to.
 */
export function applyCartRules(
  data: PricingData,
  quote: PricingQuote,
  basis: Map<string, Decimal>,
): CartRulesResult {
  const subtotal = quote.items.reduce(
    (sum, item) => (item.agreed ? sum : sum.plus(item.unitPrice.times(item.qty))),
    new Decimal(0),
  );
  const result: CartRulesResult = {
    items: new Map(quote.items.map((item) => [item.key, []])),
    appliedRuleIds: [],
    freeShipping: false,
    couponApplied: false,
    shippingRules: [],
  };
  const stopped = new Set<string>();
  let shippingStopped = false;
  const unit = (item: PricingItem) => basis.get(item.key) ?? item.unitPrice;
  const discounted = (key: string) =>
    (result.items.get(key) ?? []).reduce((sum, d) => sum.plus(d.amount), new Decimal(0));
  for (const rule of data.cartRules) {
    if (quote.items.length === 0 || !ruleEligible(rule, data, quote, subtotal)) continue;
    const items = quote.items.filter((item) => !stopped.has(item.key) && itemMatches(rule, item));
    if (items.length === 0) continue;
    const label = ruleLabel(rule, data);
    const rowOf = (item: PricingItem) => unit(item).times(item.qty);
    const remainingOf = (item: PricingItem) => Decimal.max(0, rowOf(item).minus(discounted(item.key)));
    let leftover = new Decimal(0);
    if (rule.action === 'cart_fixed') {
      let given = new Decimal(0);
      shareCartFixed(rule.discountAmount, items.map(rowOf)).forEach((share, index) => {
        const item = items[index] as PricingItem;
        const amount = Decimal.min(share, remainingOf(item));
        given = given.plus(amount);
        result.items.get(item.key)?.push({ ruleId: rule.id, label, amount });
      });
      leftover = rule.discountAmount.minus(given);
    } else {
      for (const item of items) {
        const qty = rule.maxDiscountQty ? Decimal.min(item.qty, rule.maxDiscountQty) : item.qty;
        const already = discounted(item.key);
        const amount =
          rule.action === 'by_percent'
            ? Decimal.max(0, unit(item).times(qty).minus(already)).times(rule.discountAmount).div(100)
            : rule.discountAmount.times(qty);
        result.items
          .get(item.key)
          ?.push({ ruleId: rule.id, label, amount: Decimal.min(amount, remainingOf(item)) });
      }
    }
    result.appliedRuleIds.push(rule.id);
    if (rule.requiresCoupon) result.couponApplied = true;
    if (rule.freeShipping) result.freeShipping = true;
    if (rule.applyToShipping && !shippingStopped) result.shippingRules.push({ rule, label, leftover });
    if (rule.stopRulesProcessing) {
      for (const item of items) stopped.add(item.key);
      shippingStopped = true;
    }
  }
  return result;
}

/** Discounts of the shipping charge (on its discount basis): percent of it, a fixed amount, or
 * what a cart-fixed rule had left after the rows; never more than the charge. */
export function shippingDiscounts(rules: CartRulesResult['shippingRules'], charge: Decimal): RuleDiscount[] {
  const discounts: RuleDiscount[] = [];
  let remaining = charge;
  for (const { rule, label, leftover } of rules) {
    if (remaining.lessThanOrEqualTo(0)) break;
    let amount: Decimal;
    if (rule.action === 'by_percent') amount = remaining.times(rule.discountAmount).div(100);
    else if (rule.action === 'by_fixed') amount = rule.discountAmount;
    else amount = leftover;
    amount = Decimal.min(amount, remaining);
    if (amount.greaterThan(0)) discounts.push({ ruleId: rule.id, label, amount });
    remaining = remaining.minus(amount);
  }
  return discounts;
}
