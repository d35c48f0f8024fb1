// The address book's data, for the account's address pages and the checkout's address steps: the
// saved addresses (from the customer the auth-with-update-data guard reloaded) and the countries an
// address may use. The account feature writes addresses (features/account/address-writes.server.ts).

import { dataOrFail } from '~/lib/customer/account-api.server';
import type { CustomerAccount } from '~/lib/customer/customer-types';
import { countryNames } from '~/lib/display-names.server';
import { AddressCountriesDocument } from '~/lib/graphql/generated';
import { requestGraphQL } from '~/lib/graphql.server';
import type { ShopContext } from '~/lib/shop/shop-context.server';
import type { CountryOption } from './address-form';
import { toAddressViews } from './address-view';
import { type ApiCountry, countryOptions } from './country-options';

export function addressBook(customer: CustomerAccount, locale: string) {
  const ids = (customer.addresses ?? []).map((address) => address?.country_code ?? '').filter(Boolean);
  return toAddressViews(customer.addresses, countryNames(ids, locale), {
    billing: customer.default_billing,
    shipping: customer.default_shipping,
  });
}

// The country list changes only with the directory; one look-up a minute per store view is plenty.
const COUNTRIES_TTL_MS = 60_000;
const countriesCache = new Map<string, { at: number; value: Promise<ApiCountry[]> }>();

function apiCountries(shop: ShopContext): Promise<ApiCountry[]> {
  const key = shop.headers.store ?? '';
  const cached = countriesCache.get(key);
  if (cached && Date.now() - cached.at < COUNTRIES_TTL_MS) return cached.value;
  const value = requestGraphQL(AddressCountriesDocument, { scope: shop.headers }).then((result) =>
    (dataOrFail(result, 'countries', shop.website).countries ?? []).filter(
      (country): country is NonNullable<typeof country> => country != null,
    ),
  );
  countriesCache.set(key, { at: Date.now(), value });
  value.catch(() => {
    if (countriesCache.get(key)?.value === value) countriesCache.delete(key);
  });
  return value;
}

function websiteCountryIds(shop: ShopContext): string[] {
  const site = shop.websitesConfig.websites.find((item) => item.code === shop.website);
  return site?.website_regions.map((region) => region.country_id) ?? [];
}

/** The shopper's chosen shipping country: where a new address starts. */
export function selectedCountryId(shop: ShopContext): string {
  const site = shop.websitesConfig.websites.find((item) => item.code === shop.website);
  return (
    site?.website_regions.find((region) => region.code === shop.scope.displayRegion?.code)?.country_id ?? ''
  );
}

export async function loadCountryOptions(
  shop: ShopContext,
  locale: string,
  keep: readonly (string | null | undefined)[] = [],
): Promise<CountryOption[]> {
  const countries = await apiCountries(shop);
  const ids = countries.map((country) => country.id ?? '').filter(Boolean);
  return countryOptions(countries, {
    websiteCountryIds: websiteCountryIds(shop),
    keep,
    names: countryNames(ids, locale),
    locale,
  });
}
