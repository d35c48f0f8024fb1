// Signing out (spec §4 "Logout"; issue 11 §6). Two depths:
// - `signOut`, only for a same-site POST: the API revokes the token — which ends every session of
//   the account, as in Magento (a failure is logged and ignored: the token is forgotten here either
//   way, and an expired one cannot be revoked) — then this browser forgets it.
// - `forgetSession`, for the session-expired redirect (a GET, which any site can cause): only this
//   browser forgets the token; nothing is revoked.
// Either way the HttpOnly cookie is cleared and the home page says why. Customer data lives only in
// loader data, so reloading the page without the cookie clears it.
import { redirect } from 'react-router';
import { clearedAuthTokenCookie } from '~/lib/auth-cookie.server';
import { clearedCartIdCookie } from '~/lib/cart/cart-cookie.server';
import { flashCookie } from '~/lib/flash.server';
import type { ScopeHeaders } from '~/lib/graphql.server';
import { revokeCustomerToken } from './customer-session.server';

export function forgetSession(request: Request, home: string, sessionExpired: boolean): Response {
  const headers = new Headers();
  headers.append('Set-Cookie', clearedAuthTokenCookie());
  headers.append(
    'Set-Cookie',
    flashCookie(request, {
      type: 'notice',
      key: sessionExpired ? 'customer.session_expired' : 'customer.signed_out',
    }),
  );
  // Spec §4: logout refreshes the cart — the customer's cart id is forgotten, so the shopper is a
  // guest without a cart (a new one comes with the next add). `home` is the website's /<code>/.
  const website = home.split('/').find(Boolean);
  if (website) headers.append('Set-Cookie', clearedCartIdCookie(website));
  return redirect(home, { headers });
}

export async function signOut(
  request: Request,
  scope: ScopeHeaders,
  home: string,
  sessionExpired: boolean,
): Promise<Response> {
  if (scope.authToken) {
    const result = await revokeCustomerToken(scope);
    if (!result.ok && !sessionExpired) {
      console.warn(`revokeCustomerToken failed (${result.error.kind}): ${result.error.message}`);
    }
  }
  return forgetSession(request, home, sessionExpired);
}
