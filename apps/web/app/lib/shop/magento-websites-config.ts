// The websites' configuration on a Magento backend (issue 18 §3). Magento has no websitesConfig:
// the same view (websites-config.ts) is built from its standard answers — availableStores (one
// website's store views per Store header), and each store view's currency and countries
// (magento-stores.graphql; get-websites-config.server.ts asks). Pure, so it is unit-tested.
// - A website: its store views, the default first (Magento's default store of the default group),
//   then by sort order; its regions are the countries its default store view ships to (Magento's
//   allowed countries), by name, each a region whose code is the country's in lower case; a
//   country has no currency of its own there (`currency_code` null: the store view's default).
// - A store view: its code, name and locale; its default region is its default country; its
//   currencies are Magento's display default and, when there is more than one, the allowed ones.
// - Websites come in the storefront's order (WEBSITE_CODES, then the others by code); the default is
//   the website Magento answers without a Store header.
// - Magento cannot place an IP: region_by_location is what Atrium answers for an address it cannot
//   place either — the fallback website (int), its default store view and that view's region.
import type {
  MagentoStoreDirectoryQuery,
  MagentoStoresQuery,
  WebsitesConfigQuery,
} from '~/lib/graphql/generated';
import type { ListItem } from '~/lib/graphql/types';
import { FALLBACK_WEBSITE, WEBSITE_CODES } from './website-codes';

export type MagentoStore = ListItem<MagentoStoresQuery['availableStores']>;

export interface MagentoStoresAnswer {
  /** The website of the store views Magento lists without a Store header: its default website. */
  defaultWebsite: string | null;
  /** Every store view found, each once. */
  stores: MagentoStore[];
  /** Each store view's currencies and countries, by store code. */
  directories: Record<string, MagentoStoreDirectoryQuery | undefined>;
}

type ApiWebsitesConfig = WebsitesConfigQuery['websitesConfig'];
type ApiWebsite = NonNullable<ApiWebsitesConfig['websites'][number]>;
type ApiRegion = NonNullable<ApiWebsite['website_regions'][number]>;
type ApiStoreView = NonNullable<ApiWebsite['stores_view'][number]>;

function present<T>(items: readonly (T | null | undefined)[] | null | undefined): T[] {
  return (items ?? []).filter((item): item is T => item != null);
}

function websiteOrder(code: string): number {
  const index = (WEBSITE_CODES as readonly string[]).indexOf(code);
  return index >= 0 ? index : WEBSITE_CODES.length;
}

/** Magento's default store view of a website first, then by sort order and code. */
function byDefaultThenOrder(a: MagentoStore, b: MagentoStore): number {
  const rank = (store: MagentoStore) => (store.is_default_store && store.is_default_store_group ? 0 : 1);
  return (
    rank(a) - rank(b) ||
    (a.store_sort_order ?? 0) - (b.store_sort_order ?? 0) ||
    (a.store_code ?? '').localeCompare(b.store_code ?? '')
  );
}

function toStoreView(
  store: MagentoStore & { store_code: string },
  isDefault: boolean,
  directory?: MagentoStoreDirectoryQuery,
): ApiStoreView {
  const codes = present(directory?.currency?.available_currency_codes);
  const currency =
    directory?.currency?.default_display_currency_code ??
    store.default_display_currency_code ??
    codes[0] ??
    '';
  return {
    code: store.store_code,
    name: store.store_name || store.store_code,
    is_default: isDefault,
    locale: store.locale || 'en_US',
    default_region_code: store.default_country ? store.default_country.toLowerCase() : null,
    currencies: { default: currency, available: codes.length > 1 ? codes : [] },
  };
}

export function toMagentoWebsitesConfig(answer: MagentoStoresAnswer): ApiWebsitesConfig {
  const byWebsite = new Map<string, (MagentoStore & { store_code: string })[]>();
  for (const store of answer.stores) {
    const { website_code: website, store_code: code } = store;
    if (!website || !code) continue;
    byWebsite.set(website, [...(byWebsite.get(website) ?? []), { ...store, store_code: code }]);
  }
  const codes = [...byWebsite.keys()].sort((a, b) => websiteOrder(a) - websiteOrder(b) || a.localeCompare(b));
  const defaultWebsite =
    answer.defaultWebsite && byWebsite.has(answer.defaultWebsite) ? answer.defaultWebsite : codes[0];
  let regionId = 0;
  const websites = codes.map((code, index): ApiWebsite => {
    const stores = (byWebsite.get(code) ?? []).sort(byDefaultThenOrder);
    const countries = present(answer.directories[stores[0]?.store_code ?? '']?.countries).flatMap(
      (country) =>
        country.id
          ? [
              {
                id: country.id.toUpperCase(),
                name: country.full_name_locale || country.full_name_english || country.id,
              },
            ]
          : [],
    );
    countries.sort((a, b) => a.name.localeCompare(b.name));
    const regions = countries.map((country, position): ApiRegion => {
      regionId += 1;
      return {
        id: regionId,
        code: country.id.toLowerCase(),
        country_id: country.id,
        domain_code: code,
        name: country.name,
        position: (position + 1) * 10,
        currency_code: null,
      };
    });
    return {
      id: index + 1,
      code,
      name: stores[0]?.website_name || code,
      is_default: code === defaultWebsite,
      sort_order: (index + 1) * 10,
      website_regions: regions,
      stores_view: stores.map((store, position) =>
        toStoreView(store, position === 0, answer.directories[store.store_code]),
      ),
    };
  });
  const fallback =
    websites.find((site) => site.code === FALLBACK_WEBSITE) ??
    websites.find((site) => site.is_default) ??
    websites[0];
  const view = fallback?.stores_view[0];
  const region =
    fallback?.website_regions.find((item) => item?.code === view?.default_region_code) ??
    fallback?.website_regions[0];
  return {
    websites,
    region_by_location: {
      name: region?.name ?? '',
      region_code: region?.code ?? '',
      store_view_code: view?.code ?? '',
      website_code: fallback?.code ?? '',
    },
  };
}
