// /:website/customer/account/projects/:id/messages: the project's tickets (issue 15), a tab of the
// project; "new" opens the form already linked to the project.
import { accountMeta } from '~/features/account/account-meta';
import { loadTicketList } from '~/features/helpdesk/helpdesk.server';
import { helpdeskPaths, listQueryOf } from '~/features/helpdesk/helpdesk-paths';
import { TicketListPage } from '~/features/helpdesk/TicketListPage';
import { projectIdOf } from '~/features/projects/project-paths';
import { ErrorPage } from '~/layout/ErrorPage';
import { getShopContext } from '~/lib/shop/shop-context.server';
import type { Route } from './+types/account-project-messages';

export const handle = { accountCrumbs: [{ key: 'helpdesk.nav' }] };

export function loader({ request, params, context }: Route.LoaderArgs) {
  const shop = getShopContext(context);
  const projectId = projectIdOf(params.id);
  if (projectId === null) throw new Response(null, { status: 404 });
  return loadTicketList(shop, { website: shop.website, projectId }, listQueryOf(new URL(request.url)));
}

export const meta = accountMeta('helpdesk.nav');

export default function AccountProjectMessages({ loaderData }: Route.ComponentProps) {
  const { website, projectId } = loaderData.scope;
  return (
    <TicketListPage
      data={loaderData}
      newTicketHref={helpdeskPaths.newTicket(website, { projectId: projectId ?? undefined })}
    />
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
