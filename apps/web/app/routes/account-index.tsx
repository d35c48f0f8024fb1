// /:website/customer/account: the dashboard — contact information, organisation, newsletter
// status and the default addresses, each with a link to change it.
import { AccountOverviewPage } from '~/features/account/AccountOverviewPage';
import { accountMeta } from '~/features/account/account-meta';
import { accountOverview } from '~/features/account/account-overview.server';
import { getRequestLocale } from '~/i18n/request-locale.server';
import { ErrorPage } from '~/layout/ErrorPage';
import { getShopContext } from '~/lib/shop/shop-context.server';
import { getGuardedCustomer } from '~/middleware/guarded-customer.server';
import type { Route } from './+types/account-index';

export function loader({ request, context }: Route.LoaderArgs) {
  const { website } = getShopContext(context);
  return accountOverview(getGuardedCustomer(context), website, getRequestLocale(request));
}

export const meta = accountMeta('account.title');

export default function AccountIndex({ loaderData }: Route.ComponentProps) {
  return <AccountOverviewPage data={loaderData} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
