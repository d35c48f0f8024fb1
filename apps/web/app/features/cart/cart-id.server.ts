// Which cart a shopper gets when there is none (or the API refused the one in the cookie): the
// customer's active cart, or a new guest cart; and which API refusals mean the id itself is dead.

import type { GraphQLClientError } from '~/lib/graphql.server';
import { throwIfSessionExpired } from '~/lib/graphql-errors.server';
import type { ShopContext } from '~/lib/shop/shop-context.server';
import { cartApi } from './cart-api.server';

export const CART_DATA_ERROR_KEY = 'cart.errors.cant_get_cart_data';

/** Magento's refusals of the cart id itself (unknown, inactive, another owner or website). */
const UNUSABLE_CART =
  /could not find a cart|cart isn't active|does not have an active cart|cannot perform operations on cart|"cart_id" is missing|different website/i;

export function isUnusableCartError(error: GraphQLClientError): boolean {
  return error.kind === 'graphql' && error.errors.some((item) => UNUSABLE_CART.test(item.message));
}

/** A new cart: the customer's active cart, or a new guest cart. Null when the API refused. */
export async function newCartId(shop: ShopContext): Promise<string | null> {
  if (shop.headers.authToken) {
    const result = await cartApi.customerCartId(shop.headers);
    if (result.ok) return result.data.customerCart.id;
    throwIfSessionExpired(result.error, shop.website);
    console.error(`API call customerCart failed (${result.error.kind}): ${result.error.message}`);
    return null;
  }
  const result = await cartApi.createEmptyCart(shop.headers);
  if (result.ok && result.data.createEmptyCart) return result.data.createEmptyCart;
  if (!result.ok)
    console.error(`API call createEmptyCart failed (${result.error.kind}): ${result.error.message}`);
  return null;
}
