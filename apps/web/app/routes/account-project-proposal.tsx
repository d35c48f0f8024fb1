// /:website/customer/account/projects/:id/proposals/:estimateId: one proposal of the project (spec
// §2), inside the project's tabs, with "Load into cart" and "Ask for changes"
// (routes/account-proposal.server.ts). A proposal that is not this project's is "not found".
import { useActionData } from 'react-router';
import { cartPagePath } from '~/features/cart/cart-action-data';
import { loadProposalPage } from '~/features/estimates/estimate-page.server';
import { estimateIdOf } from '~/features/estimates/estimate-paths';
import { ProposalPage } from '~/features/estimates/ProposalPage';
import { AskQuestion } from '~/features/helpdesk/AskQuestion';
import { loadAskTicket } from '~/features/helpdesk/helpdesk.server';
import { projectIdOf } from '~/features/projects/project-paths';
import { ErrorPage } from '~/layout/ErrorPage';
import { mergeMeta, parentMeta } from '~/lib/merge-meta';
import { getShopContext } from '~/lib/shop/shop-context.server';
import type { Route } from './+types/account-project-proposal';
import { proposalAction } from './account-proposal.server';

export const handle = {
  accountCrumbs: [{ key: 'project.tabs.proposals' }, { key: 'estimate.crumbs.proposal' }],
};

function target({ params, context }: Route.LoaderArgs | Route.ActionArgs) {
  const shop = getShopContext(context);
  const projectId = projectIdOf(params.id);
  const id = estimateIdOf(params.estimateId);
  if (projectId === null || id === null) throw new Response(null, { status: 404 });
  return { shop, id, scope: { website: shop.website, projectId } };
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

export default function AccountProjectProposal({ loaderData }: Route.ComponentProps) {
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
