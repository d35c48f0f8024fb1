// Saved payment methods (Magento's Vault): Atrium's payment methods keep no card or account on the
// shop's side, so every customer's list is empty and no public hash names a token. Guests are
// refused as Magento refuses them; a hash is checked before it is looked for.

import type { RequestContext } from '../../shared/context.ts';
import { authorizationError, inputError, noSuchEntityError } from '../../shared/errors.ts';
import { NOT_AUTHORIZED } from '../customer/session.ts';

function requireSignedIn(ctx: RequestContext): void {
  if (!ctx.customer) throw authorizationError(NOT_AUTHORIZED);
}

export function customerPaymentTokens(ctx: RequestContext) {
  requireSignedIn(ctx);
  return { items: [] };
}

export function deletePaymentToken(ctx: RequestContext, publicHash: string): never {
  requireSignedIn(ctx);
  const hash = publicHash.trim();
  if (!hash) throw inputError('Specify the "public_hash" value.');
  throw noSuchEntityError(`Could not find a token using public hash: ${hash}`);
}
