// /:website/customer/account/projects/:id/orders: the orders bought for the project (spec §2, §7:
// the customer's orders filtered by the project, one page of 9999).

import { accountMeta } from '~/features/account/account-meta';
import { OrdersListPage } from '~/features/orders/OrdersListPage';
import { loadProjectOrders } from '~/features/orders/orders.server';
import { projectIdOf, projectPaths } from '~/features/projects/project-paths';
import { useTranslation } from '~/i18n/react';
import { ErrorPage } from '~/layout/ErrorPage';
import { getShopContext } from '~/lib/shop/shop-context.server';
import type { Route } from './+types/account-project-orders';

export const handle = { accountCrumbs: [{ key: 'project.tabs.orders' }] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = projectIdOf(params.id);
  if (id === null) throw new Response(null, { status: 404 });
  return { projectId: id, orders: await loadProjectOrders(getShopContext(context), id) };
}

export const meta = accountMeta('project.tabs.orders');

export default function AccountProjectOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { orders, projectId } = loaderData;
  return (
    <OrdersListPage
      data={orders}
      title={t('project.tabs.orders')}
      detailHref={(number) => projectPaths.order(orders.website, projectId, number)}
    />
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
