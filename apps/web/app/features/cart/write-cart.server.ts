// Running a cart mutation on the shopper's cart: a shopper without one gets a new cart first, and a
// cart the API refuses (ordered, merged, expired) is replaced by a new one and the mutation runs
// again once. The cookie of a new cart goes with the answer.

import { cartIdCookie, readCartId } from '~/lib/cart/cart-cookie.server';
import type { FormMessage } from '~/lib/form-messages';
import type { GraphQLClientError, GraphQLResult } from '~/lib/graphql.server';
import { throwIfSessionExpired } from '~/lib/graphql-errors.server';
import type { ShopContext } from '~/lib/shop/shop-context.server';
import { CART_DATA_ERROR_KEY, isUnusableCartError, newCartId } from './cart-id.server';

export type CartWrite<T> =
  | { ok: true; data: T; setCookies: string[] }
  | { ok: false; message: FormMessage; setCookies: string[] };

function writeFailure(error: GraphQLClientError, operation: string, website: string): FormMessage {
  throwIfSessionExpired(error, website);
  if (error.kind === 'graphql' && error.message) return { text: error.message };
  console.error(`API call ${operation} failed (${error.kind}): ${error.message}`);
  return { key: 'error.default' };
}

/**
 * Runs a cart mutation on the shopper's cart: a shopper without one gets a new cart first, and a
 * cart the API refuses is replaced by a new one and the mutation runs again.
 */
export async function writeCart<T>(
  request: Request,
  shop: ShopContext,
  operation: string,
  write: (cartId: string) => Promise<GraphQLResult<T>>,
): Promise<CartWrite<T>> {
  const setCookies: string[] = [];
  let cartId = readCartId(request);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (!cartId) {
      cartId = await newCartId(shop);
      if (!cartId) return { ok: false, message: { key: CART_DATA_ERROR_KEY }, setCookies };
      setCookies.push(cartIdCookie(request, shop.website, cartId));
    }
    const result = await write(cartId);
    if (result.ok) return { ok: true, data: result.data, setCookies };
    if (attempt === 0 && isUnusableCartError(result.error)) {
      cartId = null;
      continue;
    }
    return { ok: false, message: writeFailure(result.error, operation, shop.website), setCookies };
  }
  return { ok: false, message: { key: CART_DATA_ERROR_KEY }, setCookies };
}
