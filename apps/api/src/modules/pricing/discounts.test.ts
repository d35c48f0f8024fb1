import { describe, expect, it } from 'vitest';
import { calculateTotals } from './calculator.ts';
import { cartRuleOf, d, flatRate, item, noShipping, plain, pricingData, quote } from './fixtures.ts';

const base = (a: { base: { toFixed(): string } }) => a.base.toFixed();

describe('cart price rules', () => {
  it('takes a percentage off every row and lists the discount under its label', async () => {
    const data = pricingData({ cartRules: [cartRuleOf(1, { label: '10% off', discountAmount: d(10) })] });
    const totals = await calculateTotals(data, quote([item('1', 100, 2), item('2', '19.99')]), noShipping);
    expect(base(totals.subtotal)).toBe('219.99');
    expect(totals.items.get('1')?.discounts.map((x) => [x.label, base(x.amount)])).toEqual([
      ['10% off', '20'],
    ]);
    expect(base(totals.items.get('2')?.discount ?? totals.discount)).toBe('2');
    expect(totals.discounts.map((x) => [x.label, base(x.amount)])).toEqual([['10% off', '22']]);
    expect(base(totals.subtotalWithDiscount)).toBe('197.99');
    expect(base(totals.grandTotal)).toBe('197.99');
    expect(totals.appliedRuleIds).toEqual([1]);
  });

  it('takes a later percentage from what earlier rules left, and a fixed amount per unit', async () => {
    const data = pricingData({
      cartRules: [cartRuleOf(1), cartRuleOf(2), cartRuleOf(3, { action: 'by_fixed', discountAmount: d(5) })],
    });
    const totals = await calculateTotals(data, quote([item('1', 100, 2)]), noShipping);
    expect(totals.items.get('1')?.discounts.map((x) => base(x.amount))).toEqual(['20', '18', '10']);
    expect(base(totals.grandTotal)).toBe('152');
  });

  it('never discounts a row by more than its price', async () => {
    const data = pricingData({
      cartRules: [
        cartRuleOf(1, { action: 'by_fixed', discountAmount: d(150) }),
        cartRuleOf(2, { action: 'cart_fixed', discountAmount: d(1000) }),
        cartRuleOf(3, { discountAmount: d(100) }),
      ],
    });
    const totals = await calculateTotals(data, quote([item('1', 100, 2), item('2', '0.01')]), noShipping);
    expect(base(totals.items.get('1')?.discount ?? totals.discount)).toBe('200');
    expect(base(totals.items.get('2')?.discount ?? totals.discount)).toBe('0.01');
    expect(base(totals.grandTotal)).toBe('0');
  });

  it('shares a fixed cart discount over the rows by their prices, without losing a cent', async () => {
    const data = pricingData({
      cartRules: [cartRuleOf(1, { action: 'cart_fixed', discountAmount: d(100) })],
    });
    const totals = await calculateTotals(data, quote([item('1', 100), item('2', 300)]), noShipping);
    expect([...totals.items.values()].map((i) => base(i.discount))).toEqual(['25', '75']);
    const thirds = pricingData({
      cartRules: [cartRuleOf(1, { action: 'cart_fixed', discountAmount: d(10) })],
    });
    const split = await calculateTotals(
      thirds,
      quote([item('1', 10), item('2', 10), item('3', 10)]),
      noShipping,
    );
    expect([...split.items.values()].map((i) => base(i.discount))).toEqual(['3.33', '3.34', '3.33']);
    expect(base(split.discount)).toBe('10');
  });

  it('limits a discount to the first units of a row when the rule says so', async () => {
    const data = pricingData({ cartRules: [cartRuleOf(1, { discountAmount: d(50), maxDiscountQty: d(1) })] });
    const totals = await calculateTotals(data, quote([item('1', 100, 3)]), noShipping);
    expect(base(totals.discount)).toBe('50');
  });

  it('stops later rules for the rows a stopping rule applied to, and only for those', async () => {
    const data = pricingData({
      cartRules: [
        cartRuleOf(1, { skus: ['SKU-1'], stopRulesProcessing: true }),
        cartRuleOf(2, { label: 'Later', discountAmount: d(50) }),
      ],
    });
    const totals = await calculateTotals(data, quote([item('1', 100), item('2', 100)]), noShipping);
    expect(totals.items.get('1')?.discounts.map((x) => x.label)).toEqual(['Rule 1']);
    expect(totals.items.get('2')?.discounts.map((x) => x.label)).toEqual(['Later']);
    expect(totals.appliedRuleIds).toEqual([1, 2]);
  });

  it('applies a rule with item conditions only to rows in its categories', async () => {
    const data = pricingData({ cartRules: [cartRuleOf(1, { categoryIds: [20] })] });
    const totals = await calculateTotals(
      data,
      quote([item('1', 100, 1, { categoryIds: [20, 3] }), item('2', 100, 1, { categoryIds: [3] })]),
      noShipping,
    );
    expect([...totals.items.values()].map((i) => base(i.discount))).toEqual(['10', '0']);
  });

  it('checks the minimum subtotal, the dates, the website and the customer type', async () => {
    const run = async (more: Parameters<typeof cartRuleOf>[1], q = quote([item('1', 100)])) =>
      (await calculateTotals(pricingData({ cartRules: [cartRuleOf(1, more)] }), q, noShipping))
        .appliedRuleIds;
    expect(await run({ minSubtotal: d(100) })).toEqual([1]);
    expect(await run({ minSubtotal: d('100.01') })).toEqual([]);
    expect(await run({ fromDate: '2026-11-21', toDate: '2026-11-21' })).toEqual([1]);
    expect(await run({ fromDate: '2026-11-22' })).toEqual([]);
    expect(await run({ toDate: '2026-11-20' })).toEqual([]);
    expect(await run({ websiteIds: [1] })).toEqual([]);
    expect(await run({ isActive: false })).toEqual([]);
    expect(await run({ customerTypes: ['partner'] })).toEqual([]);
    const partner = quote([item('1', 100)], { customer: { id: 7, type: 'partner' } });
    expect(await run({ customerTypes: ['partner'] }, partner)).toEqual([1]);
    expect(await run({}, quote([]))).toEqual([]);
  });

  it('gives free shipping: the carrier is asked for a free rate and the rule is listed without an amount', async () => {
    const data = pricingData({ cartRules: [cartRuleOf(1, { discountAmount: d(0), freeShipping: true })] });
    const seen: { freeShipping?: boolean } = {};
    const totals = await calculateTotals(data, quote([item('1', 100)]), flatRate(15, seen));
    expect(seen.freeShipping).toBe(true);
    expect(totals.freeShipping).toBe(true);
    expect(plain(totals.shipping?.amount ?? totals.discount)).toEqual(['0', '0']);
    expect(totals.discounts).toEqual([]);
    expect(base(totals.grandTotal)).toBe('100');
  });

  it('discounts shipping by the percentage or by what a fixed cart discount left over', async () => {
    const percent = pricingData({ cartRules: [cartRuleOf(1, { applyToShipping: true })] });
    const seen: Parameters<typeof flatRate>[1] = {};
    const a = await calculateTotals(percent, quote([item('1', 100)]), flatRate(20, seen));
    expect(seen.subtotal?.toFixed()).toBe('90');
    expect(plain(a.shipping?.discount ?? a.discount)).toEqual(['2', '2']);
    expect(base(a.discount)).toBe('12');
    expect(base(a.grandTotal)).toBe('108');
    const fixed = pricingData({
      cartRules: [cartRuleOf(1, { action: 'cart_fixed', discountAmount: d(110), applyToShipping: true })],
    });
    const b = await calculateTotals(fixed, quote([item('1', 100)]), flatRate(20));
    expect(base(b.shipping?.discount ?? b.discount)).toBe('10');
    expect(base(b.grandTotal)).toBe('10');
  });
});
