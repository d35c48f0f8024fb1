// Cart refresh guard (spec §2 "another only refreshes the cart"): loads the shopper's cart again
// for this request (the page and the layout then read that one), with the cookie of a new cart if
// the old one had to be replaced.
import { reloadShopperCart } from '~/features/cart/cart-state.server';
import { getShopContext } from '~/lib/shop/shop-context.server';
import type { Guard } from './registry';

export const updateCart: Guard = async (args) => {
  // A form post changes the cart itself and answers the changed cart; loading it first is waste.
  if (args.request.method !== 'GET' && args.request.method !== 'HEAD') return;
  const shop = getShopContext(args.context);
  const cart = await reloadShopperCart(args.context, args.request, shop);
  return cart.setCookies.length > 0 ? { setCookies: cart.setCookies } : undefined;
};
