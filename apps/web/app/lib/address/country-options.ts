// The countries an address may use: the website's shipping countries (its website regions) as the
// API's `countries` query lists them with their regions, plus the country an edited address already
// has (accounts are shared by both websites, so an address may come from the other one). A country
// the API has no localised name for is dropped (spec §5). Country names are shown in the interface
// language, like everywhere else in the storefront; region names come from the API.
import type { AddressCountriesQuery } from '~/lib/graphql/generated';
import type { ListItem } from '~/lib/graphql/types';
import type { CountryOption, RegionOption } from './address-form';

export type ApiCountry = ListItem<AddressCountriesQuery['countries']>;

function regionsOf(country: ApiCountry): RegionOption[] {
  return (country.available_regions ?? []).flatMap((region) =>
    region?.id != null && region.name ? [{ id: region.id, code: region.code ?? '', name: region.name }] : [],
  );
}

export function countryOptions(
  apiCountries: readonly (ApiCountry | null)[],
  options: {
    websiteCountryIds: readonly string[];
    keep?: readonly (string | null | undefined)[];
    /** Names in the interface language, by country id; the API's name where one is missing. */
    names?: Readonly<Record<string, string>>;
    locale?: string;
  },
): CountryOption[] {
  const wanted = new Set([
    ...options.websiteCountryIds,
    ...(options.keep ?? []).filter((id): id is string => Boolean(id)),
  ]);
  const collator = new Intl.Collator(options.locale ?? 'en');
  return apiCountries
    .flatMap((country) => {
      if (!country?.id || !country.full_name_locale || !wanted.has(country.id)) return [];
      const name = options.names?.[country.id] ?? country.full_name_locale;
      return [{ id: country.id, name, regions: regionsOf(country) }];
    })
    .sort((a, b) => collator.compare(a.name, b.name));
}
