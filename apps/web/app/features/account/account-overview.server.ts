// The account dashboard's data, from the customer the auth-with-update-data guard reloaded for this
// request: who the customer is, their organisation, newsletter status and default addresses.

import { toAddressViews } from '~/lib/address/address-view';
import { countryNames } from '~/lib/display-names.server';
import type { CustomerAccount } from '~/middleware/guarded-customer.server';
import { customerTypeKey, fullName, toOrganizationView } from './customer-view';

export function accountOverview(customer: CustomerAccount, website: string, locale: string) {
  const countries = (customer.addresses ?? []).map((address) => address?.country_code ?? '').filter(Boolean);
  const defaults = { billing: customer.default_billing, shipping: customer.default_shipping };
  const addresses = toAddressViews(customer.addresses, countryNames(countries, locale), defaults);
  return {
    website,
    name: fullName(customer),
    email: customer.email ?? '',
    customerTypeKey: customerTypeKey(customer.astrio_customer_type),
    organization: toOrganizationView(customer.organization_info),
    isSubscribed: Boolean(customer.is_subscribed),
    defaultBilling: addresses.find((address) => address.isDefaultBilling) ?? null,
    defaultShipping: addresses.find((address) => address.isDefaultShipping) ?? null,
    addressCount: addresses.length,
  };
}

export type AccountOverview = ReturnType<typeof accountOverview>;
