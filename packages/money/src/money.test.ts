import { describe, expect, it } from 'vitest';
import { displayDigits } from './display-digits.ts';
import { currencyCodes, currencyInfo, formatMoney, listCurrencies, roundMoney } from './index.ts';

describe('currency reference', () => {
  it('covers about 160 ISO currencies with symbols, names and digits', () => {
    const all = listCurrencies();
    expect(all.length).toBeGreaterThanOrEqual(150);
    for (const c of all) {
      expect(c.code).toMatch(/^[A-Z]{3}$/);
      expect(c.name).not.toBe('');
      expect(c.namePlural).not.toBe('');
      expect([0, 2, 3, 4]).toContain(c.decimalDigits);
    }
  });

  it('knows the digits and cash rounding of particular currencies', () => {
    expect(currencyInfo('usd')).toMatchObject({
      code: 'USD',
      symbol: '$',
      decimalDigits: 2,
      namePlural: 'US dollars',
    });
    expect(currencyInfo('JPY')?.decimalDigits).toBe(0);
    expect(currencyInfo('KWD')?.decimalDigits).toBe(3);
    expect(currencyInfo('CHF')?.rounding).toBe(0.05);
    expect(currencyInfo('RUB')?.symbolNative).toContain('₽');
    expect(currencyInfo('XYZ')).toBeUndefined();
  });
});

describe('the display digits formatMoney uses without the reference dataset', () => {
  it('are the reference’s digits and cash rounding for every ISO currency', () => {
    const codes = currencyCodes();
    expect(codes.length).toBeGreaterThanOrEqual(150);
    for (const code of codes) {
      const info = currencyInfo(code);
      expect(displayDigits(code), code).toEqual({
        code,
        digits: info?.decimalDigits,
        rounding: info?.rounding,
      });
    }
    expect(displayDigits('chf')).toEqual({ code: 'CHF', digits: 2, rounding: 0.05 });
    expect(displayDigits('XYZ')).toBeUndefined();
  });
});

describe('formatMoney', () => {
  it('formats with the currency symbol and two decimals in the given locale', () => {
    expect(formatMoney({ currency: 'USD', value: 1234.5 }, 'en-US')).toBe('$1,234.50');
    expect(formatMoney({ currency: 'EUR', value: 10 }, 'es-ES').replace(/\s/g, ' ')).toBe('10,00 €');
    expect(formatMoney({ currency: 'RUB', value: 1234.5 }, 'ru-RU').replace(/\s/g, ' ')).toBe('1 234,50 ₽');
  });

  it('rounds half up to the currency digits and the Swiss franc to 0.05', () => {
    expect(roundMoney('1.005', 'USD').toString()).toBe('1.01');
    expect(roundMoney('1.02', 'CHF').toString()).toBe('1');
    expect(roundMoney('1.03', 'CHF').toString()).toBe('1.05');
    expect(formatMoney({ currency: 'JPY', value: 1234.6 }, 'en-US')).toBe('¥1,235');
  });

  it('fails with "Required argument not passed" without a currency or a numeric value', () => {
    expect(() => formatMoney(undefined)).toThrow('Required argument not passed');
    expect(() => formatMoney({ value: 10 })).toThrow('Required argument not passed');
    expect(() => formatMoney({ currency: 'USD' })).toThrow('Required argument not passed');
    expect(() => formatMoney({ currency: 'USD', value: 'abc' })).toThrow('Required argument not passed');
    expect(() => formatMoney({ currency: 'USD', value: Number.NaN })).toThrow('Required argument not passed');
  });
});
