// The guard of the return from a payment page (spec §2: "refreshes the cart, clears checkout state,
// runs the health check and then redirects to a redirectUrl parameter if present"). The shopper
// comes back from another site: the cart is loaded again (a paid order used it up, a declined one
// gave it back), the checkout state of the order just placed is cleared (cookie), a signed-in
// shopper's session is checked (an expired one signs out with sessionExpired=1), and a redirectUrl
// on this site is followed. The order confirmation page's own guard is empty-success-order.
import { redirect } from 'react-router';
import { reloadShopperCart } from '~/features/cart/cart-state.server';
import { clearChoicesCookie } from '~/features/checkout/checkout-choices.server';
import { failSessionCheck, sessionExpired } from '~/features/customer/session-failure.server';
import { checkSessionHealth } from '~/lib/customer/customer-data.server';
import { safeRedirectPath } from '~/lib/redirect-target';
import { getShopContext } from '~/lib/shop/shop-context.server';
import type { Guard } from './registry';

export const successOrder: Guard = async (args) => {
  const shop = getShopContext(args.context);
  const cart = await reloadShopperCart(args.context, args.request, shop);
  const cookies = [...cart.setCookies, clearChoicesCookie()];
  if (shop.headers.authToken) {
    const result = await checkSessionHealth(shop.headers);
    if (!result.ok) failSessionCheck('healthCheck', result.error, shop.website);
    if (!result.data.healthCheck?.email) sessionExpired(shop.website);
  }
  const target = new URL(args.request.url).searchParams.get('redirectUrl');
  if (target) {
    const path = safeRedirectPath(target, '');
    if (path) {
      const headers = new Headers();
      for (const cookie of cookies) headers.append('Set-Cookie', cookie);
      throw redirect(path, { headers });
    }
  }
  return { setCookies: cookies };
};
