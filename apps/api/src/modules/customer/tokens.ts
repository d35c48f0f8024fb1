// Opaque bearer tokens: 32 random bytes (base64url, 43 characters). Only the sha256 of a token is
// stored, so a copy of the database does not let anyone sign in; the token itself exists only in
// the response that issued it (or the e-mail that carries a password reset link).
import { createHash, randomBytes } from 'node:crypto';

export interface IssuedToken {
  /** What the client gets and sends back. */
  token: string;
  /** What the database keeps. */
  hash: string;
}

export function newToken(): IssuedToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Tokens we issue are exactly 43 base64url characters; anything else cannot match and skips the query. */
export function looksLikeToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}

export function expiresAfterHours(hours: number, now: Date = new Date()): Date {
  return new Date(now.getTime() + hours * 3_600_000);
}
