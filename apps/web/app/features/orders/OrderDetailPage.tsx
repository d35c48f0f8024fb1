// /customer/account/orders/{orderNumber}: one order — status and date, the items with their
// options, price and quantity, the shipping and billing addresses, the shipping and payment
// methods, the totals with discounts and taxes by title, the partner the order is credited to when
// there is one, and its invoices and shipments (with tracking numbers).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { bundleOptionLines } from '~/lib/cart/bundle-options';
import { type CartTaxDisplay, useCartTaxDisplay } from '~/lib/cart/tax-display';
import { OrderFulfilment } from './OrderFulfilment';
import { OrderStatus } from './OrderStatus';
import { Amount, OrderItemPrice, OrderTotals } from './OrderTotals';
import { orderPaths } from './order-paths';
import { formatOrderDate, orderAddressLines } from './order-view';
import type { OrderPageData } from './orders.server';

function Block({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="rounded-lg border border-line p-4" data-testid={testId}>
      <h2 className="mb-2 text-sm font-medium tracking-wide text-ink-muted uppercase">{title}</h2>
      <div className="text-sm leading-relaxed">{children}</div>
    </section>
  );
}

function Lines({ lines }: { lines: string[] }) {
  return (
    <address className="not-italic">
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

export function OrderDetailPage({
  website,
  order,
  countries,
  display,
  backHref,
  actions,
}: OrderPageData & {
  display?: CartTaxDisplay;
  /** The route's actions under the title ("Ask a question"). */
  actions?: ReactNode;
  /** Where "back to the orders" leads (a project's orders tab); the account's orders by default. */
  backHref?: string;
}) {
  const { t, i18n } = useTranslation();
  // The store's Shopping Cart Display Settings, as the cart showed them (tests may pass their own).
  const shopDisplay = useCartTaxDisplay();
  const shown = display ?? shopDisplay;
  return (
    <article aria-labelledby="order-title" data-testid="order-detail">
      <Link
        to={backHref ?? orderPaths.list(website)}
        className="text-sm text-accent underline-offset-4 hover:underline"
      >
        {t('orders.back')}
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 id="order-title" className="text-2xl font-medium">
          {t('orders.number', { number: order.number })}
        </h1>
        <OrderStatus status={order.status} />
      </div>
      <p className="mt-1 text-sm text-ink-muted">
        {t('orders.placed_on', { date: formatOrderDate(order.order_date, i18n.language) })}
      </p>
      {actions ? <div className="mt-3">{actions}</div> : null}

      <OrderContents order={order} countries={countries} display={shown} />
      <OrderFulfilment order={order} display={shown} />
    </article>
  );
}

/**
 * What was ordered and how: the items (picture, name, options, price, quantity), the addresses,
 * the shipping and payment methods (with the offline method's instructions), the partner and the
 * totals. The order page and the order confirmation (/checkout/success) show it.
 */
export function OrderContents({
  order,
  countries,
  display,
  withoutInstructions = false,
}: Pick<OrderPageData, 'order' | 'countries'> & {
  display?: CartTaxDisplay;
  /** The page shows the payment instructions elsewhere (the confirmation's next steps). */
  withoutInstructions?: boolean;
}) {
  const { t } = useTranslation();
  const shopDisplay = useCartTaxDisplay();
  const shown = display ?? shopDisplay;
  const items = (order.items ?? []).filter((item) => item != null);
  const partner = order.partner_info;
  const partnerName = [partner?.firstname, partner?.middlename, partner?.lastname].filter(Boolean).join(' ');
  return (
    <>
      <h2 className="mt-8 mb-3 text-lg font-medium">{t('orders.items')}</h2>
      <ul className="divide-y divide-line rounded-lg border border-line">
        {items.map((item) => (
          <li
            key={item.id}
            className="grid grid-cols-[3.5rem_1fr_auto] gap-x-4 gap-y-1 p-4 text-sm"
            data-testid="order-item"
          >
            {item.thumbnail?.url ? (
              <img
                src={item.thumbnail.url}
                alt=""
                width={56}
                height={56}
                className="size-14 rounded object-cover"
              />
            ) : (
              <span aria-hidden="true" className="size-14 rounded bg-surface-muted" />
            )}
            <div>
              <p className="font-medium">{item.product_name}</p>
              <p className="text-ink-muted">{t('orders.sku', { sku: item.product_sku })}</p>
              {(item.selected_options ?? []).map((option) => (
                <p key={option?.label} className="text-ink-muted">{`${option?.label}: ${option?.value}`}</p>
              ))}
              {'bundle_options' in item
                ? bundleOptionLines(
                    (item.bundle_options ?? []).map((option) => ({
                      label: option?.label,
                      values: (option?.values ?? []).map((value) =>
                        value ? { label: value.product_name, quantity: value.quantity } : null,
                      ),
                    })),
                  ).map((line) => (
                    <p
                      key={`${line.label}:${line.value}`}
                      className="text-ink-muted"
                      data-testid="order-item-bundle-option"
                    >{`${line.label}: ${line.value}`}</p>
                  ))
                : null}
            </div>
            <div className="text-right">
              <OrderItemPrice item={item} display={shown} />
              <p className="text-ink-muted">{t('orders.quantity', { qty: item.quantity_ordered ?? 0 })}</p>
            </div>
          </li>
        ))}
      </ul>

      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        {order.shipping_address ? (
          <Block title={t('orders.shipping_address')} testId="order-shipping-address">
            <Lines lines={orderAddressLines(order.shipping_address, countries)} />
          </Block>
        ) : null}
        {order.billing_address ? (
          <Block title={t('orders.billing_address')} testId="order-billing-address">
            <Lines lines={orderAddressLines(order.billing_address, countries)} />
          </Block>
        ) : null}
        {order.shipping_method ? (
          <Block title={t('orders.shipping_method')} testId="order-shipping-method">
            {order.shipping_method}
          </Block>
        ) : null}
        <Block title={t('orders.payment_method')} testId="order-payment-method">
          {(order.payment_methods ?? []).map((method) => (
            <div key={method?.type}>
              <p>{method?.name}</p>
              {(method?.additional_data ?? []).map((entry) =>
                entry?.value ? (
                  entry.name === 'instructions' ? (
                    withoutInstructions ? null : (
                      <p
                        key={entry.name}
                        className="mt-2 whitespace-pre-line rounded-md bg-surface-muted p-3"
                        data-testid="payment-instructions"
                      >
                        {entry.value}
                      </p>
                    )
                  ) : (
                    <p key={entry.name} className="text-ink-muted">{`${entry.name}: ${entry.value}`}</p>
                  )
                ) : null,
              )}
            </div>
          ))}
        </Block>
        {order.gift_message || order.gift_receipt_included ? (
          <Block title={t('orders.gift_message')} testId="order-gift-message">
            {order.gift_message ? (
              <>
                {order.gift_message.to ? <p>{`${t('orders.gift_to')} ${order.gift_message.to}`}</p> : null}
                {order.gift_message.from ? (
                  <p>{`${t('orders.gift_from')} ${order.gift_message.from}`}</p>
                ) : null}
                <p className="mt-1 whitespace-pre-line italic">{order.gift_message.message}</p>
              </>
            ) : null}
            {order.gift_receipt_included ? (
              <p className="mt-1 text-ink-muted">{t('orders.gift_receipt')}</p>
            ) : null}
          </Block>
        ) : null}
        {partner && (partnerName || partner.email) ? (
          <Block title={t('orders.partner')} testId="order-partner">
            <p>{partnerName}</p>
            {partner.email ? <p className="text-ink-muted">{partner.email}</p> : null}
            {partner.reward ? (
              <p className="mt-1">
                {t('orders.partner_reward')} <Amount money={partner.reward} />
              </p>
            ) : null}
          </Block>
        ) : null}
      </div>

      <OrderTotals order={order} display={shown} />
    </>
  );
}
