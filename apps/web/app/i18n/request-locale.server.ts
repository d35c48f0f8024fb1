import { COOKIE, readCookie } from '~/lib/cookies.server';
import { chooseLocale } from './choose-locale';
import type { Locale } from './config';

/** The interface language of a request: locale cookie, else Accept-Language, else en-US. */
export function getRequestLocale(request: Request): Locale {
  return chooseLocale({
    cookie: readCookie(request, COOKIE.locale),
    acceptLanguage: request.headers.get('Accept-Language'),
  });
}
