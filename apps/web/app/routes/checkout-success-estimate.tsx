// /:website/checkout/success-estimate?estimate=ID (spec §2): the confirmation after "Save as
// estimate". Its guard (features/estimates/success-estimate.server.ts) sends a visit without an
// estimate it can name — a guest, no or a bad id, a foreign estimate — to the website's home.
import { customerPageMeta } from '~/features/customer/customer-page-meta';
import { SuccessEstimatePage } from '~/features/estimates/SuccessEstimatePage';
import { loadSuccessEstimate } from '~/features/estimates/success-estimate.server';
import { ErrorPage } from '~/layout/ErrorPage';
import { requireBackendFeature } from '~/lib/backend.server';
import { getShopContext } from '~/lib/shop/shop-context.server';
import type { Route } from './+types/checkout-success-estimate';

// Atrium's own page: a 404 on a Magento backend (lib/backend.server.ts).
export const middleware: Route.MiddlewareFunction[] = [requireBackendFeature('estimates')];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSuccessEstimate(request, getShopContext(context));
}

export function meta({ matches }: Route.MetaArgs) {
  return customerPageMeta(matches, 'estimate.success.title');
}

export default function CheckoutSuccessEstimate({ loaderData }: Route.ComponentProps) {
  return <SuccessEstimatePage data={loaderData} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
