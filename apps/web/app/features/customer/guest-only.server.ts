// The guest pages (sign in, create an account, forgotten password) have nothing to offer a
// signed-in customer: they go to their account instead.
import { redirect } from 'react-router';
import { COOKIE, readCookie } from '~/lib/cookies.server';

/** The loader of a guest page: nothing to load, only the signed-in customer sent away. */
export function guestPageLoader({ request, params }: { request: Request; params: { website?: string } }) {
  if (readCookie(request, COOKIE.authToken)) throw redirect(`/${params.website ?? ''}/customer/account/`);
  return null;
}
