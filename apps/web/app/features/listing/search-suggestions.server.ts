// The search box's suggestions (GET /{website}/catalogsearch/suggest?q=): the first products of the
// API's full-text search and the categories whose name contains the term, in one API request
// (search-suggestions.graphql). The browser asks the storefront, never the API.
import { type PriceRangeFragment, SearchSuggestionsDocument } from '~/lib/graphql/generated';
import { requestGraphQL } from '~/lib/graphql.server';
import type { ShopContext } from '~/lib/shop/shop-context.server';
import { MAX_QUERY_LENGTH } from './search-page.server';
import { SUGGEST_MIN_LENGTH } from './suggestion-keys';

export const SUGGESTED_PRODUCTS = 5;
export const SUGGESTED_CATEGORIES = 3;
/** The API's category search needs a term of 3 characters or more (Magento's match filter). */
const CATEGORY_MATCH_MIN_LENGTH = 3;

export interface SuggestedProduct {
  uid: string;
  name: string;
  href: string;
  image: { url: string; label: string } | null;
  price: PriceRangeFragment;
}

export interface SuggestedCategory {
  uid: string;
  name: string;
  href: string;
  /** The names of its parents, for "Sofas in Living room". */
  parents: string[];
  productCount: number | null;
}

export interface SearchSuggestions {
  term: string;
  products: SuggestedProduct[];
  categories: SuggestedCategory[];
  /** How many products the full results page lists. */
  total: number;
}

export function suggestionTerm(raw: string | null): string {
  return (raw ?? '').trim().slice(0, MAX_QUERY_LENGTH);
}

/** Null when the term is too short to suggest anything or the API failed (the box just stays quiet). */
export async function loadSearchSuggestions(
  shop: ShopContext,
  term: string,
): Promise<SearchSuggestions | null> {
  if (term.length < SUGGEST_MIN_LENGTH) return null;
  const result = await requestGraphQL(SearchSuggestionsDocument, {
    scope: shop.headers,
    variables: {
      search: term,
      productCount: SUGGESTED_PRODUCTS,
      categoryCount: SUGGESTED_CATEGORIES,
      withCategories: term.length >= CATEGORY_MATCH_MIN_LENGTH,
    },
  });
  if (!result.ok) {
    console.error(`API call SearchSuggestions failed (${result.error.kind}): ${result.error.message}`);
    return null;
  }
  const { products, categories } = result.data;
  const productSuffix = shop.storeConfig.product_url_suffix ?? '';
  const categorySuffix = shop.storeConfig.category_url_suffix ?? '';
  return {
    term,
    total: products?.total_count ?? 0,
    products: (products?.items ?? []).flatMap((product) =>
      product?.url_key
        ? [
            {
              uid: product.uid,
              name: product.name ?? '',
              href: `/${shop.website}/${product.url_key}${product.url_suffix ?? productSuffix}`,
              image: product.small_image?.url
                ? { url: product.small_image.url, label: product.small_image.label ?? product.name ?? '' }
                : null,
              price: product.price_range,
            },
          ]
        : [],
    ),
    categories: (categories?.items ?? []).flatMap((category) =>
      category?.url_path && category.name
        ? [
            {
              uid: category.uid,
              name: category.name,
              href: `/${shop.website}/${category.url_path}${category.url_suffix ?? categorySuffix}`,
              parents: (category.breadcrumbs ?? []).flatMap((crumb) =>
                crumb?.category_name ? [crumb.category_name] : [],
              ),
              productCount: category.product_count ?? null,
            },
          ]
        : [],
    ),
  };
}
