// The cart's writes as the actions run them: add products (item problems come back as Magento's
// `user_errors`, the first one is shown), change a quantity, remove a line, apply or remove the
// coupon (spec §8 message keys), save the comment. Each answers what the shopper should read and
// puts the changed cart into this request's context.
import type { RouterContextProvider } from 'react-router';
import type { ShopContext } from '~/lib/shop/shop-context.server';
import type { CartActionData } from './cart-action-data';
import { cartApi } from './cart-api.server';
import type { CartPageRequest } from './cart-form';
import { provideShopperCart } from './cart-state.server';
import type { ApiCart } from './cart-view';
import { writeCart } from './write-cart.server';

export interface CartActionResult {
  answer: CartActionData;
  setCookies: string[];
}

interface Target {
  request: Request;
  context: Readonly<RouterContextProvider>;
  shop: ShopContext;
}

function changed(target: Target, cart: ApiCart | null | undefined) {
  if (cart) provideShopperCart(target.context, target.shop, cart);
}

export async function addToCart(
  target: Target,
  item: Parameters<typeof cartApi.addProducts>[2][number],
  productName: string,
): Promise<CartActionResult> {
  return addItemsToCart(
    target,
    [item],
    productName ? { key: 'cart.added', values: { name: productName } } : { key: 'cart.added_generic' },
  );
}

/**
 * Adds several products in one call (a project's "add all to cart"); the first item problem the API
 * reports is the answer, the lines it could add stay in the cart.
 */
export async function addItemsToCart(
  target: Target,
  items: Parameters<typeof cartApi.addProducts>[2],
  success: Extract<CartActionData, { ok: true }>['message'],
): Promise<CartActionResult> {
  const { request, shop } = target;
  const write = await writeCart(request, shop, 'addProductsToCart', (cartId) =>
    cartApi.addProducts(shop.headers, cartId, items),
  );
  if (!write.ok)
    return { answer: { ok: false, intent: 'add', message: write.message }, setCookies: write.setCookies };
  const output = write.data.addProductsToCart;
  changed(target, output?.cart);
  const userError = output?.user_errors.find((error) => error?.message);
  if (!output || userError) {
    const message = userError ? { text: userError.message } : { key: 'error.default' };
    return { answer: { ok: false, intent: 'add', message }, setCookies: write.setCookies };
  }
  return { answer: { ok: true, intent: 'add', message: success }, setCookies: write.setCookies };
}

const SUCCESS_KEYS: Record<CartPageRequest['intent'], string> = {
  update: 'cart.updated',
  remove: 'cart.removed',
  'apply-coupon': 'checkout.coupons.success.add',
  'remove-coupon': 'checkout.coupons.success.remove',
  comment: 'cart.comment.saved',
  'gift-options': 'cart.gift.saved',
};

/** The coupon's failures read as the spec's keys; the API's words go beside them. */
const FAILURE_KEYS: Partial<Record<CartPageRequest['intent'], string>> = {
  'apply-coupon': 'checkout.coupons.error.add',
  'remove-coupon': 'checkout.coupons.error.remove',
};

function runPageWrite(shop: ShopContext, wanted: CartPageRequest, cartId: string) {
  switch (wanted.intent) {
    case 'update':
      return cartApi
        .updateQuantity(shop.headers, cartId, wanted.itemUid, wanted.quantity)
        .then((r) => (r.ok ? { ok: true as const, data: r.data.updateCartItems?.cart } : r));
    case 'remove':
      return cartApi
        .removeItem(shop.headers, cartId, wanted.itemUid)
        .then((r) => (r.ok ? { ok: true as const, data: r.data.removeItemFromCart?.cart } : r));
    case 'apply-coupon':
      return cartApi
        .applyCoupon(shop.headers, cartId, wanted.code)
        .then((r) => (r.ok ? { ok: true as const, data: r.data.applyCouponToCart?.cart } : r));
    case 'remove-coupon':
      return cartApi
        .removeCoupon(shop.headers, cartId)
        .then((r) => (r.ok ? { ok: true as const, data: r.data.removeCouponFromCart?.cart } : r));
    case 'comment':
      return cartApi
        .addComment(shop.headers, cartId, wanted.comment)
        .then((r) => (r.ok ? { ok: true as const, data: r.data.addCommentToCart?.cart } : r));
    case 'gift-options':
      return cartApi
        .setGiftOptions(shop.headers, cartId, wanted.gift)
        .then((r) => (r.ok ? { ok: true as const, data: r.data.setGiftOptionsOnCart?.cart } : r));
  }
}

export async function changeCart(target: Target, wanted: CartPageRequest): Promise<CartActionResult> {
  const { request, shop } = target;
  const write = await writeCart(request, shop, wanted.intent, (cartId) => runPageWrite(shop, wanted, cartId));
  const { intent } = wanted;
  const fields: Partial<Record<CartPageRequest['intent'], string>> = {
    'apply-coupon': 'coupon_code',
    comment: 'comment',
    'gift-options': 'gift_message',
  };
  const field = fields[intent];
  if (!write.ok) {
    const failureKey = FAILURE_KEYS[intent];
    const detail = 'text' in write.message ? write.message.text : undefined;
    return {
      answer: failureKey
        ? { ok: false, intent, message: { key: failureKey }, detail, field }
        : { ok: false, intent, message: write.message, field },
      setCookies: write.setCookies,
    };
  }
  changed(target, write.data);
  return {
    answer: { ok: true, intent, message: { key: SUCCESS_KEYS[intent] } },
    setCookies: write.setCookies,
  };
}
