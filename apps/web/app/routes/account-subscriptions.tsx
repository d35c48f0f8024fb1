// /:website/customer/account/subscriptions: the newsletter on or off (spec §2, §4).
import { data, redirect, useActionData } from 'react-router';
import { accountMeta } from '~/features/account/account-meta';
import { accountPaths } from '~/features/account/account-paths';
import { subscribe, subscriptionsData, unsubscribe } from '~/features/account/newsletter.server';
import { subscribeMessage, UNSUBSCRIBED_MESSAGE } from '~/features/account/newsletter-result';
import { SubscriptionsPage } from '~/features/account/SubscriptionsPage';
import { ErrorPage } from '~/layout/ErrorPage';
import { flashCookie } from '~/lib/flash.server';
import type { FormMessage } from '~/lib/form-messages';
import { formFlag } from '~/lib/forms/form-errors';
import { getShopContext } from '~/lib/shop/shop-context.server';
import { getGuardedCustomer } from '~/middleware/guarded-customer.server';
import type { Route } from './+types/account-subscriptions';

export const handle = { accountCrumbs: [{ key: 'account.nav.subscriptions' }] };

export function loader({ context }: Route.LoaderArgs) {
  return subscriptionsData(getShopContext(context), getGuardedCustomer(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = getShopContext(context);
  const wanted = formFlag(await request.formData(), 'is_subscribed');
  const current = subscriptionsData(shop, getGuardedCustomer(context));
  const page = accountPaths.subscriptions(shop.website);
  if (wanted === current.isSubscribed) {
    const flash = flashCookie(request, { type: 'notice', key: 'account.newsletter.unchanged' });
    return redirect(page, { headers: { 'Set-Cookie': flash } });
  }
  const result = wanted ? await subscribe(shop, current.email) : await unsubscribe(shop);
  if (!result.ok) return data<{ message: FormMessage }>({ message: result.message }, { status: 400 });
  const message = wanted ? subscribeMessage(result.status) : UNSUBSCRIBED_MESSAGE;
  return redirect(page, { headers: { 'Set-Cookie': flashCookie(request, message) } });
}

export const meta = accountMeta('account.nav.subscriptions');

export default function AccountSubscriptions({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  return <SubscriptionsPage {...loaderData} message={actionData?.message} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
