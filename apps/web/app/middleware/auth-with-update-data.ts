// Session health check that also reloads the customer data (spec §2): one request runs healthCheck
// and reads the customer; a failed check signs the shopper out with sessionExpired=1, a passed one
// hands the fresh customer to the page's loaders (getGuardedCustomer). Guests go home.
import { redirect } from 'react-router';
import { failSessionCheck, sessionExpired } from '~/features/customer/session-failure.server';
import { getCustomerAccount } from '~/lib/customer/customer-data.server';
import { getShopContext } from '~/lib/shop/shop-context.server';
import { provideGuardedCustomer } from './guarded-customer.server';
import { type Guard, homeOf } from './registry';

export const authWithUpdateData: Guard = async (args) => {
  const shop = getShopContext(args.context);
  if (!shop.headers.authToken) throw redirect(homeOf(args));
  const result = await getCustomerAccount(shop.headers);
  if (!result.ok) failSessionCheck('healthCheck', result.error, shop.website);
  const { healthCheck, customer } = result.data;
  if (!healthCheck?.email || !customer) sessionExpired(shop.website);
  provideGuardedCustomer(args.context, customer);
};
