// Who is calling: the bearer token of the request resolved to a customer session, once per request.
// An empty, malformed, unknown, expired or revoked token is a guest, never an error (Magento); the
// operations that need a customer answer with the authorization error instead.
import type { Db } from '../../db/client.ts';
import { authorizationError } from '../../shared/errors.ts';
import { findSessionByTokenHash } from './store.ts';
import type { CustomerType } from './tables.ts';
import { hashToken, looksLikeToken } from './tokens.ts';

export interface CustomerSession {
  id: number;
  type: CustomerType;
  email: string;
}

export interface ResolvedSession {
  customer: CustomerSession;
  tokenId: number;
}

export const NOT_AUTHORIZED = "The current customer isn't authorized.";

export async function resolveSession(
  db: Db,
  bearerToken: string | undefined,
  now: Date = new Date(),
): Promise<ResolvedSession | null> {
  if (!bearerToken || !looksLikeToken(bearerToken)) return null;
  const row = await findSessionByTokenHash(db, hashToken(bearerToken), now);
  if (!row) return null;
  return { customer: { id: row.customerId, type: row.type, email: row.email }, tokenId: row.tokenId };
}

/** The signed-in customer, or Magento's authorization error for guests. */
export function requireCustomer(ctx: { customer: CustomerSession | null }): CustomerSession {
  if (!ctx.customer) throw authorizationError(NOT_AUTHORIZED);
  return ctx.customer;
}
