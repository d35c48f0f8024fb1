// /customer/account/orders: the customer's orders, newest first — number, date, status and grand
// total, each linking to its page — with previous / next page links.

import { Link } from 'react-router';
import { buttonClasses } from '~/components/ui/Button';
import { Price } from '~/components/ui/Price';
import { useTranslation } from '~/i18n/react';
import { websiteHome } from '~/lib/shop/website-codes';
import { OrderStatus } from './OrderStatus';
import { orderPaths } from './order-paths';
import { formatOrderDate } from './order-view';
import type { OrdersPageData } from './orders.server';

function OrdersPager({ data }: { data: OrdersPageData }) {
  const { t } = useTranslation();
  if (data.totalPages <= 1) return null;
  return (
    <nav aria-label={t('orders.pages')} className="mt-6 flex items-center justify-between gap-4 text-sm">
      {data.page > 1 ? (
        <Link to={orderPaths.list(data.website, data.page - 1)} className={buttonClasses('secondary')}>
          {t('orders.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-ink-muted">
        {t('orders.page_of', { page: data.page, total: data.totalPages })}
      </span>
      {data.page < data.totalPages ? (
        <Link to={orderPaths.list(data.website, data.page + 1)} className={buttonClasses('secondary')}>
          {t('orders.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

export function OrdersListPage({
  data,
  detailHref = (number) => orderPaths.detail(data.website, number),
  title,
}: {
  data: OrdersPageData;
  /** The page of one order (a project's orders link into the project). */
  detailHref?: (orderNumber: string) => string;
  /** A heading of the list's own (the project's orders tab); the page title by default. */
  title?: string;
}) {
  const { t, i18n } = useTranslation();
  // Inside a project the project's name is the page's heading.
  const Heading = title ? 'h2' : 'h1';
  return (
    <section aria-labelledby="orders-title">
      <Heading id="orders-title" className="text-2xl font-medium">
        {title ?? t('orders.title')}
      </Heading>
      <p className="mt-1 text-sm text-ink-muted">{t('orders.count', { count: data.totalCount })}</p>
      {data.orders.length === 0 ? (
        <div
          className="mt-6 rounded-lg border border-dashed border-line p-8 text-center"
          data-testid="orders-empty"
        >
          <p className="font-medium">{t('orders.empty')}</p>
          <Link to={websiteHome(data.website)} className={buttonClasses('primary', 'mt-4')}>
            {t('orders.start_shopping')}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 divide-y divide-line rounded-lg border border-line" data-testid="orders-list">
          {data.orders.map((order) => (
            <li
              key={order.id}
              data-testid="order-row"
              className="grid grid-cols-2 gap-x-4 gap-y-1 p-4 sm:grid-cols-[1fr_1fr_1fr_auto_auto] sm:items-center"
            >
              <Link
                to={detailHref(order.number)}
                className="font-medium text-accent underline-offset-4 hover:underline"
              >
                {t('orders.number', { number: order.number })}
              </Link>
              <span className="text-right text-sm text-ink-muted sm:text-left">
                {formatOrderDate(order.order_date, i18n.language)}
              </span>
              <span>
                <OrderStatus status={order.status} />
              </span>
              <span className="text-right font-medium sm:text-left">
                {order.total?.grand_total.value != null && order.total.grand_total.currency ? (
                  <Price
                    money={{
                      value: order.total.grand_total.value,
                      currency: order.total.grand_total.currency,
                    }}
                  />
                ) : null}
              </span>
              <Link
                to={detailHref(order.number)}
                className="col-span-2 text-sm text-accent sm:col-span-1"
                aria-hidden="true"
                tabIndex={-1}
              >
                {t('orders.view')}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <OrdersPager data={data} />
    </section>
  );
}
