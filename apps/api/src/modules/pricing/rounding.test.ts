import { describe, expect, it } from 'vitest';
import { calculateTotals } from './calculator.ts';
import { address, cartRuleOf, d, item, noShipping, plain, quote, rate, taxedBy } from './fixtures.ts';
import type { PricingQuote } from './types.ts';

const germany = taxedBy([rate(1, 'VAT DE 19%', 'DE', 19)]);
const inDisplay = (display: string, r: string): Partial<PricingQuote> => ({
  currency: { base: 'USD', display, rate: d(r) },
  shippingAddress: address('DE'),
});

describe('rounding per currency', () => {
  it('computes the display currency from the base amounts times the rate, each rounded to its cents', async () => {
    const data = { ...germany, cartRules: [cartRuleOf(1)] };
    const totals = await calculateTotals(
      data,
      quote([item('1', '19.99', 3)], inDisplay('EUR', '0.9215')),
      noShipping,
    );
    expect(plain(totals.subtotal)).toEqual(['59.97', '55.26']);
    expect(plain(totals.discount)).toEqual(['6', '5.53']);
    expect(plain(totals.subtotalWithDiscount)).toEqual(['53.97', '49.73']);
    expect(plain(totals.taxAmount)).toEqual(['10.25', '9.45']);
    expect(plain(totals.grandTotal)).toEqual(['64.22', '59.18']);
    expect(plain(totals.items.get('1')?.price ?? totals.grandTotal)).toEqual(['19.99', '18.42']);
  });

  it('rounds roubles to kopecks from a dollar base', async () => {
    const data = { ...germany, cartRules: [cartRuleOf(1)] };
    const totals = await calculateTotals(
      data,
      quote([item('1', '12.34')], { ...inDisplay('RUB', '92.45'), shippingAddress: address('US') }),
      noShipping,
    );
    expect(plain(totals.subtotal)).toEqual(['12.34', '1140.83']);
    expect(plain(totals.discount)).toEqual(['1.23', '114.08']);
    expect(plain(totals.grandTotal)).toEqual(['11.11', '1026.75']);
  });

  it('rounds a currency without minor units to whole units', async () => {
    const totals = await calculateTotals(
      germany,
      quote([item('1', '19.99', 3)], inDisplay('JPY', '150.37')),
      noShipping,
    );
    expect(plain(totals.items.get('1')?.price ?? totals.subtotal)).toEqual(['19.99', '3006']);
    expect(plain(totals.subtotal)).toEqual(['59.97', '9018']);
    expect(plain(totals.taxAmount)).toEqual(['11.39', '1713']);
    expect(plain(totals.grandTotal)).toEqual(['71.36', '10731']);
  });

  it('rounds Swiss francs to 0.05 in every amount', async () => {
    const totals = await calculateTotals(
      germany,
      quote([item('1', '10.01'), item('2', '3.33', 7)], inDisplay('CHF', '0.8837')),
      noShipping,
    );
    expect(plain(totals.items.get('1')?.rowTotal ?? totals.subtotal)).toEqual(['10.01', '8.85']);
    for (const amount of [
      totals.subtotal,
      totals.taxAmount,
      totals.grandTotal,
      ...[...totals.items.values()].map((i) => i.taxAmount),
    ]) {
      expect(amount.display.modulo('0.05').isZero()).toBe(true);
    }
    expect(totals.grandTotal.display.toFixed()).toBe(
      totals.subtotal.display.plus(totals.taxAmount.display).toFixed(),
    );
  });

  it('carries the rounding rest of the tax from row to row so the total tax is the rounded whole', async () => {
    const data = taxedBy([rate(1, 'НДС 22%', 'RU', 22)]);
    data.settings = { ...data.settings, pricesIncludeTax: true, origin: address('RU') };
    const rub = { base: 'RUB', display: 'RUB', rate: d(1) };
    const totals = await calculateTotals(
      data,
      quote([item('1', 100), item('2', 100), item('3', 100)], {
        currency: rub,
        shippingAddress: address('RU'),
      }),
      noShipping,
    );
    expect([...totals.items.values()].map((i) => i.taxAmount.base.toFixed())).toEqual([
      '18.03',
      '18.04',
      '18.03',
    ]);
    expect(plain(totals.taxAmount)).toEqual(['54.1', '54.1']);
    expect(plain(totals.grandTotal)).toEqual(['300', '300']);
  });
});
