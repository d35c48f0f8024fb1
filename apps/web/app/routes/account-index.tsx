// /:website/customer/account: the dashboard — contact information, organisation, newsletter
// status and the default addresses, each with a link to change it.
import { AccountOverviewPage } from '~/features/account/AccountOverviewPage';
import { accountMeta } from '~/features/account/account-meta';
import { loadAccountOverview } from '~/features/account/account-overview.server';
import { getShopContext } from '~/features/website/shop-context.server';
import { getRequestLocale } from '~/i18n/request-locale.server';
import { ErrorPage } from '~/layout/ErrorPage';
import type { Route } from './+types/account-index';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadAccountOverview(getShopContext(context), getRequestLocale(request));
}

export const meta = accountMeta('account.title');

export default function AccountIndex({ loaderData }: Route.ComponentProps) {
  return <AccountOverviewPage data={loaderData} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
