import { Decimal } from 'decimal.js';
import { currencyInfo } from './currencies.ts';

/** Rounds to the currency's digits and cash increment (CHF 0.05), half up. */
export function roundMoney(value: Decimal.Value, currency: string): Decimal {
  const info = currencyInfo(currency);
  const digits = info?.decimalDigits ?? 2;
  let amount = new Decimal(value);
  if (info && info.rounding > 0) {
    amount = amount.dividedBy(info.rounding).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).times(info.rounding);
  }
  return amount.toDecimalPlaces(digits, Decimal.ROUND_HALF_UP);
}
