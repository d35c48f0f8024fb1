import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { type DisplayCurrency, toDisplayMoney } from './money.ts';

describe('toDisplayMoney', () => {
  it('converts a base amount with the stored rate and rounds to the display currency', () => {
    const eur: DisplayCurrency = { base: 'USD', display: 'EUR', rate: new Decimal('0.9215') };
    expect(toDisplayMoney('199.99', eur)).toEqual({ value: 184.29, currency: 'EUR' });
    const rub: DisplayCurrency = { base: 'USD', display: 'RUB', rate: new Decimal('92.45') };
    expect(toDisplayMoney('0.1', rub)).toEqual({ value: 9.25, currency: 'RUB' });
  });

  it('keeps decimal exactness where floats would drift', () => {
    const same: DisplayCurrency = { base: 'USD', display: 'USD', rate: new Decimal(1) };
    expect(toDisplayMoney(new Decimal('0.1').plus('0.2'), same).value).toBe(0.3);
  });
});
