// /:website/customer/account/messages: the tickets the customer may read (issue 15) — a manager's
// also those of their departments and projects, unread first — filtered by `?status=`, paged by
// `?page=`.
import { accountMeta } from '~/features/account/account-meta';
import { loadTicketList } from '~/features/helpdesk/helpdesk.server';
import { helpdeskPaths, listQueryOf } from '~/features/helpdesk/helpdesk-paths';
import { TicketListPage } from '~/features/helpdesk/TicketListPage';
import { ErrorPage } from '~/layout/ErrorPage';
import { requireBackendFeature } from '~/lib/backend.server';
import { getShopContext } from '~/lib/shop/shop-context.server';
import type { Route } from './+types/account-messages';

// Atrium's own page: a 404 on a Magento backend (lib/backend.server.ts).
export const middleware: Route.MiddlewareFunction[] = [requireBackendFeature('helpdesk')];

export const handle = { accountCrumbs: [{ key: 'helpdesk.nav' }] };

export function loader({ request, context }: Route.LoaderArgs) {
  const shop = getShopContext(context);
  return loadTicketList(shop, { website: shop.website, projectId: null }, listQueryOf(new URL(request.url)));
}

export const meta = accountMeta('helpdesk.nav');

export default function AccountMessages({ loaderData }: Route.ComponentProps) {
  return (
    <TicketListPage data={loaderData} newTicketHref={helpdeskPaths.newTicket(loaderData.scope.website)} />
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
