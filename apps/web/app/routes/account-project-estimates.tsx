// /:website/customer/account/projects/:id/estimates: the project's estimates (spec §2), a tab of the
// project (its layout checked the project); `?page=N` is the page "show more" loads.
import { accountMeta } from '~/features/account/account-meta';
import { EstimatesListPage } from '~/features/estimates/EstimatesListPage';
import { listPageOf } from '~/features/estimates/estimate-paths';
import { loadEstimatesList } from '~/features/estimates/estimates.server';
import { projectIdOf } from '~/features/projects/project-paths';
import { ErrorPage } from '~/layout/ErrorPage';
import { getShopContext } from '~/lib/shop/shop-context.server';
import type { Route } from './+types/account-project-estimates';

export const handle = { accountCrumbs: [{ key: 'project.tabs.estimates' }] };

export function loader({ request, params, context }: Route.LoaderArgs) {
  const projectId = projectIdOf(params.id);
  if (projectId === null) throw new Response(null, { status: 404 });
  return loadEstimatesList(getShopContext(context), 'estimates', projectId, listPageOf(new URL(request.url)));
}

export const meta = accountMeta('project.tabs.estimates');

export default function AccountProjectEstimates({ loaderData }: Route.ComponentProps) {
  return <EstimatesListPage data={loaderData} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
