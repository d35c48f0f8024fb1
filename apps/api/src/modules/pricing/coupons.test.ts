import { describe, expect, it } from 'vitest';
import { calculateTotals } from './calculator.ts';
import { cartRuleOf, d, item, noShipping, pricingData, quote } from './fixtures.ts';
import type { CouponData, PricingData } from './model.ts';

const COUPON: CouponData = {
  id: 5,
  ruleId: 1,
  code: 'WELCOME10',
  usageLimit: 0,
  usagePerCustomer: 0,
  timesUsed: 0,
};
const couponRule = cartRuleOf(1, { requiresCoupon: true, label: null });
const member = { id: 7, type: 'client' as const };

function withCoupon(coupon: Partial<CouponData> | null, more: Partial<PricingData> = {}): PricingData {
  return pricingData({ cartRules: [couponRule], coupon: coupon && { ...COUPON, ...coupon }, ...more });
}

async function applied(data: PricingData, more: Parameters<typeof quote>[1] = {}) {
  const totals = await calculateTotals(
    data,
    quote([item('1', 100)], { couponCode: 'welcome10', ...more }),
    noShipping,
  );
  return {
    code: totals.couponCode,
    rules: totals.appliedRuleIds,
    labels: totals.discounts.map((x) => x.label),
    refused: totals.couponRefused,
  };
}

describe('coupons', () => {
  it('apply their rule, labelled with the code when the rule has no label', async () => {
    expect(await applied(withCoupon({}))).toEqual({
      code: 'WELCOME10',
      rules: [1],
      labels: ['WELCOME10'],
      refused: false,
    });
  });

  it('are needed by a coupon rule: without one it does not apply', async () => {
    expect(await applied(withCoupon(null), { couponCode: null })).toEqual({
      code: null,
      rules: [],
      labels: [],
      refused: false,
    });
  });

  it('stop applying once used as often as their usage limit allows, and say the named coupon was refused', async () => {
    expect((await applied(withCoupon({ usageLimit: 2, timesUsed: 1 }))).code).toBe('WELCOME10');
    expect(await applied(withCoupon({ usageLimit: 2, timesUsed: 2 }))).toEqual({
      code: null,
      rules: [],
      labels: [],
      refused: true,
    });
    expect((await applied(withCoupon(null), { couponCode: 'GONE' })).refused).toBe(true);
  });

  it('limited per customer are refused to guests and to customers who used them up', async () => {
    const limited = { usagePerCustomer: 1 };
    expect((await applied(withCoupon(limited))).code).toBeNull();
    expect((await applied(withCoupon(limited), { customer: member })).code).toBe('WELCOME10');
    const usedUp = withCoupon(limited, { couponUsesByCustomer: 1 });
    expect((await applied(usedUp, { customer: member })).code).toBeNull();
  });

  it('of a rule limited per customer are refused once the customer used the rule that often', async () => {
    const rule = cartRuleOf(1, { requiresCoupon: true, usesPerCustomer: 2 });
    const used = (n: number) =>
      pricingData({ cartRules: [rule], coupon: COUPON, ruleUsesByCustomer: new Map([[1, n]]) });
    expect((await applied(used(1), { customer: member })).code).toBe('WELCOME10');
    expect((await applied(used(2), { customer: member })).code).toBeNull();
    expect((await applied(used(0))).code).toBeNull();
  });

  it('do not apply when their rule does not (minimum subtotal) or an earlier rule stops further rules', async () => {
    const min = pricingData({
      cartRules: [cartRuleOf(1, { requiresCoupon: true, minSubtotal: d(500) })],
      coupon: COUPON,
    });
    expect((await applied(min)).code).toBeNull();
    const stopper = cartRuleOf(0, { stopRulesProcessing: true, sortOrder: -1 });
    const stopped = pricingData({ cartRules: [stopper, couponRule], coupon: COUPON });
    expect(await applied(stopped)).toEqual({ code: null, rules: [0], labels: ['Rule 0'], refused: true });
  });
});
