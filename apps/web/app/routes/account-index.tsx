// /:website/customer/account: the dashboard — contact information, organisation, newsletter
// status and the default addresses, each with a link to change it; for a manager the estimates
// waiting for their pricing, for a partner those waiting for their discount (issue 14).
import { AccountOverviewPage } from '~/features/account/AccountOverviewPage';
import { accountMeta } from '~/features/account/account-meta';
import { accountOverview } from '~/features/account/account-overview.server';
import { loadWaitingEstimates } from '~/features/estimates/estimates.server';
import { WaitingEstimates } from '~/features/estimates/WaitingEstimates';
import { getRequestLocale } from '~/i18n/request-locale.server';
import { ErrorPage } from '~/layout/ErrorPage';
import { customerType } from '~/lib/customer/customer-types';
import { getShopContext } from '~/lib/shop/shop-context.server';
import { getGuardedCustomer } from '~/middleware/guarded-customer.server';
import type { Route } from './+types/account-index';

/** The status whose estimates wait for this type of customer (b2b.md §3), if any. */
const WAITING_STATUS = { manager: 'estimate', partner: 'discount_partner', client: null } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = getShopContext(context);
  const customer = getGuardedCustomer(context);
  const status = WAITING_STATUS[customerType(customer.astrio_customer_type)];
  return {
    ...accountOverview(customer, shop.website, getRequestLocale(request, context)),
    waiting: status ? await loadWaitingEstimates(shop, status) : null,
  };
}

export const meta = accountMeta('account.title');

export default function AccountIndex({ loaderData }: Route.ComponentProps) {
  const { waiting } = loaderData;
  return (
    <AccountOverviewPage
      data={loaderData}
      highlights={waiting ? <WaitingEstimates website={loaderData.website} waiting={waiting} /> : null}
    />
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
