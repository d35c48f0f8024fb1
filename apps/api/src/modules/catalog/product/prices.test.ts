import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { DisplayCurrency } from '../../../shared/money.ts';
import {
  configurablePriceRange,
  discount,
  displayPrice,
  fixedProductTaxes,
  isSpecialPriceActive,
  optionValuePrice,
  simplePrice,
  storeToday,
  tierPrices,
} from './prices.ts';

const usd: DisplayCurrency = { base: 'USD', display: 'USD', rate: new Decimal(1) };
const eur: DisplayCurrency = { base: 'USD', display: 'EUR', rate: new Decimal('0.9215') };
const rub: DisplayCurrency = { base: 'RUB', display: 'RUB', rate: new Decimal(1) };
const today = '2026-03-15';

describe('simple product price', () => {
  it('is the price when nothing lowers it', () => {
    const p = simplePrice({ price: '100' }, [], today);
    expect(p.regular.toString()).toBe('100');
    expect(p.final.toString()).toBe('100');
  });

  it('uses the special price only within its date range (inclusive)', () => {
    const base = { price: '100', specialPrice: '80' };
    expect(
      simplePrice(
        { ...base, specialFromDate: '2026-03-15', specialToDate: '2026-03-15' },
        [],
        today,
      ).final.toString(),
    ).toBe('80');
    expect(
      simplePrice(
        { ...base, specialFromDate: '2026-03-01', specialToDate: null },
        [],
        today,
      ).final.toString(),
    ).toBe('80');
    expect(simplePrice({ ...base, specialFromDate: '2026-03-16' }, [], today).final.toString()).toBe('100');
    expect(simplePrice({ ...base, specialToDate: '2026-03-14' }, [], today).final.toString()).toBe('100');
    expect(isSpecialPriceActive({ price: 1, specialPrice: null }, today)).toBe(false);
  });

  it('ignores a special price above the price', () => {
    expect(simplePrice({ price: '100', specialPrice: '120' }, [], today).final.toString()).toBe('100');
  });

  it('lets a quantity-1 tier lower the final price, but not larger tiers', () => {
    expect(simplePrice({ price: '100' }, [{ qty: '1', value: '90' }], today).final.toString()).toBe('90');
    const p = simplePrice(
      { price: '100', specialPrice: '95' },
      [
        { qty: '2', value: '70' },
        { qty: '5', value: '60' },
      ],
      today,
    );
    expect(p.final.toString()).toBe('95');
    expect(p.regular.toString()).toBe('100');
  });

  it('is zero without a price for the website', () => {
    expect(simplePrice(undefined, [], today).final.toNumber()).toBe(0);
  });
});

describe('tier prices', () => {
  it('lists one tier per quantity, the lowest winning, with the discount relative to the regular price', () => {
    const tiers = tierPrices(
      '100',
      [
        { qty: '5', value: '80' },
        { qty: '2', value: '95' },
        { qty: '2', value: '90' },
      ],
      usd,
    );
    expect(tiers).toEqual([
      {
        quantity: 2,
        final_price: { value: 90, currency: 'USD' },
        discount: { amount_off: 10, percent_off: 10 },
      },
      {
        quantity: 5,
        final_price: { value: 80, currency: 'USD' },
        discount: { amount_off: 20, percent_off: 20 },
      },
    ]);
  });

  it('lists a quantity-1 tier only when it is below the regular price', () => {
    expect(tierPrices('100', [{ qty: '1', value: '100' }], usd)).toEqual([]);
    expect(tierPrices('100', [{ qty: '1', value: '99' }], usd)).toHaveLength(1);
  });

  it('converts tiers into the display currency', () => {
    const [tier] = tierPrices('100', [{ qty: '3', value: '50' }], eur);
    expect(tier?.final_price).toEqual({ value: 46.08, currency: 'EUR' });
    expect(tier?.discount).toEqual({ amount_off: 46.08, percent_off: 50 });
  });
});

describe('discount', () => {
  it('rounds the amount and the percentage to 2 decimals', () => {
    expect(discount('30', '20')).toEqual({ amount_off: 10, percent_off: 33.33 });
    expect(discount('29.99', '19.994')).toEqual({ amount_off: 10, percent_off: 33.34 });
    expect(discount('3', '1')).toEqual({ amount_off: 2, percent_off: 66.67 });
  });

  it('is 0 when the final price is not lower', () => {
    expect(discount('10', '10')).toEqual({ amount_off: 0, percent_off: 0 });
    expect(discount('10', '12')).toEqual({ amount_off: 0, percent_off: 0 });
    expect(discount('0', '0')).toEqual({ amount_off: 0, percent_off: 0 });
  });

  it('shows the amount in the display currency, the percentage unchanged', () => {
    expect(discount('100', '75', '0.9215')).toEqual({ amount_off: 23.04, percent_off: 25 });
  });
});

describe('configurable price range', () => {
  const v = (regular: string, final: string, inStock = true, active = true) => ({
    regular: new Decimal(regular),
    final: new Decimal(final),
    inStock,
    active,
  });

  it('computes each of min/max regular/final independently (from different variants)', () => {
    const range = configurablePriceRange([v('100', '60'), v('80', '80'), v('120', '110')]);
    expect(range?.minimum.regular.toString()).toBe('80');
    expect(range?.minimum.final.toString()).toBe('60');
    expect(range?.maximum.regular.toString()).toBe('120');
    expect(range?.maximum.final.toString()).toBe('110');
  });

  it('leaves out out-of-stock and inactive variants', () => {
    const range = configurablePriceRange([v('50', '40', false), v('100', '90'), v('10', '5', true, false)]);
    expect(range?.minimum.final.toString()).toBe('90');
    expect(range?.maximum.regular.toString()).toBe('100');
  });

  it('uses all active variants when none is in stock, and is null without any', () => {
    const range = configurablePriceRange([
      v('50', '40', false),
      v('70', '70', false),
      v('1', '1', false, false),
    ]);
    expect(range?.minimum.final.toString()).toBe('40');
    expect(range?.maximum.final.toString()).toBe('70');
    expect(configurablePriceRange([v('1', '1', true, false)])).toBeNull();
  });
});

describe('display currency', () => {
  it('converts regular and final prices and keeps the rouble whole or to kopecks by currency digits', () => {
    const out = displayPrice({ regular: new Decimal('199.99'), final: new Decimal('149.99') }, eur);
    expect(out.regular_price).toEqual({ value: 184.29, currency: 'EUR' });
    expect(out.final_price).toEqual({ value: 138.22, currency: 'EUR' });
    expect(out.discount).toEqual({ amount_off: 46.08, percent_off: 25 });
    expect(
      displayPrice({ regular: new Decimal('12990'), final: new Decimal('12990') }, rub).final_price,
    ).toEqual({
      value: 12990,
      currency: 'RUB',
    });
  });

  it('converts fixed product taxes', () => {
    expect(fixedProductTaxes([{ amount: '10', label: 'Eco fee' }], eur)).toEqual([
      { amount: { value: 9.22, currency: 'EUR' }, label: 'Eco fee' },
    ]);
  });
});

describe('customizable option value price', () => {
  it('takes FIXED as is and PERCENT as a share of the regular price', () => {
    expect(optionValuePrice('15', 'FIXED', '200', usd)).toBe(15);
    expect(optionValuePrice('10', 'PERCENT', '200', usd)).toBe(20);
    expect(optionValuePrice('10', 'PERCENT', '200', eur)).toBe(18.43);
    expect(optionValuePrice(null, 'FIXED', '200', usd)).toBeNull();
  });
});

describe('store date', () => {
  it('is the date in the store time zone', () => {
    const now = new Date('2026-03-15T22:30:00Z');
    expect(storeToday('UTC', now)).toBe('2026-03-15');
    expect(storeToday('Europe/Moscow', now)).toBe('2026-03-16');
  });

  it('keeps one formatter per zone, so a later call sees its own instant', () => {
    expect(storeToday('Europe/Moscow', new Date('2026-03-15T20:59:00Z'))).toBe('2026-03-15');
    expect(storeToday('Europe/Moscow', new Date('2026-03-15T21:00:00Z'))).toBe('2026-03-16');
  });

  it('falls back to the UTC date for a time zone Intl does not know', () => {
    const now = new Date('2026-03-15T22:30:00Z');
    expect(storeToday('Nowhere/Atlantis', now)).toBe('2026-03-15');
    expect(storeToday('Nowhere/Atlantis', now)).toBe('2026-03-15');
  });
});
