// Pure decisions of the catch-all route: which URL to ask `route` about, and where a redirect
// (redirect_code 301/302) sends the shopper.
import type { ResolveRouteQuery } from '~/lib/graphql/generated';

/** The catch-all's splat (`living-room/sofas.html/`) as `route` expects it: no outer slashes. */
export function routeLookupPath(splat: string | undefined): string {
  return (splat ?? '').replace(/^\/+|\/+$/g, '');
}

export type RedirectStatus = 301 | 302;

export function isRedirect(
  route: Pick<NonNullable<ResolveRouteQuery['route']>, 'redirect_code'>,
): route is { redirect_code: RedirectStatus } {
  return route.redirect_code === 301 || route.redirect_code === 302;
}

/**
 * Where a redirect goes: a relative_url stays on the same website (`/int/new-key.html`) and keeps
 * the request's query unless it brings its own; an absolute http(s) URL (a custom rewrite to another
 * site, RoutableUrl) is used as it is.
 */
export function redirectLocation(website: string, relativeUrl: string, search = ''): string {
  if (/^https?:\/\//i.test(relativeUrl)) return relativeUrl;
  const path = relativeUrl.replace(/^\/+/, '');
  const ownQuery = path.includes('?');
  return `/${website}/${path}${ownQuery || search === '?' ? '' : search}`;
}
