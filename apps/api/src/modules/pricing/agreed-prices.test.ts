// Rows whose unit price was agreed in a proposal (issue 14): cart rules and coupons pass them by,
// they do not count towards a rule's minimum subtotal, and their price is excluding tax even where
// the catalogue's prices include it.
import { describe, expect, it } from 'vitest';
import { calculateTotals } from './calculator.ts';
import { address, cartRuleOf, d, item, noShipping, pricingData, quote, rate, taxedBy } from './fixtures.ts';

const base = (a: { base: { toFixed(): string } } | undefined) => a?.base.toFixed();

describe('an agreed row', () => {
  it('is not discounted by a rule that discounts the catalogue-priced rows beside it', async () => {
    const data = pricingData({ cartRules: [cartRuleOf(1, { label: '10% off', discountAmount: d(10) })] });
    const totals = await calculateTotals(
      data,
      quote([item('1', 100, 2, { agreed: true }), item('2', 50)]),
      noShipping,
    );
    expect(base(totals.items.get('1')?.discount)).toBe('0');
    expect(totals.items.get('1')?.discounts).toEqual([]);
    expect(base(totals.items.get('2')?.discount)).toBe('5');
    expect(base(totals.grandTotal)).toBe('245');
  });

  it('takes no share of a fixed cart discount', async () => {
    const data = pricingData({ cartRules: [cartRuleOf(1, { action: 'cart_fixed', discountAmount: d(30) })] });
    const totals = await calculateTotals(
      data,
      quote([item('1', 100, 1, { agreed: true }), item('2', 100)]),
      noShipping,
    );
    expect([base(totals.items.get('1')?.discount), base(totals.items.get('2')?.discount)]).toEqual([
      '0',
      '30',
    ]);
  });

  it('does not count towards a rule’s minimum subtotal, and a quote of agreed rows only applies no rule', async () => {
    const data = pricingData({ cartRules: [cartRuleOf(1, { minSubtotal: d(100) })] });
    const mixed = await calculateTotals(
      data,
      quote([item('1', 500, 1, { agreed: true }), item('2', 50)]),
      noShipping,
    );
    expect(mixed.appliedRuleIds).toEqual([]);
    const agreedOnly = await calculateTotals(
      pricingData({ cartRules: [cartRuleOf(1)] }),
      quote([item('1', 500, 1, { agreed: true })]),
      noShipping,
    );
    expect(agreedOnly.appliedRuleIds).toEqual([]);
    expect(base(agreedOnly.grandTotal)).toBe('500');
  });

  it('is excluding tax where catalogue prices include it: the tax is added on top', async () => {
    const ru = taxedBy([rate(1, 'НДС 20%', 'RU', 20)]);
    const data = {
      ...ru,
      settings: { ...ru.settings, pricesIncludeTax: true, origin: address('RU') },
    };
    const totals = await calculateTotals(
      data,
      quote([item('1', 1000, 1, { agreed: true }), item('2', 1200)], {
        shippingAddress: address('RU'),
        currency: { base: 'RUB', display: 'RUB', rate: d(1) },
      }),
      noShipping,
    );
    const agreed = totals.items.get('1');
    const catalogue = totals.items.get('2');
    expect([base(agreed?.price), base(agreed?.priceInclTax)]).toEqual(['1000', '1200']);
    expect([base(catalogue?.price), base(catalogue?.priceInclTax)]).toEqual(['1000', '1200']);
    expect(base(totals.grandTotal)).toBe('2400');
  });
});
