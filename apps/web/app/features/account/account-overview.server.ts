// The account dashboard's data: who the customer is, their organisation, newsletter status and
// default addresses.
import type { ShopContext } from '~/features/website/shop-context.server';
import { countryNames } from '~/lib/display-names.server';
import { requestGraphQL } from '~/lib/graphql.server';
import { dataOrFail } from './account-api.server';
import query from './account-overview.graphql?raw';
import { accountOverviewSchema } from './account-schema';
import { toAddressViews } from './address-view';
import addressFields from './customer-address-fields.graphql?raw';
import { customerTypeKey, fullName, toOrganizationView } from './customer-view';

export async function loadAccountOverview(shop: ShopContext, locale: string) {
  const result = await requestGraphQL({
    query: `${query}\n${addressFields}`,
    scope: shop.headers,
    schema: accountOverviewSchema,
  });
  const { customer } = dataOrFail(result, 'customer (account overview)', shop.website);
  if (!customer) throw new Error('The API answered customer: null without an error');
  const countries = (customer.addresses ?? []).map((address) => address?.country_code ?? '').filter(Boolean);
  const defaults = { billing: customer.default_billing, shipping: customer.default_shipping };
  const addresses = toAddressViews(customer.addresses, countryNames(countries, locale), defaults);
  return {
    website: shop.website,
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

export type AccountOverview = Awaited<ReturnType<typeof loadAccountOverview>>;
