// The data of the personalised listing and entry pages: one API call each, shaped for the cards.
import { data } from 'react-router';
import { backendHas } from '~/lib/backend.server';
import { PersonallyEntryDocument, PersonallyListingDocument } from '~/lib/graphql/generated';
import { type GraphQLClientError, requestGraphQL } from '~/lib/graphql.server';
import { throwIfSessionExpired } from '~/lib/graphql-errors.server';
import { productCardItems } from '~/lib/product-card-item';
import type { ShopContext } from '~/lib/shop/shop-context.server';
import {
  ENTRY_PAGE_SIZE,
  listingVariables,
  PERSONALLY_TYPES,
  type PersonallyParams,
  readPage,
} from './personally-url';

const KEY = /^[a-z0-9][a-z0-9_-]{0,254}$/;

/** A 404 for what does not exist (unknown type or key, a page past the last), else a 500. */
function fail(shop: ShopContext, operation: string, error: GraphQLClientError): never {
  throwIfSessionExpired(error, shop.website);
  if (
    error.kind === 'graphql' &&
    (error.category === 'graphql-no-such-entity' || error.category === 'graphql-input')
  ) {
    throw data({ messageKey: 'error.page_not_found' }, { status: 404 });
  }
  console.error(`API call ${operation} failed (${error.kind}): ${error.message}`);
  throw data({ messageKey: 'error.default' }, { status: 500 });
}

export async function loadPersonallyListing(shop: ShopContext, type: string, params: PersonallyParams) {
  if (!KEY.test(type)) throw data({ messageKey: 'error.page_not_found' }, { status: 404 });
  const result = await requestGraphQL(PersonallyListingDocument, {
    variables: listingVariables(type, params),
    scope: shop.headers,
  });
  if (!result.ok) fail(shop, 'personallyesListing', result.error);
  const listing = result.data.personallyesListing;
  if (!listing) throw data({ messageKey: 'error.page_not_found' }, { status: 404 });
  return {
    type,
    params,
    title: listing.plural_title ?? type,
    totalCount: listing.total_count,
    totalPages: listing.page_info?.total_pages ?? 1,
    aggregation: (listing.aggregation ?? []).flatMap((a) =>
      a
        ? [
            {
              id: a.filter_id,
              label: a.label ?? a.filter_id,
              options: (a.options ?? []).flatMap((o) => (o ? [o] : [])),
            },
          ]
        : [],
    ),
    entries: (listing.items ?? []).flatMap((e) => (e ? [e] : [])),
    seo: listing.seo ?? null,
  };
}

export type PersonallyListingData = Awaited<ReturnType<typeof loadPersonallyListing>>;
export type PersonallyEntryCard = PersonallyListingData['entries'][number];

export async function loadPersonallyEntry(
  shop: ShopContext,
  type: string,
  key: string,
  search: URLSearchParams,
) {
  if (!KEY.test(type) || !KEY.test(key)) throw data({ messageKey: 'error.page_not_found' }, { status: 404 });
  const page = readPage(search.get('p'));
  const result = await requestGraphQL(PersonallyEntryDocument, {
    variables: { type, key, pageSize: ENTRY_PAGE_SIZE, currentPage: page },
    scope: shop.headers,
  });
  if (!result.ok) fail(shop, 'personallyesEntry', result.error);
  const found = result.data.personallyesEntry;
  if (!found) throw data({ messageKey: 'error.page_not_found' }, { status: 404 });
  return {
    type,
    page,
    typeTitle: found.plural_title ?? type,
    anotherFormTitle: found.another_form_title ?? null,
    entry: found.entry,
    totalCount: found.total_count,
    totalPages: found.page_info?.total_pages ?? 1,
    products: productCardItems(found.products, shop.website, shop.storeConfig.product_url_suffix ?? ''),
    seo: found.seo ?? null,
  };
}

export type PersonallyEntryData = Awaited<ReturnType<typeof loadPersonallyEntry>>;

/**
 * The sitemap's personalised pages: each linked type's listing and its entries (300 a call; a type
 * the store has no entries of is left out).
 */
export async function personallySitemapPaths(
  scope: ShopContext['headers'],
): Promise<{ ok: true; paths: string[] } | { ok: false; error: GraphQLClientError }> {
  const paths: string[] = [];
  // A Magento backend has no personalised listings.
  if (!backendHas('personally')) return { ok: true, paths };
  for (const type of PERSONALLY_TYPES) {
    for (let page = 1; ; page += 1) {
      const result = await requestGraphQL(PersonallyListingDocument, {
        variables: { type, limit: 300, page },
        scope,
      });
      if (!result.ok) {
        if (result.error.kind === 'graphql' && result.error.category === 'graphql-no-such-entity') break;
        return { ok: false, error: result.error };
      }
      const listing = result.data.personallyesListing;
      if (page === 1) paths.push(`personally/${type}`);
      for (const entry of listing?.items ?? []) if (entry) paths.push(`personally/${type}/${entry.url_key}`);
      if (page >= (listing?.page_info?.total_pages ?? 1)) break;
    }
  }
  return { ok: true, paths };
}
