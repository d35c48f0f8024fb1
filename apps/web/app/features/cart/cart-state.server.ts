// The shopper's cart on the server, per request: which cart (the cart_id cookie, or for a customer
// the customer's active cart) and loading it with the retry rules of cart-retry.ts. The loaded
// cart is kept in the router context, so the guards, the layout and the page of one request ask
// the API once; a write (write-cart.server.ts) puts the changed cart there.
import { createContext, type RouterContextProvider } from 'react-router';
import { cartIdCookie, readCartId } from '~/lib/cart/cart-cookie.server';
import type { GlobalMessageInput } from '~/lib/global-message';
import type { ShopContext } from '~/lib/shop/shop-context.server';
import { cartApi } from './cart-api.server';
import { CART_DATA_ERROR_KEY, isUnusableCartError, newCartId } from './cart-id.server';
import { loadCartWithRetry } from './cart-retry';
import { type ApiCart, type CartView, EMPTY_CART, toCartView } from './cart-view';

export interface ShopperCart {
  view: CartView;
  /** Cookies the response must set (a new or replaced cart id). */
  setCookies: string[];
  /** "Can't get cart data" after three failed attempts. */
  message?: GlobalMessageInput;
}

export function cartView(shop: ShopContext, cart: ApiCart): CartView {
  const thumbnails = shop.storeConfig.configurable_thumbnail_source === 'parent' ? 'parent' : 'itself';
  return toCartView(cart, shop.website, shop.storeConfig.product_url_suffix ?? '', thumbnails);
}

/**
 * A sign-in in this request (mergeGuestCart): the loaders that run after the action in the same
 * request still see the guest's cookies, so they must use the customer's token and cart instead
 * of the guest cart the merge has just closed (which would otherwise be "refreshed" into a new
 * guest cart whose cookie overwrites the customer's). Keyed by the request's shop context.
 */
const signedInThisRequest = new WeakMap<ShopContext, { token: string; cartId: string }>();

export function rememberSignedInCart(shop: ShopContext, token: string, cartId: string): void {
  signedInThisRequest.set(shop, { token, cartId });
}

async function loadShopperCart(request: Request, requestShop: ShopContext): Promise<ShopperCart> {
  const signedIn = signedInThisRequest.get(requestShop);
  const shop = signedIn
    ? { ...requestShop, headers: { ...requestShop.headers, authToken: signedIn.token } }
    : requestShop;
  const cookieId = signedIn?.cartId ?? readCartId(request);
  const load = await loadCartWithRetry<ApiCart>(
    {
      async fetch(cartId) {
        const result = await cartApi.cart(shop.headers, cartId);
        if (result.ok && result.data.cart) return { ok: true, cart: result.data.cart };
        const unusable = result.ok || isUnusableCartError(result.error);
        // A refused cart id is expected (ordered, merged, expired); anything else is worth a log.
        if (!result.ok && !unusable) {
          console.error(`API call cart failed (${result.error.kind}): ${result.error.message}`);
        }
        return { ok: false, unusable };
      },
      refresh: () => newCartId(shop),
    },
    cookieId,
    Boolean(shop.headers.authToken),
  );
  if (load.status === 'none') return { view: EMPTY_CART, setCookies: [] };
  if (load.status === 'failed') {
    return {
      view: EMPTY_CART,
      setCookies: [],
      message: { type: 'error', key: CART_DATA_ERROR_KEY },
    };
  }
  return {
    view: cartView(shop, load.cart),
    setCookies: load.cartId === cookieId ? [] : [cartIdCookie(request, shop.website, load.cartId)],
  };
}

const shopperCartKey = createContext<Promise<ShopperCart> | null>(null);

/** The shopper's cart for this request, loaded once (guards, layout and page share it). */
export function getShopperCart(
  context: Readonly<RouterContextProvider>,
  request: Request,
  shop: ShopContext,
): Promise<ShopperCart> {
  const known = context.get(shopperCartKey);
  if (known) return known;
  const loading = loadShopperCart(request, shop);
  context.set(shopperCartKey, loading);
  return loading;
}

/** Loads the cart again (the update-cart guard), replacing what this request knew. */
export function reloadShopperCart(
  context: Readonly<RouterContextProvider>,
  request: Request,
  shop: ShopContext,
): Promise<ShopperCart> {
  context.set(shopperCartKey, null);
  return getShopperCart(context, request, shop);
}

/** After a write: this request's cart is the one the mutation answered. */
export function provideShopperCart(
  context: Readonly<RouterContextProvider>,
  shop: ShopContext,
  cart: ApiCart,
): void {
  context.set(shopperCartKey, Promise.resolve({ view: cartView(shop, cart), setCookies: [] }));
}
