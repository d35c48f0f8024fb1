// The signed-in customer of the page shell (header, account drawer), loaded by the website layout
// when the auth_token cookie exists. A page whose auth-with-update-data guard already reloaded the
// customer reuses that answer, so such pages cost no second request. An authorization error means
// the token is no longer valid: logout with sessionExpired=1 (spec §4, §8).

import { getShellCustomer } from '~/lib/customer/customer-data.server';
import type { ShellCustomer } from '~/lib/customer/customer-types';
import type { GlobalMessageInput } from '~/lib/global-message';
import { reportApiError } from '~/lib/graphql-errors.server';
import type { ShopContext } from '~/lib/shop/shop-context.server';
import { sessionExpired } from './session-failure.server';

export interface ShellCustomerResult {
  customer: ShellCustomer | null;
  message?: GlobalMessageInput;
}

function shellFields(customer: ShellCustomer): ShellCustomer {
  const { id, firstname, lastname, email, astrio_customer_type } = customer;
  return { id, firstname, lastname, email, astrio_customer_type };
}

export async function loadShellCustomer(
  shop: ShopContext,
  reloaded: ShellCustomer | null,
): Promise<ShellCustomerResult> {
  if (!shop.headers.authToken) return { customer: null };
  if (reloaded) return { customer: shellFields(reloaded) };
  const result = await getShellCustomer(shop.headers);
  // reportApiError throws the logout redirect for an authorization error; an outage only shows a
  // message and keeps the session (the header falls back to the plain signed-in icon).
  if (!result.ok) return { customer: null, message: reportApiError('customer', result.error, shop.website) };
  if (!result.data.customer) sessionExpired(shop.website);
  return { customer: shellFields(result.data.customer) };
}
