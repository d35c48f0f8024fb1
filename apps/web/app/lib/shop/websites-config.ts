// websitesConfig (websites-config.graphql) as the rest of the storefront reads it: null list
// entries, which GraphQL allows, are dropped here, and websites and their regions come in their
// sort order, so no other module deals with either.
import type { WebsitesConfigQuery } from '~/lib/graphql/generated';
import type { ListItem } from '~/lib/graphql/types';

type ApiWebsitesConfig = WebsitesConfigQuery['websitesConfig'];
type ApiWebsite = ListItem<ApiWebsitesConfig['websites']>;
type ApiStoreView = ListItem<ApiWebsite['stores_view']>;

export type WebsiteRegion = ListItem<ApiWebsite['website_regions']>;
export type StoreView = Omit<ApiStoreView, 'currencies'> & {
  currencies: { default: string; available: string[] };
};
export type Website = Omit<ApiWebsite, 'website_regions' | 'stores_view'> & {
  website_regions: WebsiteRegion[];
  stores_view: StoreView[];
};
export type RegionByLocation = ApiWebsitesConfig['region_by_location'];

export interface WebsitesConfig {
  websites: Website[];
  region_by_location: RegionByLocation;
}

function present<T>(items: readonly (T | null | undefined)[]): T[] {
  return items.filter((item): item is T => item != null);
}

function toStoreView(view: ApiStoreView): StoreView {
  return { ...view, currencies: { ...view.currencies, available: present(view.currencies.available) } };
}

function toWebsite(site: ApiWebsite): Website {
  return {
    ...site,
    website_regions: present(site.website_regions).sort((a, b) => a.position - b.position),
    stores_view: present(site.stores_view).map(toStoreView),
  };
}

export function toWebsitesConfig(config: ApiWebsitesConfig): WebsitesConfig {
  return {
    websites: present(config.websites)
      .map(toWebsite)
      .sort((a, b) => a.sort_order - b.sort_order),
    region_by_location: config.region_by_location,
  };
}
