// /:website/customer/account/estimates: all the estimates the customer may read (spec §2), newest
// first; `?page=N` is the page "show more" loads (appended in place with JavaScript).
import { accountMeta } from '~/features/account/account-meta';
import { EstimatesListPage } from '~/features/estimates/EstimatesListPage';
import { listPageOf } from '~/features/estimates/estimate-paths';
import { loadEstimatesList } from '~/features/estimates/estimates.server';
import { ErrorPage } from '~/layout/ErrorPage';
import { requireBackendFeature } from '~/lib/backend.server';
import { getShopContext } from '~/lib/shop/shop-context.server';
import type { Route } from './+types/account-estimates';

// Atrium's own page: a 404 on a Magento backend (lib/backend.server.ts).
export const middleware: Route.MiddlewareFunction[] = [requireBackendFeature('estimates')];

export const handle = { accountCrumbs: [{ key: 'estimate.nav.estimates' }] };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadEstimatesList(getShopContext(context), 'estimates', null, listPageOf(new URL(request.url)));
}

export const meta = accountMeta('estimate.nav.estimates');

export default function AccountEstimates({ loaderData }: Route.ComponentProps) {
  return <EstimatesListPage data={loaderData} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
