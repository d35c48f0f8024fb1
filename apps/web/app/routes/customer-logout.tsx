// Logout (spec §2, §4, §8): the account drawer's sign-out button posts here; a GET (an authorization
// error elsewhere redirects to ?sessionExpired=1, or an old bookmark) signs out too. Either way the
// token is revoked, the cookie cleared, and home says why.
//
// The GET is answered by this route's middleware, before any loader runs: the layout's loader would
// otherwise load the customer with the very token being thrown away, get an authorization error and
// redirect here again.

import { signOut } from '~/features/customer/sign-out.server';
import { getShopContext } from '~/features/website/shop-context.server';
import { websiteHome } from '~/features/website/website-codes';
import type { Route } from './+types/customer-logout';

function isSessionExpired(request: Request): boolean {
  return new URL(request.url).searchParams.get('sessionExpired') === '1';
}

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const shop = getShopContext(context);
    throw await signOut(request, shop.headers, websiteHome(shop.website), isSessionExpired(request));
  },
];

export async function action({ request, context }: Route.ActionArgs) {
  const shop = getShopContext(context);
  return signOut(request, shop.headers, websiteHome(shop.website), isSessionExpired(request));
}

/** Never reached (the middleware answers every GET); present so client navigations ask the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = getShopContext(context);
  return signOut(request, shop.headers, websiteHome(shop.website), isSessionExpired(request));
}
