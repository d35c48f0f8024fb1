// Session health check guard (spec §2): asks the API whether the token still names a customer and,
// if not, signs the shopper out with sessionExpired=1. It leaves the stored customer data (the
// layout's) as it is; auth-with-update-data is the variant that reloads it. Without a token there is
// no session to check: the guest goes home, as with the auth guard.
import { redirect } from 'react-router';
import { failSessionCheck, sessionExpired } from '~/features/customer/session-failure.server';
import { checkSessionHealth } from '~/lib/customer/customer-data.server';
import { getShopContext } from '~/lib/shop/shop-context.server';
import { type Guard, homeOf } from './registry';

export const authHealthCheck: Guard = async (args) => {
  const shop = getShopContext(args.context);
  if (!shop.headers.authToken) throw redirect(homeOf(args));
  const result = await checkSessionHealth(shop.headers);
  if (!result.ok) failSessionCheck('healthCheck', result.error, shop.website);
  if (!result.data.healthCheck?.email) sessionExpired(shop.website);
};
