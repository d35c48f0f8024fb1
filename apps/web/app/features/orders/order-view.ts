// How the orders pages show an order's pieces: the date in the interface language, the status as
// a label (Magento's status codes or labels — ours in the store view's language too —, unknown
// ones as they come), and an address as lines.
import type { OrderAddressFieldsFragment as OrderAddress } from '~/lib/graphql/generated';

const KNOWN_STATUSES = [
  'pending',
  'pending_payment',
  'processing',
  'complete',
  'canceled',
  'closed',
  'holded',
];

/** The status labels our API answers in a ru or es store view, by status code. */
const STORE_VIEW_LABELS: Record<string, string> = {
  'в ожидании': 'pending',
  'ожидает оплаты': 'pending_payment',
  'в обработке': 'processing',
  выполнен: 'complete',
  отменён: 'canceled',
  pendiente: 'pending',
  'pago pendiente': 'pending_payment',
  'en proceso': 'processing',
  completado: 'complete',
  cancelado: 'canceled',
};

/** The language-file key of a status, or null when the API sent one we have no text for. */
export function statusKey(status: string): string | null {
  const label = status.trim().toLowerCase();
  const code = STORE_VIEW_LABELS[label] ?? label.replace(/\s+/g, '_');
  return KNOWN_STATUSES.includes(code) ? `orders.status.${code}` : null;
}

/** Magento sends order_date as "YYYY-MM-DD HH:MM:SS" (UTC); shown as a date in the locale. */
export function formatOrderDate(value: string, locale: string): string {
  const date = new Date(`${value.replace(' ', 'T')}${/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? '' : 'Z'}`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

export function orderAddressLines(
  address: OrderAddress,
  countryNames: Readonly<Record<string, string>> = {},
): string[] {
  const join = (parts: (string | null | undefined)[], separator: string) =>
    parts.filter((part) => part?.trim()).join(separator);
  return [
    join([address.firstname, address.lastname], ' '),
    address.company ?? '',
    ...(address.street ?? []).filter((line): line is string => Boolean(line?.trim())),
    join([join([address.city, address.region], ', '), address.postcode], ' '),
    (address.country_code && countryNames[address.country_code]) || address.country_code || '',
    address.telephone ?? '',
  ].filter(Boolean);
}
