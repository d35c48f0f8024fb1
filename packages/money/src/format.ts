import { displayDigits } from './display-digits.ts';
import { roundForDisplay } from './display-round.ts';

export interface Money {
  currency?: string | null;
  value?: number | string | null;
}

export const REQUIRED_ARGUMENT_MESSAGE = 'Required argument not passed';

/**
 * Formats a money amount for display, e.g. `1 234,50 ₽` in ru-RU or `$1,234.50` in en-US.
 * Throws "Required argument not passed" unless given a currency and a numeric value.
 */
export function formatMoney(money: Money | null | undefined, locale = 'en-US'): string {
  const currency = money?.currency;
  const raw = money?.value;
  const numeric =
    typeof raw === 'string' ? raw.trim() !== '' && Number.isFinite(Number(raw)) : Number.isFinite(raw);
  if (!currency || raw === null || raw === undefined || !numeric) throw new Error(REQUIRED_ARGUMENT_MESSAGE);
  const shown = displayDigits(currency);
  if (!shown) throw new Error(`Unknown currency ${currency}`);
  const amount = roundForDisplay(raw, shown.digits, shown.rounding);
  return numberFormat(locale, shown.code, shown.digits).format(amount);
}

// One NumberFormat per locale and currency: building one costs more than formatting with it, and
// a listing shows dozens of prices.
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, currency: string, digits: number): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format;
}
