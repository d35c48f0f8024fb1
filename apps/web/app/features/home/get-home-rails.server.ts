// The home page's product rails: one GraphQL document for the three of them (one round trip).
// They are secondary to the page: a failing rail is logged and left out, the others still show
// (a partial answer keeps the fields that did resolve), and the page renders without any.
// Like the rest of the home page's data they are not cached here: the API answers the two
// listings from its listing result cache (decision 0006) and the most viewed block from one query.
// The three need Atrium's API (its news_from_date sort, on_sale filter and most-viewed block; Magento
// 2.4.7 sorts only by name, position, price and relevance): a Magento backend shows none.

import { backendHas } from '~/lib/backend.server';
import { HomeRailsDocument, type HomeRailsQuery } from '~/lib/graphql/generated';
import { requestGraphQL } from '~/lib/graphql.server';
import { reportApiError } from '~/lib/graphql-errors.server';
import type { ShopContext } from '~/lib/shop/shop-context.server';
import { type Rail, toRails } from './home-rails';

/** Products per rail: two screens of a desktop row. */
export const RAIL_SIZE = 10;

export async function loadHomeRails(shop: ShopContext): Promise<Rail[]> {
  if (!backendHas('productRails')) return [];
  const result = await requestGraphQL(HomeRailsDocument, {
    variables: { pageSize: RAIL_SIZE },
    scope: shop.headers,
  });
  const suffix = shop.storeConfig.product_url_suffix ?? '';
  if (result.ok) return toRails(result.data, shop.website, suffix);
  reportApiError('HomeRails', result.error, shop.website);
  const partial =
    result.error.kind === 'graphql' ? (result.error.partialData as Partial<HomeRailsQuery>) : null;
  return toRails(partial, shop.website, suffix);
}
