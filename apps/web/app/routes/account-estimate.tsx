// /:website/customer/account/estimates/:estimateId: one estimate (spec §2) — items, prices, delivery,
// status actions, history, invite and delete. An unknown or foreign id is "This page could not be
// found"; every form posts here (features/estimates/estimate-actions.server.ts).
import { useActionData } from 'react-router';
import { EstimatePage } from '~/features/estimates/EstimatePage';
import { estimateAction } from '~/features/estimates/estimate-actions.server';
import { loadEstimatePage } from '~/features/estimates/estimate-page.server';
import { estimateIdOf } from '~/features/estimates/estimate-paths';
import { AskQuestion } from '~/features/helpdesk/AskQuestion';
import { loadAskTicket } from '~/features/helpdesk/helpdesk.server';
import { ErrorPage } from '~/layout/ErrorPage';
import { requireBackendFeature } from '~/lib/backend.server';
import { mergeMeta, parentMeta } from '~/lib/merge-meta';
import { getShopContext } from '~/lib/shop/shop-context.server';
import type { Route } from './+types/account-estimate';

// Atrium's own page: a 404 on a Magento backend (lib/backend.server.ts).
export const middleware: Route.MiddlewareFunction[] = [requireBackendFeature('estimates')];

export const handle = {
  accountCrumbs: [{ key: 'estimate.nav.estimates', to: 'estimates' }, { key: 'estimate.crumbs.estimate' }],
};

function target({ params, context }: Route.LoaderArgs | Route.ActionArgs) {
  const shop = getShopContext(context);
  const id = estimateIdOf(params.estimateId);
  if (id === null) throw new Response(null, { status: 404 });
  return { shop, id, scope: { website: shop.website, projectId: null } };
}

export async function loader(args: Route.LoaderArgs) {
  const { shop, id, scope } = target(args);
  const [page, ticket] = await Promise.all([
    loadEstimatePage(args.request, shop, id, scope),
    loadAskTicket(shop, { estimateId: id }),
  ]);
  return { ...page, ticket };
}

export async function action(args: Route.ActionArgs) {
  const { shop, id, scope } = target(args);
  return estimateAction({ request: args.request, shop, id, scope }, await args.request.formData());
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return mergeMeta(parentMeta(matches), loaderData ? [{ title: loaderData.estimate.name }] : []);
}

export default function AccountEstimate({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  return (
    <EstimatePage
      data={loaderData}
      answer={answer}
      actions={
        <AskQuestion
          website={loaderData.scope.website}
          about={{ estimateId: loaderData.estimate.id }}
          ticket={loaderData.ticket}
        />
      }
    />
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
