// /:website/customer/account/projects/:id/orders/:orderNumber: one order of the project; a number
// that is not one of the project's orders is "This page could not be found".
import { accountMeta } from '~/features/account/account-meta';
import { AskQuestion } from '~/features/helpdesk/AskQuestion';
import { OrderDetailPage } from '~/features/orders/OrderDetailPage';
import { loadProjectOrder } from '~/features/orders/orders.server';
import { projectIdOf, projectPaths } from '~/features/projects/project-paths';
import { getRequestLocale } from '~/i18n/request-locale.server';
import { ErrorPage } from '~/layout/ErrorPage';
import { getShopContext } from '~/lib/shop/shop-context.server';
import type { Route } from './+types/account-project-order';

export const handle = {
  accountCrumbs: [{ key: 'project.tabs.orders' }, { key: 'orders.order' }],
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = projectIdOf(params.id);
  if (id === null) throw new Response(null, { status: 404 });
  const order = await loadProjectOrder(
    getShopContext(context),
    id,
    params.orderNumber,
    getRequestLocale(request, context),
  );
  return { ...order, projectId: id };
}

export const meta = accountMeta('orders.order');

export default function AccountProjectOrder({ loaderData }: Route.ComponentProps) {
  const { projectId, ...order } = loaderData;
  return (
    <OrderDetailPage
      {...order}
      backHref={projectPaths.orders(order.website, projectId)}
      actions={
        <AskQuestion website={order.website} about={{ orderNumber: order.order.number }} ticket={null} />
      }
    />
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
