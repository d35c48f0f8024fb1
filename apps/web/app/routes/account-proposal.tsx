// /:website/customer/account/proposals/:estimateId: one proposal (spec §2), read-only, with "Load
// into cart" and "Ask for changes" (routes/account-proposal.server.ts). An unknown or foreign id is
// "This page could not be found"; an estimate that is not a proposal opens as an estimate.
import { useActionData } from 'react-router';
import { cartPagePath } from '~/features/cart/cart-action-data';
import { loadProposalPage } from '~/features/estimates/estimate-page.server';
import { estimateIdOf } from '~/features/estimates/estimate-paths';
import { ProposalPage } from '~/features/estimates/ProposalPage';
import { AskQuestion } from '~/features/helpdesk/AskQuestion';
import { loadAskTicket } from '~/features/helpdesk/helpdesk.server';
import { ErrorPage } from '~/layout/ErrorPage';
import { requireBackendFeature } from '~/lib/backend.server';
import { mergeMeta, parentMeta } from '~/lib/merge-meta';
import { getShopContext } from '~/lib/shop/shop-context.server';
import type { Route } from './+types/account-proposal';
import { proposalAction } from './account-proposal.server';

// Atrium's own page: a 404 on a Magento backend (lib/backend.server.ts).
export const middleware: Route.MiddlewareFunction[] = [requireBackendFeature('estimates')];

export const handle = {
  accountCrumbs: [{ key: 'estimate.nav.proposals', to: 'proposals' }, { key: 'estimate.crumbs.proposal' }],
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
    loadProposalPage(args.request, shop, id, scope),
    loadAskTicket(shop, { estimateId: id }),
  ]);
  return { ...page, ticket, cartHref: cartPagePath(shop.website) };
}

export function action(args: Route.ActionArgs) {
  return proposalAction({ request: args.request, context: args.context, ...target(args) });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return mergeMeta(parentMeta(matches), loaderData ? [{ title: loaderData.estimate.name }] : []);
}

export default function AccountProposal({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  return (
    <ProposalPage
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
