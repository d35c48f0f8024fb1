// Cross-site request forgery: every storefront POST (form actions, fetchers) is checked before
// React Router runs, the way Go's net/http CrossOriginProtection does it (ADR 0022):
// - Sec-Fetch-Site, when the browser sends it, decides: `same-origin` and `none` (typed or
//   bookmarked by the user) pass, `same-site` and `cross-site` are refused. Page scripts cannot set
//   it, and it does not depend on how the proxies in front of us are configured.
// - Otherwise (older browsers) the Origin header must equal the storefront's public origin: the
//   scheme and host this request reached, as told by X-Forwarded-Proto/-Host only from
//   TRUSTED_PROXIES. `Origin: null` (sandboxed frames, redirected posts) is refused.
// - With neither header the client is not a browser (every browser sends Origin on a POST): there
//   is no victim's cookie to abuse, so curl, monitoring and server-to-server calls pass.
// Imported by server.ts directly in Node: no path aliases, only erasable TypeScript.
import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ALLOWED_FETCH_SITES = new Set(['same-origin', 'none']);

export interface PostOrigin {
  method: string;
  /** The Sec-Fetch-Site header, if sent. */
  fetchSite?: string;
  /** The Origin header, if sent. */
  origin?: string;
  /** scheme://host[:port] the request reached, e.g. `${req.protocol}://${req.host}`. */
  publicOrigin: string;
}

function normalizedOrigin(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

export function isCrossSitePost({ method, fetchSite, origin, publicOrigin }: PostOrigin): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (fetchSite) return !ALLOWED_FETCH_SITES.has(fetchSite.toLowerCase());
  if (origin === undefined) return false;
  const own = normalizedOrigin(publicOrigin);
  return own === null || normalizedOrigin(origin) !== own;
}

export function refuseCrossSitePosts(req: Request, res: Response, next: NextFunction): void {
  const cross = isCrossSitePost({
    method: req.method,
    fetchSite: req.get('sec-fetch-site'),
    origin: req.get('origin'),
    // Express 5: req.host keeps the port; both honour X-Forwarded-* only from trusted proxies.
    publicOrigin: `${req.protocol}://${req.host}`,
  });
  if (!cross) {
    next();
    return;
  }
  res.status(403).type('text/plain').send('Forbidden: cross-site form posts are refused.');
}
