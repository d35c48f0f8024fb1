// Invite guard (spec §2): a project or estimate invite link carries projectHash and/or
// estimateHash in its query. The guard keeps them in HttpOnly cookies (30 days) so that an invite
// survives signing up or signing in first. Accepting an invite — for a signed-in customer at once,
// otherwise after sign-in — is part of the projects work (a later issue): until it lands the
// hashes are only kept, for guests and customers alike, and readInviteHashes() is where that work
// picks them up. Values that cannot be a hash are ignored rather than stored.
import { COOKIE, readCookie, sessionCookie } from '~/lib/cookies.server';
import type { Guard } from './registry';

const INVITE_HASH = /^[A-Za-z0-9_-]{1,128}$/;
const INVITE_COOKIE_SECONDS = 30 * 24 * 60 * 60;

const QUERY_TO_COOKIE = [
  ['projectHash', COOKIE.projectHash],
  ['estimateHash', COOKIE.estimateHash],
] as const;

export function isInviteHash(value: string | null | undefined): value is string {
  return typeof value === 'string' && INVITE_HASH.test(value);
}

export const checkHash: Guard = ({ request }) => {
  const query = new URL(request.url).searchParams;
  const setCookies = QUERY_TO_COOKIE.flatMap(([parameter, cookie]) => {
    const value = query.get(parameter);
    return isInviteHash(value) ? [sessionCookie(request, cookie, value, INVITE_COOKIE_SECONDS)] : [];
  });
  return setCookies.length > 0 ? { setCookies } : undefined;
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
