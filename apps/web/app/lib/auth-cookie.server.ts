// The auth token cookie (spec §6, §9): HttpOnly so page scripts never see the token, path / so both
// websites share the session (accounts are global), SameSite=Lax, Secure on https, 1 day.
import { COOKIE, expiredCookie, sessionCookie } from './cookies.server';

export const AUTH_TOKEN_MAX_AGE_SECONDS = 24 * 60 * 60;

export function authTokenCookie(request: Request, token: string): string {
  return sessionCookie(request, COOKIE.authToken, token, AUTH_TOKEN_MAX_AGE_SECONDS);
}

export function clearedAuthTokenCookie(): string {
  return expiredCookie(COOKIE.authToken, true);
}
