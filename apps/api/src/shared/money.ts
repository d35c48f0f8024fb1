// Money in the API is decimal (decimal.js) from the database to the response; only the GraphQL
// `Money.value` Float at the edge is a JavaScript number, rounded to the currency's digits.
import { currencyInfo } from '@atrium/money';
import { Decimal } from 'decimal.js';
import type { CurrencyEnum } from '../generated/resolvers-types.ts';

/**
 * A stored ISO 4217 code as the schema's CurrencyEnum. The stores' currencies are codes the enum
 * lists; GraphQL refuses to serialise any other, so a wrong code fails the response, not silently.
 */
export const currencyCode = (code: string) => code as CurrencyEnum;

export interface DisplayCurrency {
  /** The website's base currency: prices are stored in it. */
  base: CurrencyEnum;
  /** The currency of this response (Content-Currency header, else the store's default). */
  display: CurrencyEnum;
  /** base → display. */
  rate: Decimal;
}

export interface MoneyValue {
  value: number;
  currency: CurrencyEnum;
}

/** Converts an amount stored in the base currency into the display currency. */
export function toDisplayMoney(amount: Decimal.Value, currency: DisplayCurrency): MoneyValue {
  const digits = currencyInfo(currency.display)?.decimalDigits ?? 2;
  const value = new Decimal(amount).times(currency.rate).toDecimalPlaces(digits, Decimal.ROUND_HALF_UP);
  return { value: value.toNumber(), currency: currency.display };
}
