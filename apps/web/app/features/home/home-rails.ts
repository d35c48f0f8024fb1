// The home page's product rails from the API's answer: which rails to show, in which order, and
// each card's link. Pure, so the shaping is unit-tested without a server.
import type { HomeRailProductFragment, HomeRailsQuery, PriceRangeFragment } from '~/lib/graphql/generated';

export const RAIL_KEYS = ['new', 'most_viewed', 'on_sale'] as const;
export type RailKey = (typeof RAIL_KEYS)[number];

export interface RailProduct {
  uid: string;
  name: string;
  href: string;
  image: { url: string; label: string } | null;
  price: PriceRangeFragment;
}

export interface Rail {
  key: RailKey;
  products: RailProduct[];
}

type Maybe<T> = T | null | undefined;

function toProducts(items: Maybe<Maybe<HomeRailProductFragment>[]>, website: string, suffix: string) {
  return (items ?? []).flatMap((item): RailProduct[] =>
    item?.url_key
      ? [
          {
            uid: item.uid,
            name: item.name ?? '',
            href: `/${website}/${item.url_key}${item.url_suffix ?? suffix}`,
            image: item.small_image?.url
              ? { url: item.small_image.url, label: item.small_image.label || item.name || '' }
              : null,
            price: item.price_range,
          },
        ]
      : [],
  );
}

/**
 * The rails that have products, in the page's order (new, most viewed, on sale). `data` may be a
 * partial answer: a rail whose field failed is left out and the others still show.
 */
export function toRails(
  data: Maybe<Partial<HomeRailsQuery>>,
  website: string,
  productUrlSuffix = '',
): Rail[] {
  const mostViewed = data?.mostViewed?.items?.find((group) => (group?.items?.length ?? 0) > 0);
  const sources: Record<RailKey, Maybe<Maybe<HomeRailProductFragment>[]>> = {
    new: data?.newest?.items,
    most_viewed: mostViewed?.items,
    on_sale: data?.onSale?.items,
  };
  return RAIL_KEYS.map((key) => ({
    key,
    products: toProducts(sources[key], website, productUrlSuffix),
  })).filter((rail) => rail.products.length > 0);
}
