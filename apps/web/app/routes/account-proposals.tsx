// /:website/customer/account/proposals: the proposals the customer may read (spec §2: estimates
// in status proposal or on_cart), newest first; `?page=N` is the page "show more" loads.
import { accountMeta } from '~/features/account/account-meta';
import { EstimatesListPage } from '~/features/estimates/EstimatesListPage';
import { listPageOf } from '~/features/estimates/estimate-paths';
import { loadEstimatesList } from '~/features/estimates/estimates.server';
import { ErrorPage } from '~/layout/ErrorPage';
import { requireBackendFeature } from '~/lib/backend.server';
import { getShopContext } from '~/lib/shop/shop-context.server';
import type { Route } from './+types/account-proposals';

// Atrium's own page: a 404 on a Magento backend (lib/backend.server.ts).
export const middleware: Route.MiddlewareFunction[] = [requireBackendFeature('estimates')];

export const handle = { accountCrumbs: [{ key: 'estimate.nav.proposals' }] };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadEstimatesList(getShopContext(context), 'proposals', null, listPageOf(new URL(request.url)));
}

export const meta = accountMeta('estimate.nav.proposals');

export default function AccountProposals({ loaderData }: Route.ComponentProps) {
  return <EstimatesListPage data={loaderData} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
