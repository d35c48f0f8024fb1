// /:website/customer/account/messages/:ticketId: one ticket's thread (issue 15). Opening it marks
// the other side's messages read; every form of the page posts here (multipart for replies).
import { useActionData } from 'react-router';
import { loadThread } from '~/features/helpdesk/helpdesk.server';
import { threadAction } from '~/features/helpdesk/helpdesk-actions.server';
import { positiveIdOf } from '~/features/helpdesk/helpdesk-paths';
import { ThreadPage } from '~/features/helpdesk/ThreadPage';
import { ErrorPage } from '~/layout/ErrorPage';
import { requireBackendFeature } from '~/lib/backend.server';
import { mergeMeta, parentMeta } from '~/lib/merge-meta';
import { getShopContext } from '~/lib/shop/shop-context.server';
import type { Route } from './+types/account-message';

// Atrium's own page: a 404 on a Magento backend (lib/backend.server.ts).
export const middleware: Route.MiddlewareFunction[] = [requireBackendFeature('helpdesk')];

export const handle = {
  accountCrumbs: [{ key: 'helpdesk.nav', to: 'messages' }, { key: 'helpdesk.thread.crumb' }],
};

function target({ params, context }: Route.LoaderArgs | Route.ActionArgs) {
  const shop = getShopContext(context);
  const ticketId = positiveIdOf(params.ticketId);
  if (ticketId === null) throw new Response(null, { status: 404 });
  return { shop, ticketId, scope: { website: shop.website, projectId: null } };
}

export function loader(args: Route.LoaderArgs) {
  const { shop, ticketId, scope } = target(args);
  return loadThread(shop, scope, ticketId);
}

export function action(args: Route.ActionArgs) {
  const { shop, ticketId, scope } = target(args);
  return threadAction(args.request, shop, scope, ticketId);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return mergeMeta(parentMeta(matches), loaderData ? [{ title: loaderData.ticket.subject }] : []);
}

export default function AccountMessage({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  // Another ticket is another page: its forms start afresh (no answer of the last one's fetchers).
  return <ThreadPage key={loaderData.ticket.id} data={loaderData} answer={answer} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
