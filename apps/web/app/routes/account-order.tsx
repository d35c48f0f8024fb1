// /:website/customer/account/orders/:orderNumber: one of the customer's orders; a number the
// customer has no order with is "This page could not be found".
import { accountMeta } from '~/features/account/account-meta';
import { AskQuestion } from '~/features/helpdesk/AskQuestion';
import { OrderDetailPage } from '~/features/orders/OrderDetailPage';
import { loadOrder } from '~/features/orders/orders.server';
import { getRequestLocale } from '~/i18n/request-locale.server';
import { ErrorPage } from '~/layout/ErrorPage';
import { getShopContext } from '~/lib/shop/shop-context.server';
import type { Route } from './+types/account-order';

export const handle = { accountCrumbs: [{ key: 'orders.title', to: 'orders' }, { key: 'orders.order' }] };

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadOrder(getShopContext(context), params.orderNumber, getRequestLocale(request, context));
}

export const meta = accountMeta('orders.order');

export default function AccountOrder({ loaderData }: Route.ComponentProps) {
  return (
    <OrderDetailPage
      {...loaderData}
      actions={
        <AskQuestion
          website={loaderData.website}
          about={{ orderNumber: loaderData.order.number }}
          ticket={null}
        />
      }
    />
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
