// The shopper's cart on the server, per request: which cart (the cart_id cookie, or for a customer
// the customer's active cart), loading it with the retry rules of cart-retry.ts, and running a
// write against it — a cart the API no longer accepts is replaced by a new one and the write runs
// again once. The loaded cart is kept in the router context, so the guards, the layout and the
// page of one request ask the API once; a write puts the changed cart there.
import { createContext, type RouterContextProvider } from 'react-router';
import type { ShopContext } from '~/features/website/shop-context.server';
import type { FormMessage } from '~/lib/form-messages';
import type { GlobalMessageInput } from '~/lib/global-message';
import type { GraphQLClientError, GraphQLResult } from '~/lib/graphql.server';
import { throwIfSessionExpired } from '~/lib/graphql-errors.server';
import { cartApi } from './cart-api.server';
import { cartIdCookie, readCartId } from './cart-cookie.server';
import { loadCartWithRetry } from './cart-retry';
import type { ApiCart } from './cart-schema';
import { type CartView, EMPTY_CART, toCartView } from './cart-view';

export const CART_DATA_ERROR_KEY = 'cart.errors.cant_get_cart_data';

export interface ShopperCart {
  view: CartView;
  /** Cookies the response must set (a new or replaced cart id). */
  setCookies: string[];
  /** "Can't get cart data" after three failed attempts. */
  message?: GlobalMessageInput;
}

/** Magento's refusals of the cart id itself (unknown, inactive, another owner or website). */
const UNUSABLE_CART =
  /could not find a cart|cart isn't active|does not have an active cart|cannot perform operations on cart|"cart_id" is missing|different website/i;

export function isUnusableCartError(error: GraphQLClientError): boolean {
  return error.kind === 'graphql' && error.errors.some((item) => UNUSABLE_CART.test(item.message));
}

/** A new cart: the customer's active cart, or a new guest cart. Null when the API refused. */
async function newCartId(shop: ShopContext): Promise<string | null> {
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

export function cartView(shop: ShopContext, cart: ApiCart): CartView {
  return toCartView(cart, shop.website, shop.storeConfig.product_url_suffix ?? '');
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

/** After a write: this request's cart is the one the mutation answered. */
export function provideShopperCart(
  context: Readonly<RouterContextProvider>,
  shop: ShopContext,
  cart: ApiCart,
): void {
  context.set(shopperCartKey, Promise.resolve({ view: cartView(shop, cart), setCookies: [] }));
}
