// /:website/customer/account/orders: the customer's orders (the account layout's guards sign the
// shopper in and check the session).
import { accountMeta } from '~/features/account/account-meta';
import { OrdersListPage } from '~/features/orders/OrdersListPage';
import { loadOrdersPage } from '~/features/orders/orders.server';
import { ErrorPage } from '~/layout/ErrorPage';
import { getShopContext } from '~/lib/shop/shop-context.server';
import type { Route } from './+types/account-orders';

export const handle = { accountCrumbs: [{ key: 'orders.title' }] };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadOrdersPage(request, getShopContext(context));
}

export const meta = accountMeta('orders.title');

export default function AccountOrders({ loaderData }: Route.ComponentProps) {
  return <OrdersListPage data={loaderData} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
