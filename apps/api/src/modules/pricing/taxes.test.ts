import { describe, expect, it } from 'vitest';
import { calculateTotals } from './calculator.ts';
import {
  address,
  cartRuleOf,
  d,
  flatRate,
  item,
  noShipping,
  quote,
  rate,
  TAXABLE,
  taxedBy,
  taxRuleOf,
} from './fixtures.ts';
import type { PricingData } from './model.ts';

const CA = 12;
const base = (a: { base: { toFixed(): string } } | undefined) => a?.base.toFixed();
const usRates = [
  rate(1, 'Sales tax CA 7.25%', 'US', '7.25', { regionId: CA }),
  rate(2, 'VAT DE 19%', 'DE', 19),
];
const taxedShipping = (data: PricingData, includes = false): PricingData => ({
  ...data,
  settings: { ...data.settings, shippingTaxClassId: TAXABLE, shippingIncludesTax: includes },
});

describe('taxes on prices excluding tax', () => {
  it('are charged by the region of the shipping address and listed by rate title', async () => {
    const totals = await calculateTotals(
      taxedBy(usRates),
      quote([item('1', 100, 2)], { shippingAddress: address('US', CA) }),
      noShipping,
    );
    expect(base(totals.taxAmount)).toBe('14.5');
    expect(totals.appliedTaxes.map((t) => [t.label, t.percent.toString(), base(t.amount)])).toEqual([
      ['Sales tax CA 7.25%', '7.25', '14.5'],
    ]);
    const row = totals.items.get('1');
    expect([
      base(row?.price),
      base(row?.priceInclTax),
      base(row?.rowTotalInclTax),
      row?.taxPercent.toString(),
    ]).toEqual(['100', '107.25', '214.5', '7.25']);
    expect(base(totals.subtotalInclTax)).toBe('214.5');
    expect(base(totals.grandTotal)).toBe('214.5');
    const elsewhere = await calculateTotals(
      taxedBy(usRates),
      quote([item('1', 100)], { shippingAddress: address('US', 99) }),
      noShipping,
    );
    expect(elsewhere.appliedTaxes).toEqual([]);
  });

  it('follow the product tax class: a product of a class no rule names is not taxed', async () => {
    const exempt = 7;
    const data = taxedBy(usRates, { productTaxClasses: new Map([[2, exempt]]) });
    const q = quote([item('1', 100), item('2', 100)], { shippingAddress: address('DE') });
    const totals = await calculateTotals(data, q, noShipping);
    expect([base(totals.items.get('1')?.taxAmount), base(totals.items.get('2')?.taxAmount)]).toEqual([
      '19',
      '0',
    ]);
    expect(totals.items.get('2')?.taxPercent.toString()).toBe('0');
  });

  it('follow the billing address without a shipping address, else the store country', async () => {
    const billing = quote([item('1', 100)], { shippingAddress: null, billingAddress: address('DE') });
    expect(base((await calculateTotals(taxedBy(usRates), billing, noShipping)).taxAmount)).toBe('19');
    const none = quote([item('1', 100)], { shippingAddress: null });
    const data = taxedBy(usRates);
    data.settings.origin = address('DE');
    expect(base((await calculateTotals(data, none, noShipping)).taxAmount)).toBe('19');
  });

  it('are taken after the discount, and on shipping when shipping has a tax class', async () => {
    const data = taxedShipping(taxedBy(usRates, { cartRules: [cartRuleOf(1)] }));
    const totals = await calculateTotals(
      data,
      quote([item('1', 100)], { shippingAddress: address('DE') }),
      flatRate(10),
    );
    expect(base(totals.items.get('1')?.taxAmount)).toBe('17.1');
    expect(base(totals.shipping?.amount)).toBe('10');
    expect(base(totals.shipping?.amountInclTax)).toBe('11.9');
    expect(base(totals.taxAmount)).toBe('19');
    expect(base(totals.appliedTaxes[0]?.amount)).toBe('19');
    expect(base(totals.grandTotal)).toBe('119');
  });

  it('leave fixed product taxes untaxed and undiscounted, added per unit to the grand total', async () => {
    const fee = { label: 'Eco fee', amount: d('2.5') };
    const data = taxedBy(usRates, { cartRules: [cartRuleOf(1, { discountAmount: d(100) })] });
    const totals = await calculateTotals(
      data,
      quote([item('1', 10, 3, { fixedTaxes: [fee] })], { shippingAddress: address('DE') }),
      noShipping,
    );
    const fpt = totals.items.get('1')?.fixedProductTaxes[0];
    expect([fpt?.label, base(fpt?.unit), base(fpt?.row)]).toEqual(['Eco fee', '2.5', '7.5']);
    expect(totals.fixedProductTaxes.map((t) => [t.label, base(t.amount)])).toEqual([['Eco fee', '7.5']]);
    expect(base(totals.taxAmount)).toBe('0');
    expect(base(totals.grandTotal)).toBe('7.5');
  });
});

describe('totals of a quote', () => {
  it('are all 0 for an empty cart, with no shipping when no method is selected', async () => {
    const totals = await calculateTotals(
      taxedBy(usRates, { cartRules: [cartRuleOf(1)] }),
      quote([]),
      noShipping,
    );
    for (const a of [
      totals.subtotal,
      totals.subtotalInclTax,
      totals.discount,
      totals.taxAmount,
      totals.grandTotal,
    ]) {
      expect(a.base.isZero() && a.display.isZero()).toBe(true);
    }
    expect([totals.shipping, totals.appliedTaxes, totals.discounts, totals.appliedRuleIds]).toEqual([
      null,
      [],
      [],
      [],
    ]);
  });

  it('list each rate of a destination by its title, the parts adding up to the tax', async () => {
    const rates = [
      rate(1, 'State 6.25%', 'US', '6.25', { regionId: CA }),
      rate(2, 'County 1.5%', 'US', '1.5', { regionId: CA }),
    ];
    const data = taxedBy(rates, { taxRules: [taxRuleOf(1, [1]), taxRuleOf(2, [2])] });
    const totals = await calculateTotals(
      data,
      quote([item('1', '33.33', 3)], { shippingAddress: address('US', CA) }),
      noShipping,
    );
    // 99.99 × 7.75 % = 7.749225 → 7.75: 6.25 / 7.75 of it is 6.2493 → 6.25, the county takes the rest.
    expect(base(totals.taxAmount)).toBe('7.75');
    expect(totals.appliedTaxes.map((t) => [t.label, base(t.amount)])).toEqual([
      ['State 6.25%', '6.25'],
      ['County 1.5%', '1.5'],
    ]);
  });
});

describe('taxes on prices including tax (the ru website)', () => {
  const ru = (more: Partial<PricingData> = {}) => {
    const data = taxedBy([rate(1, 'НДС 22%', 'RU', 22), rate(2, 'VAT KZ 16%', 'KZ', 16)], more);
    data.settings = { ...data.settings, pricesIncludeTax: true, origin: address('RU') };
    return data;
  };
  const rub = { base: 'RUB', display: 'RUB', rate: d(1) };

  it('keep the shelf price and show the tax it contains', async () => {
    const totals = await calculateTotals(
      ru(),
      quote([item('1', 1220, 2)], { currency: rub, shippingAddress: address('RU') }),
      noShipping,
    );
    const row = totals.items.get('1');
    expect([
      base(row?.price),
      base(row?.priceInclTax),
      base(row?.rowTotal),
      base(row?.rowTotalInclTax),
    ]).toEqual(['1000', '1220', '2000', '2440']);
    expect([base(totals.subtotal), base(totals.taxAmount), base(totals.grandTotal)]).toEqual([
      '2000',
      '440',
      '2440',
    ]);
  });

  it('take discounts off the price including tax and the tax from what is left', async () => {
    const data = ru({ cartRules: [cartRuleOf(1)] });
    const totals = await calculateTotals(
      data,
      quote([item('1', 1220)], { currency: rub, shippingAddress: address('RU') }),
      noShipping,
    );
    expect([
      base(totals.discount),
      base(totals.taxAmount),
      base(totals.subtotalWithDiscount),
      base(totals.grandTotal),
    ]).toEqual(['122', '198', '900', '1098']);
  });

  it('charge another destination its own rate on the price without the store country tax', async () => {
    const totals = await calculateTotals(
      ru(),
      quote([item('1', 1220)], { currency: rub, shippingAddress: address('KZ') }),
      noShipping,
    );
    expect([base(totals.subtotal), base(totals.taxAmount), base(totals.grandTotal)]).toEqual([
      '1000',
      '160',
      '1160',
    ]);
    const untaxed = await calculateTotals(
      ru(),
      quote([item('1', 1220)], { currency: rub, shippingAddress: address('AM') }),
      noShipping,
    );
    expect(base(untaxed.grandTotal)).toBe('1000');
  });

  it('take the tax out of a shipping charge that includes it', async () => {
    const totals = await calculateTotals(
      taxedShipping(ru(), true),
      quote([item('1', 1220)], { currency: rub, shippingAddress: address('RU') }),
      flatRate(610),
    );
    expect([base(totals.shipping?.amount), base(totals.shipping?.amountInclTax)]).toEqual(['500', '610']);
    expect([base(totals.taxAmount), base(totals.grandTotal)]).toEqual(['330', '1830']);
  });
});
