// Logout (spec §2, §4, §8; issue 11 §6). Ending the account's sessions takes a POST from this site:
// the account drawer's sign-out button, or the button of this route's page (server.ts refuses
// cross-site posts). A GET, which any other site can cause with a link or an <img>, revokes nothing:
// - `?sessionExpired=1`, where an authorization error elsewhere redirects: the API already refuses
//   the token, so this browser forgets it (cookie cleared) and home says the session expired;
// - otherwise (an old bookmark, a link): a page asking to sign out, whose button posts — also
//   without JavaScript. A guest has nothing to sign out of and goes home.
//
// The session-expired GET is answered by this route's middleware, before any loader runs: the
// layout's loader would otherwise load the customer with the very token being thrown away, get an
// authorization error and redirect here again.

import { Form, redirect } from 'react-router';
import { CustomerPage } from '~/components/customer/CustomerPage';
import { AppLink } from '~/components/ui/AppLink';
import { Button, buttonClasses } from '~/components/ui/Button';
import { customerPageMeta } from '~/features/customer/customer-page-meta';
import { forgetSession, signOut } from '~/features/customer/sign-out.server';
import { useTranslation } from '~/i18n/react';
import { ErrorPage } from '~/layout/ErrorPage';
import { useRequiredShellData } from '~/layout/use-shell-data';
import { COOKIE, readCookie } from '~/lib/cookies.server';
import { getShopContext } from '~/lib/shop/shop-context.server';
import { websiteHome } from '~/lib/shop/website-codes';
import type { Route } from './+types/customer-logout';

function isSessionExpired(request: Request): boolean {
  return new URL(request.url).searchParams.get('sessionExpired') === '1';
}

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (!isSessionExpired(request)) return next();
    throw forgetSession(request, websiteHome(getShopContext(context).website), true);
  },
];

export async function action({ request, context }: Route.ActionArgs) {
  const shop = getShopContext(context);
  return signOut(request, shop.headers, websiteHome(shop.website), isSessionExpired(request));
}

export function loader({ request, params }: Route.LoaderArgs) {
  if (!readCookie(request, COOKIE.authToken)) throw redirect(websiteHome(params.website ?? ''));
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return customerPageMeta(matches, 'customer.sign_out');
}

export default function LogoutPage() {
  const { t } = useTranslation();
  const { website } = useRequiredShellData();
  return (
    <CustomerPage website={website} title={t('customer.sign_out')}>
      <p className="text-sm text-ink-muted">{t('customer.sign_out_intro')}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Form method="post" action={`/${website}/customer/logout`}>
          <Button type="submit">{t('customer.sign_out')}</Button>
        </Form>
        <AppLink to={websiteHome(website)} className={buttonClasses('secondary')}>
          {t('customer.sign_out_stay')}
        </AppLink>
      </div>
    </CustomerPage>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
