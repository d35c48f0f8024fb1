// Loading the shopper's cart (spec §4 "Cart id", §8, §9): the id comes from the cookie; a cart that
// cannot be used (unknown, inactive, someone else's) is refreshed — for a customer the active cart
// is requested and fetched; a guest's broken id is dropped and the next add to cart creates the new
// cart (page loads run in parallel — link prefetches — and must not each create a guest cart and
// race to set the cookie; ADR 0018). Every failed fetch raises the failure counter; while it is
// under 3 the cart is tried again, then the shopper sees "Can't get cart data". A successful fetch
// resets it. Pure over the two calls it makes, so the retry rules are unit tested without an API.

export const MAX_CART_FAILURES = 3;
export const CART_DATA_ERROR = "Can't get cart data";

export type CartFetch<C> =
  | { ok: true; cart: C }
  /** `unusable`: the id itself is the problem (the API refused the cart), so a new cart is needed. */
  | { ok: false; unusable: boolean };

export interface CartSource<C> {
  fetch(cartId: string): Promise<CartFetch<C>>;
  /** Requests a new cart (a guest cart, or the customer's active cart); null when that failed. */
  refresh(): Promise<string | null>;
}

export type CartLoad<C> =
  | { status: 'loaded'; cart: C; cartId: string; failures: 0 }
  /**
   * A guest without a usable cart: none yet, or the cookie's cart is gone (`dropped`). Nothing is
   * created here; carts are made by the first add to cart.
   */
  | { status: 'none'; failures: 0; dropped: boolean }
  | { status: 'failed'; failures: number; cartId: string | null };

/** `createWhenMissing`: whether a shopper without a usable cart id gets one now (a customer). */
export async function loadCartWithRetry<C>(
  source: CartSource<C>,
  cartId: string | null,
  createWhenMissing: boolean,
): Promise<CartLoad<C>> {
  let id = cartId;
  let failures = 0;
  if (!id && !createWhenMissing) return { status: 'none', failures: 0, dropped: false };
  while (failures < MAX_CART_FAILURES) {
    if (!id) {
      id = await source.refresh();
      if (!id) {
        failures += 1;
        continue;
      }
    }
    const result = await source.fetch(id);
    if (result.ok) return { status: 'loaded', cart: result.cart, cartId: id, failures: 0 };
    failures += 1;
    if (result.unusable) {
      if (!createWhenMissing) return { status: 'none', failures: 0, dropped: true };
      id = null;
    }
  }
  return { status: 'failed', failures, cartId: id };
}
