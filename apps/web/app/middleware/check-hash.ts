// Invite guard (spec §2 "invite guard"): an invite link carries projectHash (and, with estimates,
// estimateHash) in its query; the guard runs on every page of a website (the website layout).
// - A signed-in customer accepts the invite at once: acceptedInvite, then the project's page with
//   a success message; an expired, used, unknown or already-accepted invite shows the API's words
//   as an error message on the same page (without the hash), never an error page.
// - A guest's hash is kept in a short-lived HttpOnly cookie and the page opens the sign-in drawer
//   with a notice; once signed in (or signed up) the next page request accepts it the same way.
// - A prefetch (the storefront prefetches visible links; the browser marks it `Sec-Purpose:
//   prefetch`) never accepts or keeps anything: right after signing in, several prefetches carry the
//   kept hash at once, and all but one would use an invite another had just accepted, the shopper then
//   landing on an "already used" error instead of the project.
// Each kind of invite is one entry of INVITES: a project invite opens the project, an estimate
// invite (issue 14) the estimate — inside its project when it has one. Values that cannot be a
// hash are ignored, and so is every invite on a Magento backend (projects and estimates are Atrium's).
import { redirect } from 'react-router';
import { estimatePaths } from '~/features/estimates/estimate-paths';
import { acceptEstimateInvite } from '~/features/estimates/estimates.server';
import { projectPaths } from '~/features/projects/project-paths';
import { acceptInvite } from '~/features/projects/projects.server';
import { backendHas } from '~/lib/backend.server';
import { COOKIE, expiredCookie, readCookie, sessionCookie } from '~/lib/cookies.server';
import { flashCookie } from '~/lib/flash.server';
import type { FormMessage } from '~/lib/form-messages';
import { getShopContext, type ShopContext } from '~/lib/shop/shop-context.server';
import type { Guard } from './registry';

const INVITE_HASH = /^[A-Za-z0-9_-]{1,128}$/;
/** Long enough to sign up and come back; the invite itself stays valid for 7 days. */
const INVITE_COOKIE_SECONDS = 24 * 60 * 60;

type Accepted = { ok: true; to: string; message: { key: string; values?: Record<string, string> } };
type AcceptResult = Accepted | { ok: false; message: FormMessage };

interface InviteKind {
  parameter: string;
  cookie: string;
  /** Accepts the invite for the signed-in customer; absent while the feature is not built. */
  accept?: (shop: ShopContext, hash: string) => Promise<AcceptResult>;
}

const INVITES: InviteKind[] = [
  {
    parameter: 'projectHash',
    cookie: COOKIE.projectHash,
    accept: async (shop, hash) => {
      const accepted = await acceptInvite(shop, hash);
      if (!accepted.ok) return accepted;
      return {
        ok: true,
        to: projectPaths.project(shop.website, accepted.value.project_id),
        message: { key: 'project.invite.accepted', values: { name: accepted.value.name } },
      };
    },
  },
  {
    parameter: 'estimateHash',
    cookie: COOKIE.estimateHash,
    accept: async (shop, hash) => {
      const accepted = await acceptEstimateInvite(shop, hash);
      if (!accepted.ok) return accepted;
      const scope = { website: shop.website, projectId: accepted.value.project_id };
      return {
        ok: true,
        to: estimatePaths.estimate(scope, accepted.value.id),
        message: { key: 'estimate.invite.accepted' },
      };
    },
  },
];

export function isInviteHash(value: string | null | undefined): value is string {
  return typeof value === 'string' && INVITE_HASH.test(value);
}

/**
 * The page's URL without the invite parameters (where a refused or kept invite leaves the shopper),
 * nor React Router's `_routes` of a data request: the redirect is to the page, not to its data.
 */
function withoutHashes(url: URL): string {
  const clean = new URL(url);
  for (const invite of INVITES) clean.searchParams.delete(invite.parameter);
  clean.searchParams.delete('_routes');
  return `${clean.pathname}${clean.search}`;
}

/** `Sec-Purpose: prefetch` (Chromium, Firefox), or the older `Purpose: prefetch`. */
function isPrefetch(request: Request): boolean {
  const purpose = request.headers.get('Sec-Purpose') ?? request.headers.get('Purpose') ?? '';
  return purpose.toLowerCase().includes('prefetch');
}

export const checkHash: Guard = async ({ request, context }) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  if (isPrefetch(request)) return undefined;
  if (!backendHas('projects') && !backendHas('estimates')) return undefined;
  const url = new URL(request.url);
  const signedIn = Boolean(readCookie(request, COOKIE.authToken));
  const setCookies: string[] = [];
  let inQuery = false;

  for (const invite of INVITES) {
    const fromQuery = url.searchParams.get(invite.parameter);
    if (isInviteHash(fromQuery)) inQuery = true;
    const hash = isInviteHash(fromQuery) ? fromQuery : readCookie(request, invite.cookie);
    if (!isInviteHash(hash)) continue;
    if (!signedIn || !invite.accept) {
      if (hash === fromQuery)
        setCookies.push(sessionCookie(request, invite.cookie, hash, INVITE_COOKIE_SECONDS));
      continue;
    }
    // Tried once: whatever the answer, the kept hash goes.
    const clear = expiredCookie(invite.cookie, true);
    const result = await invite.accept(getShopContext(context), hash);
    const headers = new Headers();
    headers.append('Set-Cookie', clear);
    headers.append(
      'Set-Cookie',
      flashCookie(
        request,
        result.ok ? { type: 'success', ...result.message } : { type: 'error', ...result.message },
      ),
    );
    throw redirect(result.ok ? result.to : withoutHashes(url), { headers });
  }

  if (!inQuery || setCookies.length === 0) return setCookies.length > 0 ? { setCookies } : undefined;
  // A guest followed an invite link: sign in first (the drawer opens), the hash waits in a cookie.
  const headers = new Headers();
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  if (!signedIn) {
    const key = isInviteHash(url.searchParams.get('projectHash'))
      ? 'project.invite.sign_in_first'
      : 'estimate.invite.sign_in_first';
    headers.append('Set-Cookie', flashCookie(request, { type: 'notice', key }, 'signIn'));
  }
  throw redirect(withoutHashes(url), { headers });
};

/** The invite hashes kept so far: from this request's query, else from the cookies. */
export function readInviteHashes(request: Request): { projectHash?: string; estimateHash?: string } {
  const query = new URL(request.url).searchParams;
  const pick = (parameter: string, cookie: string) => {
    const fromQuery = query.get(parameter);
    if (isInviteHash(fromQuery)) return fromQuery;
    const fromCookie = readCookie(request, cookie);
    return isInviteHash(fromCookie) ? fromCookie : undefined;
  };
  return {
    projectHash: pick('projectHash', COOKIE.projectHash),
    estimateHash: pick('estimateHash', COOKIE.estimateHash),
  };
}
