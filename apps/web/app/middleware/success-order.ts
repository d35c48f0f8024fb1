// The guard of the return from a payment page (spec §2: "refreshes the cart, clears checkout state,
// runs the health check and then redirects to a redirectUrl parameter if present"). The shopper
// comes back from another site: the checkout state of the order just placed is cleared (cookie), a
// signed-in shopper's session is checked (an expired one signs out with sessionExpired=1), and a
// redirectUrl on this site is followed. The cart itself is read fresh by every page load (the cart
// feature), so refreshing it needs nothing more here. The order confirmation page's own guard is
// empty-success-order (needs order_number).
import { redirect } from 'react-router';
import { clearChoicesCookie } from '~/features/checkout/checkout-choices.server';
import { checkSessionHealth } from '~/features/customer/customer-data.server';
import { failSessionCheck, sessionExpired } from '~/features/customer/session-failure.server';
import { getShopContext } from '~/features/website/shop-context.server';
import { safeRedirectPath } from '~/lib/redirect-target';
import type { Guard } from './registry';

export const successOrder: Guard = async (args) => {
  const shop = getShopContext(args.context);
  const clear = clearChoicesCookie();
  if (shop.headers.authToken) {
    const result = await checkSessionHealth(shop.headers);
    if (!result.ok) failSessionCheck('healthCheck', result.error, shop.website);
    if (!result.data.healthCheck?.email) sessionExpired(shop.website);
  }
  const target = new URL(args.request.url).searchParams.get('redirectUrl');
  if (target) {
    const path = safeRedirectPath(target, '');
    if (path) throw redirect(path, { headers: { 'Set-Cookie': clear } });
  }
  return { setCookies: [clear] };
};
