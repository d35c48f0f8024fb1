// Guest sign-in (spec §4): the guest cart is merged into the customer's cart (source guest,
// destination customer) and the cart cookie switches to the customer's cart. Runs with the new
// token, before the auth cookie is set, for sign-in and sign-up alike. A failed merge signs the
// shopper in anyway and says "Merge customer error" (spec §8); a guest cart the API no longer
// knows (already merged, ordered) has nothing to merge.

import { cartIdCookie, clearedCartIdCookie, readCartId } from '~/lib/cart/cart-cookie.server';
import { flashCookie } from '~/lib/flash.server';
import type { ShopContext } from '~/lib/shop/shop-context.server';
import { cartApi } from './cart-api.server';
import { isUnusableCartError } from './cart-id.server';
import { rememberSignedInCart } from './cart-state.server';

export const MERGE_ERROR_KEY = 'cart.errors.merge';
export const SET_CUSTOMER_CART_ERROR_KEY = 'cart.errors.set_customer_cart';

/** The cookies to set with the auth cookie: the customer's cart id, and a flash on failure. */
export async function mergeGuestCart(request: Request, shop: ShopContext, token: string): Promise<string[]> {
  const scope = { ...shop.headers, authToken: token };
  const guestCartId = readCartId(request);
  const customerCart = await cartApi.customerCartId(scope);
  if (!customerCart.ok) {
    console.error(`API call customerCart after sign-in failed: ${customerCart.error.message}`);
    // The next page asks for the customer's cart again; the guest cart id must not linger.
    return [
      clearedCartIdCookie(shop.website),
      flashCookie(request, { type: 'error', key: SET_CUSTOMER_CART_ERROR_KEY }),
    ];
  }
  const customerCartId = customerCart.data.customerCart.id;
  rememberSignedInCart(shop, token, customerCartId);
  const cookies = [cartIdCookie(request, shop.website, customerCartId)];
  if (!guestCartId || guestCartId === customerCartId) return cookies;
  const merged = await cartApi.mergeCarts(scope, guestCartId, customerCartId);
  if (!merged.ok && !isUnusableCartError(merged.error)) {
    console.error(`API call mergeCarts failed (${merged.error.kind}): ${merged.error.message}`);
    cookies.push(flashCookie(request, { type: 'error', key: MERGE_ERROR_KEY }));
  }
  return cookies;
}
