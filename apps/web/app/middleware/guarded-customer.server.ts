// The customer data the auth-with-update-data guard reloaded for this request. Loaders of routes
// that list that guard read it here instead of asking the API again:
//   export const middleware = guards('auth', 'auth-with-update-data');
//   export function loader({ context }) { const customer = getGuardedCustomer(context); … }
import { createContext, type RouterContextProvider } from 'react-router';
import type { CustomerAccount } from '~/lib/customer/customer-types';

export type { CustomerAccount, CustomerAddress, OrganizationInfo } from '~/lib/customer/customer-types';

const guardedCustomerKey = createContext<CustomerAccount | null>(null);

export function provideGuardedCustomer(
  context: Readonly<RouterContextProvider>,
  customer: CustomerAccount,
): void {
  context.set(guardedCustomerKey, customer);
}

/** The reloaded customer, or null when no auth-with-update-data guard ran for this request. */
export function findGuardedCustomer(context: Readonly<RouterContextProvider>): CustomerAccount | null {
  return context.get(guardedCustomerKey);
}

/** The reloaded customer; a route that forgot the auth-with-update-data guard fails loudly. */
export function getGuardedCustomer(context: Readonly<RouterContextProvider>): CustomerAccount {
  const customer = findGuardedCustomer(context);
  if (!customer) {
    throw new Error('No guarded customer: list the auth-with-update-data guard on this route');
  }
  return customer;
}
