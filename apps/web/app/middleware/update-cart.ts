// Cart refresh guard (spec §2 "another only refreshes the cart"): loads the shopper's cart again
// for this request (the page and the layout then read that one), with the cookie of a new cart if
// the old one had to be replaced.
import { reloadShopperCart } from '~/features/cart/cart-state.server';
import { getShopContext } from '~/features/website/shop-context.server';
import type { Guard } from './registry';

export const updateCart: Guard = async (args) => {
  const shop = getShopContext(args.context);
  const cart = await reloadShopperCart(args.context, args.request, shop);
  return cart.setCookies.length > 0 ? { setCookies: cart.setCookies } : undefined;
};
