// Every page lives under /ru/ or /int/. A request without a valid website prefix (/, /foo, /sofa)
// is answered with a 301 to the same path and query under the visitor's website: the one chosen
// earlier (website cookie), else the one the client IP belongs to, else the fallback website.
import { data, type MiddlewareFunction, redirect } from 'react-router';
import { clientIpContext } from '~/lib/client-ip-context';
import { COOKIE, readCookie } from '~/lib/cookies.server';
import { isStaticPath } from '~/lib/static-paths';
import { getWebsitesConfig } from './get-websites-config.server';
import { FALLBACK_WEBSITE, isWebsiteCode, replaceWebsitePrefix, type WebsiteCode } from './website-codes';

export async function resolveVisitorWebsite(request: Request, clientIp: string): Promise<WebsiteCode> {
  const chosen = readCookie(request, COOKIE.website);
  if (isWebsiteCode(chosen)) return chosen;
  const result = await getWebsitesConfig(clientIp);
  if (!result.ok) {
    console.error(`Website by location failed (${result.error.kind}): ${result.error.message}`);
    return FALLBACK_WEBSITE;
  }
  const located = result.data.websitesConfig.region_by_location.website_code;
  return isWebsiteCode(located) ? located : FALLBACK_WEBSITE;
}

export const websitePrefixMiddleware: MiddlewareFunction<Response> = async (
  { request, params, context },
  next,
) => {
  if (isWebsiteCode(params.website)) return next();
  const url = new URL(request.url);
  // A missing file must stay a missing file, not become a page of some website.
  if (isStaticPath(url.pathname)) throw data('Not found', { status: 404 });
  const website = await resolveVisitorWebsite(request, context.get(clientIpContext));
  throw redirect(replaceWebsitePrefix(`${url.pathname}${url.search}`, website), 301);
};
