// Checkout guard (spec §2): a cart with quantity zero (or none at all) sends the shopper to the
// website's home. The cart it loaded is the one the page and the layout use.
import { redirect } from 'react-router';
import { getShopperCart } from '~/features/cart/cart-state.server';
import { getShopContext } from '~/lib/shop/shop-context.server';
import { websiteHome } from '~/lib/shop/website-codes';
import type { Guard } from './registry';

export const emptyCart: Guard = async (args) => {
  // A step post loads the checkout's own cart and goes home when it is empty (requireCart), and the
  // redirect after it runs this guard again; loading the shopper's cart first is a second call.
  if (args.request.method !== 'GET' && args.request.method !== 'HEAD') return;
  const shop = getShopContext(args.context);
  const cart = await getShopperCart(args.context, args.request, shop);
  if (cart.view.totalQuantity <= 0) {
    const headers = new Headers();
    for (const cookie of cart.setCookies) headers.append('Set-Cookie', cookie);
    throw redirect(websiteHome(shop.website), { headers });
  }
  return cart.setCookies.length > 0 ? { setCookies: cart.setCookies } : undefined;
};
