// Labels of range filters: price ranges in the display currency ("$100.00 – $200.00"), other
// ranges as the API labels them.
import { formatMoney } from '@atrium/money';
import type { TFunction } from '~/i18n/translator';
import { parseRange } from './listing-url';

/** A fraction of zeros at the end of a formatted amount (the last separator only). */
const WHOLE_FRACTION = /[.,]0+(?=\D*$)/;

export function rangeLabel(
  t: TFunction,
  code: string,
  value: string,
  apiLabel: string | null,
  currency: string | null,
  locale: string,
): string {
  const range = parseRange(value);
  if (!range || code !== 'price' || !currency) return apiLabel ?? value.replace('_', '–');
  // Bucket bounds are whole amounts: "$1,000 – $2,000" reads better than "$1,000.00 – $2,000.00".
  const money = (amount: string) =>
    formatMoney({ value: amount, currency }, locale).replace(WHOLE_FRACTION, '');
  if (range.from && range.to) return t('listing.range', { from: money(range.from), to: money(range.to) });
  if (range.from) return t('listing.range_from', { from: money(range.from) });
  return t('listing.range_to', { to: money(range.to ?? '0') });
}
