// Logout (spec §2, §8): clears the auth token cookie and goes home with a notice. With
// sessionExpired=1 (an authorization error or failed session check) the notice says so.
import { redirect } from 'react-router';
import { websiteHome } from '~/features/website/website-codes';
import { COOKIE, expiredCookie } from '~/lib/cookies.server';
import { flashCookie } from '~/lib/flash.server';
import type { Route } from './+types/customer-logout';

export function loader({ request, params }: Route.LoaderArgs) {
  const sessionExpired = new URL(request.url).searchParams.get('sessionExpired') === '1';
  const headers = new Headers();
  headers.append('Set-Cookie', expiredCookie(COOKIE.authToken, true));
  headers.append(
    'Set-Cookie',
    flashCookie(request, {
      type: 'notice',
      key: sessionExpired ? 'customer.session_expired' : 'customer.signed_out',
    }),
  );
  throw redirect(websiteHome(params.website ?? ''), { headers });
}
