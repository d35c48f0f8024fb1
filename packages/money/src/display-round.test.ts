import { describe, expect, it } from 'vitest';
import { currencyInfo } from './currencies.ts';
import { roundForDisplay } from './display-round.ts';
import { roundMoney } from './round.ts';

describe('roundForDisplay', () => {
  it('rounds half away from zero to the digits and to a cash increment', () => {
    expect(roundForDisplay('1.005', 2, 0)).toBe(1.01);
    expect(roundForDisplay(-1.005, 2, 0)).toBe(-1.01);
    expect(roundForDisplay('1.02', 2, 0.05)).toBe(1);
    expect(roundForDisplay('1.025', 2, 0.05)).toBe(1.05);
    expect(roundForDisplay(1234.5, 0, 0)).toBe(1235);
    expect(roundForDisplay('1e21', 2, 0)).toBe(1e21);
    expect(roundForDisplay(1e-7, 2, 0)).toBe(0);
    expect(roundForDisplay('.5', 0, 0)).toBe(1);
  });

  it('agrees with roundMoney (decimal.js) on many amounts in currencies with 0, 2, 3 digits and cash rounding', () => {
    let seed = 17;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (const code of ['USD', 'JPY', 'KWD', 'CHF', 'RUB']) {
      const info = currencyInfo(code)!;
      for (let i = 0; i < 2000; i++) {
        const scale = 10 ** Math.floor(next() * 6);
        const value = Math.round((next() - 0.3) * 1e6 * scale) / (scale * 1000);
        const asText = value.toFixed(Math.floor(next() * 7));
        for (const input of [value, asText]) {
          expect(roundForDisplay(input, info.decimalDigits, info.rounding), `${code} ${input}`).toBe(
            roundMoney(input, code).toNumber(),
          );
        }
      }
    }
  });
});
