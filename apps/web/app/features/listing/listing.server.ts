// One listing page (category or search results) from the URL query: the API's filter and sort
// fields, then the page of products with its aggregations, and for each active filter the facets
// computed without that filter. Everything the page shows is decided here, on the server.
import { data, redirect } from 'react-router';
import {
  type ListingAggregationFragment,
  ListingFacetsDocument,
  ListingInputsDocument,
  ListingProductsDocument,
} from '~/lib/graphql/generated';
import { type GraphQLClientError, requestGraphQL } from '~/lib/graphql.server';
import { throwIfSessionExpired } from '~/lib/graphql-errors.server';
import { type ProductCardItem, productCardItems } from '~/lib/product-card-item';
import type { ShopContext } from '~/lib/shop/shop-context.server';
import { activeChips, buildFacets, missingSelections } from './facets';
import {
  type FilterField,
  IGNORED_FILTER_CODES,
  listingHref,
  type ProductFilterInput,
  readFilters,
  readMode,
  readPage,
  readPageSize,
  readSort,
  toFilterInput,
  withPage,
} from './listing-url';

interface ListingInputs {
  filterFields: FilterField[];
  sortFields: string[];
}

const INPUTS_TTL_MS = 60_000;
let inputsCache: { at: number; value: Promise<ListingInputs> } | undefined;

const KIND_OF_INPUT: Record<string, FilterField['kind']> = {
  FilterEqualTypeInput: 'equal',
  FilterRangeTypeInput: 'range',
};

async function fetchListingInputs(shop: ShopContext): Promise<ListingInputs> {
  const result = await requestGraphQL(ListingInputsDocument, { scope: shop.headers });
  if (!result.ok) failListing('ListingInputs', result.error, shop.website);
  const filterFields = (result.data.filterInput?.inputFields ?? []).flatMap((field) => {
    const kind = KIND_OF_INPUT[field.type?.name ?? ''];
    return kind ? [{ code: field.name, kind }] : [];
  });
  const sortFields = (result.data.sortInput?.inputFields ?? []).map((field) => field.name);
  return { filterFields, sortFields };
}

/** The input types change only when attributes do; one look-up a minute is plenty. */
function listingInputs(shop: ShopContext): Promise<ListingInputs> {
  const now = Date.now();
  if (!inputsCache || now - inputsCache.at > INPUTS_TTL_MS) {
    const value = fetchListingInputs(shop);
    inputsCache = { at: now, value };
    value.catch(() => {
      if (inputsCache?.value === value) inputsCache = undefined;
    });
  }
  return inputsCache.value;
}

/** Spec §8: an authorization error logs out; any other failure is the error page with its message. */
function failListing(operation: string, error: GraphQLClientError, website: string): never {
  throwIfSessionExpired(error, website);
  console.error(`API call ${operation} failed (${error.kind}): ${error.message}`);
  const message = error.kind === 'graphql' ? error.message : undefined;
  throw data(message ? { message } : { messageKey: 'error.default' }, { status: 500 });
}

/** Magento: "currentPage value 5 specified is greater than the 2 page(s) available." */
const PAGE_TOO_HIGH = /greater than the (\d+) page\(s\) available/;

export interface ListingOptions {
  request: Request;
  shop: ShopContext;
  /** Filters of the page itself (the category), merged under the shopper's. */
  defaults?: ProductFilterInput;
  search?: string;
  /** The default sort field (category default_sort_by, relevance for search). */
  defaultSort: string;
  /** Codes this page never offers as facets. */
  hiddenFacets?: readonly string[];
  /** Sort fields not offered on this page (relevance outside search). */
  hiddenSorts?: readonly string[];
}

/** A product card of the listing. */
export type ListingItem = ProductCardItem;

export async function loadListing(options: ListingOptions) {
  const { request, shop, search } = options;
  const url = new URL(request.url);
  const params = url.searchParams;
  const inputs = await listingInputs(shop);
  const ignored = [...IGNORED_FILTER_CODES, ...(options.hiddenFacets ?? [])];
  const active = readFilters(params, inputs.filterFields, ignored);
  const knownSorts = inputs.sortFields.filter((field) => !(options.hiddenSorts ?? []).includes(field));
  const defaultSort = knownSorts.includes(options.defaultSort)
    ? options.defaultSort
    : (knownSorts[0] ?? 'position');
  const sort = readSort(params, knownSorts, defaultSort);
  const mode = readMode(params, shop.storeConfig.list_mode);
  const pageSize = readPageSize(params, mode.mode, shop.storeConfig);
  const page = readPage(params);
  const defaults = options.defaults ?? {};
  const childrenOnly = Boolean(defaults.category_uid);
  const searchVariable = search ? { search } : {};

  const productsRequest = requestGraphQL(ListingProductsDocument, {
    scope: shop.headers,
    variables: {
      ...searchVariable,
      filter: toFilterInput(active, defaults),
      pageSize: pageSize.size,
      currentPage: page,
      sort: { [sort.field]: sort.direction },
      childrenOnly,
    },
  });
  // Disjunctive facets: each active filter's options as if it were not applied yet.
  const facetRequests = active.map(async (filter) => {
    const others = active.filter((item) => item !== filter);
    const result = await requestGraphQL(ListingFacetsDocument, {
      scope: shop.headers,
      variables: { ...searchVariable, filter: toFilterInput(others, defaults), childrenOnly },
    });
    if (!result.ok) {
      // The page still works with the facets of the main query; the failure is logged.
      console.error(`API call ListingFacets failed (${result.error.kind}): ${result.error.message}`);
      return [filter.code, undefined] as const;
    }
    const own = result.data.products?.aggregations?.find((item) => item?.attribute_code === filter.code);
    return [filter.code, own] as const;
  });

  const [result, ownResults] = await Promise.all([productsRequest, Promise.all(facetRequests)]);
  if (!result.ok) {
    const tooHigh = result.error.kind === 'graphql' ? PAGE_TOO_HIGH.exec(result.error.message) : null;
    if (tooHigh) throw redirect(listingHref(url.pathname, withPage(params, Number(tooHigh[1]))));
    failListing('ListingProducts', result.error, shop.website);
  }
  const ownAggregations = new Map<string, ListingAggregationFragment>();
  for (const [code, aggregation] of ownResults) {
    if (aggregation) ownAggregations.set(code, aggregation);
  }

  const products = result.data.products;
  const totalCount = products?.total_count ?? 0;
  const aggregations = products?.aggregations ?? [];
  // Rare: a selected value nothing matches any more; the page's unfiltered facets still name it.
  let fallbackAggregations: (ListingAggregationFragment | null)[] = [];
  if (missingSelections(aggregations, ownAggregations, active).length > 0) {
    const fallback = await requestGraphQL(ListingFacetsDocument, {
      scope: shop.headers,
      variables: { ...searchVariable, filter: defaults, childrenOnly },
    });
    if (fallback.ok) fallbackAggregations = fallback.data.products?.aggregations ?? [];
  }
  const facets = buildFacets({
    aggregations,
    ownAggregations,
    fields: inputs.filterFields,
    active,
    totalCount,
    ignored,
    fallbackAggregations,
  });
  const sortOptions = (products?.sort_fields?.options ?? []).flatMap((option) =>
    option?.value && knownSorts.includes(option.value)
      ? [{ value: option.value, label: option.label ?? option.value }]
      : [],
  );
  if (
    search &&
    knownSorts.includes('relevance') &&
    !sortOptions.some((option) => option.value === 'relevance')
  ) {
    sortOptions.unshift({ value: 'relevance', label: '' });
  }
  const items = productCardItems(products?.items, shop.website, shop.storeConfig.product_url_suffix ?? '');

  return {
    items,
    totalCount,
    page: products?.page_info?.current_page ?? page,
    totalPages: products?.page_info?.total_pages ?? 0,
    sort: { ...sort, defaultField: defaultSort, options: sortOptions },
    mode,
    pageSize,
    facets,
    chips: activeChips(active, facets),
    filterCodes: inputs.filterFields.map((field) => field.code),
    currency: shop.currency?.current_display_currency_code ?? shop.currency?.base_currency_code ?? null,
  };
}

export type ListingData = Awaited<ReturnType<typeof loadListing>>;
