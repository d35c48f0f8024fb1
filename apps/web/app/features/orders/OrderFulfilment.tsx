// An order's invoices (number, date, what they charged) and shipments (number, date, tracking
// numbers with their carrier), as the API answers them: an order paid online is invoiced when its
// payment is captured, one paid offline when the store marks it paid; shipments come later.
import { useTranslation } from '~/i18n/react';
import { type CartTaxDisplay, shownAmounts, taxesIncluded } from '~/lib/cart/tax-display';
import type { OrderDetailFieldsFragment as OrderDetail } from '~/lib/graphql/generated';
import { Amount } from './OrderTotals';
import { formatOrderDate } from './order-view';

const present = <T,>(list: readonly (T | null | undefined)[] | null | undefined): T[] =>
  (list ?? []).filter((entry): entry is T => entry != null);

type Invoice = NonNullable<NonNullable<OrderDetail['invoices']>[number]>;
type Money = { value: number | null; currency: string | null };

function Row({
  label,
  money,
  strong = false,
  testId,
}: {
  label: string;
  money: Money | null | undefined;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div className={`flex justify-between gap-4${strong ? ' font-medium' : ''}`} data-testid={testId}>
      <dt className={strong ? undefined : 'text-ink-muted'}>{label}</dt>
      <dd>
        <Amount money={money} />
      </dd>
    </div>
  );
}

/**
 * What an invoice charged, in the store's Shopping Cart Display Settings as the order's totals:
 * where shelf prices include VAT the subtotal and shipping include it and the VAT reads "incl."
 * after the grand total (the subtotal including tax is what the grand total leaves once the
 * shipping is taken off and the discounts given back).
 */
function InvoiceTotals({ total, display }: { total: Invoice['total']; display: CartTaxDisplay }) {
  const { t } = useTranslation();
  if (!total) return null;
  const included = taxesIncluded(display);
  const discount = present(total.discounts).reduce((sum, d) => sum + (d.amount.value ?? 0), 0);
  const currency = total.grand_total.currency;
  const shippingIncl = total.shipping_handling?.amount_including_tax ?? null;
  const subtotalIncl =
    total.grand_total.value != null
      ? {
          value:
            total.grand_total.value + discount - (shippingIncl?.value ?? total.total_shipping.value ?? 0),
          currency,
        }
      : null;
  const side = (label: string, which: 'excl' | 'incl' | null) =>
    which ? `${label} (${t(which === 'excl' ? 'cart.excl_tax' : 'cart.incl_tax')})` : label;
  const taxes = present(total.taxes);
  const taxRows = taxes.length > 0 ? taxes : [{ title: '', amount: total.total_tax }];
  return (
    <dl className="mt-2 space-y-1">
      {shownAmounts(display.subtotal, total.subtotal, subtotalIncl).map(({ amount, side: which }) => (
        <Row key={`subtotal:${which}`} label={side(t('orders.subtotal'), which)} money={amount} />
      ))}
      {discount > 0 ? <Row label={t('orders.discount')} money={{ value: -discount, currency }} /> : null}
      {shownAmounts(display.shipping, total.total_shipping, shippingIncl).map(({ amount, side: which }) => (
        <Row key={`shipping:${which}`} label={side(t('orders.shipping'), which)} money={amount} />
      ))}
      {included
        ? null
        : taxRows.map((tax) => (
            <Row key={tax.title} label={tax.title || t('orders.tax')} money={tax.amount} />
          ))}
      <Row label={t('orders.grand_total')} money={total.grand_total} strong testId="invoice-grand-total" />
      {included
        ? taxRows.map((tax) => (
            <Row
              key={`incl:${tax.title}`}
              label={t('cart.tax_included', { label: tax.title || t('orders.tax') })}
              money={tax.amount}
            />
          ))
        : null}
    </dl>
  );
}

export function OrderFulfilment({
  order,
  display,
}: {
  order: Pick<OrderDetail, 'invoices' | 'shipments'>;
  display: CartTaxDisplay;
}) {
  const { t, i18n } = useTranslation();
  const invoices = present(order.invoices);
  const shipments = present(order.shipments);
  if (invoices.length === 0 && shipments.length === 0) return null;
  const date = (value: string | null | undefined) => (value ? formatOrderDate(value, i18n.language) : null);
  return (
    <div className="mt-8 grid gap-4 sm:grid-cols-2">
      {invoices.length > 0 ? (
        <section aria-labelledby="order-invoices" data-testid="order-invoices">
          <h2 id="order-invoices" className="mb-3 text-lg font-medium">
            {t('orders.invoices')}
          </h2>
          <ul className="space-y-3">
            {invoices.map((invoice) => (
              <li
                key={invoice.id}
                className="rounded-lg border border-line p-4 text-sm"
                data-testid="order-invoice"
              >
                <p className="font-medium">{t('orders.invoice_number', { number: invoice.number })}</p>
                {invoice.created_at ? (
                  <p className="text-ink-muted">
                    {t('orders.invoiced_on', { date: date(invoice.created_at) })}
                  </p>
                ) : null}
                <ul className="mt-2 text-ink-muted">
                  {present(invoice.items).map((item) => (
                    <li key={item.id}>
                      {t('orders.line_quantity', { name: item.product_name, qty: item.quantity_invoiced })}
                    </li>
                  ))}
                </ul>
                <InvoiceTotals total={invoice.total} display={display} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {shipments.length > 0 ? (
        <section aria-labelledby="order-shipments" data-testid="order-shipments">
          <h2 id="order-shipments" className="mb-3 text-lg font-medium">
            {t('orders.shipments')}
          </h2>
          <ul className="space-y-3">
            {shipments.map((shipment) => {
              const tracks = present(shipment.tracking);
              return (
                <li
                  key={shipment.id}
                  className="rounded-lg border border-line p-4 text-sm"
                  data-testid="order-shipment"
                >
                  <p className="font-medium">{t('orders.shipment_number', { number: shipment.number })}</p>
                  {shipment.created_at ? (
                    <p className="text-ink-muted">
                      {t('orders.shipped_on', { date: date(shipment.created_at) })}
                    </p>
                  ) : null}
                  <ul className="mt-2 text-ink-muted">
                    {present(shipment.items).map((item) => (
                      <li key={item.id}>
                        {t('orders.line_quantity', { name: item.product_name, qty: item.quantity_shipped })}
                      </li>
                    ))}
                  </ul>
                  {tracks.length > 0 ? (
                    <dl className="mt-2 space-y-1">
                      {tracks.map((track) => (
                        <div key={`${track.carrier}:${track.number}`} data-testid="shipment-tracking">
                          <dt className="text-ink-muted">
                            {t('orders.tracking')} · {track.title}
                          </dt>
                          <dd className="font-mono">{track.number}</dd>
                        </div>
                      ))}
                    </dl>
                  ) : (
                    <p className="mt-2 text-ink-muted">{t('orders.no_tracking')}</p>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
