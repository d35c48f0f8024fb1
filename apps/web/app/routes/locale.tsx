// Switches the interface language: stores the locale cookie (365 days) and reloads the page it was
// sent from, marked from=language so a page that no longer exists sends the shopper home.
import { data, redirect } from 'react-router';
import { toSupportedLocale } from '~/i18n/config';
import { getRequestLocale } from '~/i18n/request-locale.server';
import { COOKIE, preferenceCookie } from '~/lib/cookies.server';
import { safeRedirectPath, withFrom } from '~/lib/redirect-target';
import { websiteHome } from '~/lib/shop/website-codes';
import type { Route } from './+types/locale';

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const locale = toSupportedLocale(String(form.get('locale') ?? ''));
  if (!locale) return data({ error: 'validation.invalid_option' }, { status: 400 });
  const back = safeRedirectPath(form.get('redirectTo'), websiteHome(params.website ?? ''));
  const changed = locale !== getRequestLocale(request, context);
  return redirect(changed ? withFrom(back, 'language') : back, {
    headers: { 'Set-Cookie': preferenceCookie(request, COOKIE.locale, locale) },
  });
}

/** The language is chosen in its drawer; opening this address goes home. */
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(websiteHome(params.website ?? ''));
}
