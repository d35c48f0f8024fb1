// The guest pages (sign in, create an account, forgotten password) have nothing to offer a
// signed-in customer: they go to their account instead.
import { redirect } from 'react-router';
import { COOKIE, readCookie } from '~/lib/cookies.server';

export function redirectSignedInToAccount(request: Request, website: string): void {
  if (readCookie(request, COOKIE.authToken)) throw redirect(`/${website}/customer/account/`);
}
