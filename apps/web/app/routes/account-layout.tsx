// /:website/customer/account/*: the account area (spec §2). Guests are sent home (auth); for a
// signed-in customer the session is checked and the customer data refreshed on every page
// (auth-with-update-data), so an expired session ends in /customer/logout?sessionExpired=1.
// Account pages are private: robots noindex.
import { AccountLayout } from '~/features/account/AccountLayout';
import { ErrorPage } from '~/layout/ErrorPage';
import { mergeMeta, messageFromMatches, parentMeta } from '~/lib/merge-meta';
import { guards } from '~/middleware';
import { findGuardedCustomer } from '~/middleware/guarded-customer.server';
import type { Route } from './+types/account-layout';

export const middleware: Route.MiddlewareFunction[] = guards('auth', 'auth-with-update-data');

export function loader({ params, context }: Route.LoaderArgs) {
  // The guard has just reloaded the customer: their unread helpdesk messages are the menu's badge.
  const customer = findGuardedCustomer(context);
  return { website: params.website ?? '', unreadMessages: customer?.helpdesk_unread_count ?? 0 };
}

export function meta({ matches }: Route.MetaArgs) {
  return mergeMeta(parentMeta(matches), [
    { title: messageFromMatches(matches, 'account.title') ?? 'My account' },
    { name: 'robots', content: 'noindex,nofollow' },
  ]);
}

export default function AccountArea({ loaderData }: Route.ComponentProps) {
  return <AccountLayout website={loaderData.website} unreadMessages={loaderData.unreadMessages} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
