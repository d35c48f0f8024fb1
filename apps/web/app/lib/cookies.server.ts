// Plain-text cookies shared by both websites. Path is / on purpose: the ru and int websites must
// read the same choice of website, store view, region, currency and language (see the ADR on
// cookie scope). Values are short codes, so they are stored readable, not encoded.
import { parse, serialize } from 'cookie';

export const COOKIE = {
  website: 'website',
  store: 'store',
  region: 'region',
  currency: 'currency',
  locale: 'locale',
  authToken: 'auth_token',
  flash: 'flash',
  /** Project and estimate invite hashes kept by the check-hash guard until projects accept them. */
  projectHash: 'project_hash',
  estimateHash: 'estimate_hash',
} as const;

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readCookies(request: Request): Record<string, string | undefined> {
  return parse(request.headers.get('Cookie') ?? '');
}

export function readCookie(request: Request, name: string): string | undefined {
  const value = readCookies(request)[name];
  return value ? value : undefined;
}

function isSecure(request: Request): boolean {
  return new URL(request.url).protocol === 'https:';
}

/** A long-lived preference cookie (365 days, SameSite=Lax). */
export function preferenceCookie(request: Request, name: string, value: string): string {
  return serialize(name, value, {
    path: '/',
    maxAge: ONE_YEAR_SECONDS,
    sameSite: 'lax',
    secure: isSecure(request),
  });
}

/** A short-lived, HttpOnly cookie the server reads once (flash messages). */
export function sessionCookie(request: Request, name: string, value: string, maxAgeSeconds = 60): string {
  return serialize(name, value, {
    path: '/',
    maxAge: maxAgeSeconds,
    sameSite: 'lax',
    httpOnly: true,
    secure: isSecure(request),
  });
}

export function expiredCookie(name: string, httpOnly = false): string {
  return serialize(name, '', { path: '/', maxAge: 0, expires: new Date(0), sameSite: 'lax', httpOnly });
}
