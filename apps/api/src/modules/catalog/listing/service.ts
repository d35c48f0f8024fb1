// Magento's `products` query: input checks, filters → listing criteria, sort, paging and the
// layered-navigation aggregations (price buckets, categories, filterable attributes).
import { currencyInfo } from '@atrium/money';
import { Decimal } from 'decimal.js';
import type {
  AggregationsFilterInput,
  FilterEqualTypeInput,
  FilterMatchTypeInput,
  FilterRangeTypeInput,
  QueryProductsArgs,
  RequireFields,
} from '../../../generated/resolvers-types.ts';
import type { RequestContext } from '../../../shared/context.ts';
import { inputError } from '../../../shared/errors.ts';
import { categoryIndex, decodeUid, encodeUid } from '../category-service.ts';
import { type CacheScope, cached, cacheScope } from './cache.ts';
import { type SearchLanguage, searchLanguage, searchWords, tsQueryText } from './language.ts';
import {
  type AttributeRow,
  countListing,
  type Display,
  type FacetCounts,
  facetCounts,
  type ListingCriteria,
  loadAttributes,
  type OptionRow,
  optionCounts,
  pageListing,
  priceHistogram,
  productIdsBySku,
  productIdsByUrlKey,
  type SortField,
  type SortKey,
} from './store.ts';

/** The arguments of `products` (and of `getOurProjectCollection`), their defaults applied. */
export type ProductsArgs = RequireFields<QueryProductsArgs, 'currentPage' | 'pageSize'>;

/** The filter inputs that are not attributes with options. */
const TEXT_FILTERS: Record<string, string> = { name: 'A', short_description: 'B', description: 'C' };
const BUILT_IN = new Set([
  'category_id',
  'category_uid',
  'category_url_path',
  'price',
  'sku',
  'url_key',
  'on_sale',
  ...Object.keys(TEXT_FILTERS),
]);
/** Spec §9: these never become aggregations (filters on them still narrow the results). */
const NOT_AGGREGATED = new Set(['description', 'name', 'short_description', 'category_id']);

const LABELS: Record<string, Record<string, string>> = {
  // "Position" is the back office's word for the merchandised order; shoppers read "Recommended".
  en: { position: 'Recommended', name: 'Product Name', price: 'Price', category: 'Category' },
  ru: { position: 'Рекомендуемые', name: 'Название', price: 'Цена', category: 'Категория' },
  es: { position: 'Recomendados', name: 'Nombre', price: 'Precio', category: 'Categoría' },
};
const label = (ctx: RequestContext, key: string) =>
  (LABELS[ctx.locale.slice(0, 2)] ?? LABELS.en)?.[key] ?? LABELS.en![key]!;

export interface Listing {
  ctx: RequestContext;
  criteria: ListingCriteria;
  /** The single category the filter names, for position order and direct-children facets. */
  category: number | null;
  searching: boolean;
  sort: SortKey[];
  pageSize: number;
  currentPage: number;
  total: number;
  attributes: AttributeRow[];
  options: OptionRow[];
  display: Display;
  /** The one-pass counts of the listing, made with the count when aggregations are asked for. */
  facets: FacetCounts | null;
  /** The listing result cache of this request (catalogue version and day), null without one. */
  cache: CacheScope | null;
}

function equalValues(f: FilterEqualTypeInput | null | undefined): string[] | undefined {
  if (!f) return undefined;
  if (f.eq != null) return [f.eq];
  if (f.in) return f.in.filter((v): v is string => v != null);
  return undefined;
}

const toInt = (v: string) => (/^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : null);
const ints = (values: string[]) => values.map(toInt).filter((v): v is number => v !== null);

function decimal(v: string | null | undefined): Decimal | undefined {
  if (v == null || v.trim() === '') return undefined;
  try {
    const d = new Decimal(v.trim());
    return d.isFinite() ? d : undefined;
  } catch {
    return undefined;
  }
}

export function storeLabel(labels: Record<string, string>, storeId: number): string | null {
  return labels[String(storeId)] ?? labels['0'] ?? null;
}

/** `on_sale: {eq: "1"}` (or "0", or `in` both): the wanted flag, undefined when both are wanted. */
function onSaleFilter(values: string[]): boolean | undefined {
  const flags = new Set(values.map((v) => v.trim()));
  for (const v of flags) {
    if (v !== '0' && v !== '1')
      throw inputError(`Invalid value "${v}" of the on_sale filter: use "1" or "0".`);
  }
  return flags.size === 1 ? flags.has('1') : undefined;
}

async function buildCriteria(
  ctx: RequestContext,
  args: ProductsArgs,
  attributes: AttributeRow[],
  options: OptionRow[],
): Promise<{ criteria: ListingCriteria; category: number | null }> {
  const language: SearchLanguage = searchLanguage(ctx.locale);
  const searching = args.search != null;
  const criteria: ListingCriteria = {
    storeId: ctx.store.id,
    language,
    visibility: searching ? 'search' : 'catalog',
    options: new Map(),
    textMatches: [],
    productIds: [],
  };
  const text = args.search?.trim() ?? '';
  if (text !== '') {
    const words = searchWords(text);
    criteria.search = {
      tsQuery: words.length > 0 ? tsQueryText(words, { prefix: true }) : null,
      skuProductIds: await productIdsBySku(ctx.db, [text], true),
    };
  }

  const filter = args.filter ?? {};
  const f = filter as Record<string, FilterEqualTypeInput & FilterMatchTypeInput & FilterRangeTypeInput>;
  if (f.category_id && f.category_uid) {
    throw inputError("`category_id` and `category_uid` can't be used at the same time");
  }
  const categoryGroups: number[][] = [];
  const ids = equalValues(f.category_id);
  if (ids) categoryGroups.push(ints(ids));
  const uids = equalValues(f.category_uid);
  if (uids) categoryGroups.push(ints(uids.map(decodeUid)));
  const paths = equalValues(f.category_url_path);
  if (paths) {
    const index = await categoryIndex(ctx);
    categoryGroups.push(
      [...index.byId.values()].filter((c) => c.urlPath && paths.includes(c.urlPath)).map((c) => c.id),
    );
  }
  // Several category inputs must all hold: keep the categories common to them.
  if (categoryGroups.length > 0) {
    criteria.categoryIds = categoryGroups.reduce((a, b) => a.filter((id) => b.includes(id)));
  }

  const price = f.price;
  if (price) {
    const from = decimal(price.from);
    const to = decimal(price.to);
    if (from || to) {
      criteria.price = {
        from,
        to,
        rate: ctx.currency.rate,
        digits: currencyInfo(ctx.currency.display)?.decimalDigits ?? 2,
      };
    }
  }

  for (const [code, weight] of Object.entries(TEXT_FILTERS)) {
    const match = f[code]?.match;
    if (match == null) continue;
    const words = searchWords(match);
    if (words.length === 0) continue;
    criteria.textMatches.push(
      tsQueryText(words, { prefix: f[code]?.match_type !== 'FULL', weights: weight }),
    );
  }

  const skus = equalValues(f.sku);
  if (skus) criteria.productIds.push(await productIdsBySku(ctx.db, skus, false));
  const urlKeys = equalValues(f.url_key);
  if (urlKeys) criteria.productIds.push(await productIdsByUrlKey(ctx.db, urlKeys));

  for (const [code, input] of Object.entries(filter)) {
    if (BUILT_IN.has(code)) continue;
    const values = equalValues(input as FilterEqualTypeInput);
    if (!values) continue;
    const attr = attributes.find((a) => a.code === code);
    const own = new Set(options.filter((o) => o.attributeId === attr?.id).map((o) => o.id));
    criteria.options.set(
      code,
      ints(values).filter((id) => own.has(id)),
    );
  }

  const onSale = equalValues(f.on_sale);
  if (onSale) criteria.onSale = onSaleFilter(onSale);

  const category = criteria.categoryIds?.length === 1 ? criteria.categoryIds[0]! : null;
  return { criteria, category };
}

function sortKeys(args: ProductsArgs, order: string[], searching: boolean): SortKey[] {
  const keys: SortKey[] = [];
  for (const field of order) {
    const direction = args.sort?.[field as SortField];
    if (direction) keys.push({ field: field as SortField, direction });
  }
  if (keys.length > 0) return keys;
  return searching ? [{ field: 'relevance', direction: 'DESC' }] : [{ field: 'position', direction: 'ASC' }];
}

/**
 * Checks the arguments as Magento does, counts the matching products and checks the page.
 * `sortOrder` is the order the sort fields were written in (Magento applies them in order).
 */
export async function findProducts(
  ctx: RequestContext,
  args: ProductsArgs,
  sortOrder: string[],
  withAggregations: boolean,
): Promise<Listing> {
  if (args.currentPage < 1) throw inputError('currentPage value must be greater than 0.');
  if (args.pageSize < 1) throw inputError('pageSize value must be greater than 0.');
  if (args.search == null && args.filter == null) {
    throw inputError("'search' or 'filter' input argument is required.");
  }
  const cache = await cacheScope(ctx);
  const { attributes, options } = await cached(cache, 'attributes', [], () => loadAttributes(ctx.db));
  const { criteria, category } = await buildCriteria(ctx, args, attributes, options);
  const display: Display = {
    rate: ctx.currency.rate,
    digits: currencyInfo(ctx.currency.display)?.decimalDigits ?? 2,
  };
  // With aggregations, one pass over the matching rows counts them and all facets at once.
  const facets = withAggregations
    ? await cached(cache, 'facets', [criteria, display], () => facetCounts(ctx.db, criteria, display))
    : null;
  const total = facets
    ? facets.total
    : await cached(cache, 'count', [criteria], () => countListing(ctx.db, criteria));
  const pages = Math.ceil(total / args.pageSize);
  if (total > 0 && args.currentPage > pages) {
    throw inputError(
      `currentPage value ${args.currentPage} specified is greater than the ${pages} page(s) available.`,
    );
  }
  const searching = criteria.search !== undefined;
  return {
    ctx,
    criteria,
    category,
    searching: args.search != null,
    sort: sortKeys(args, sortOrder, searching),
    pageSize: args.pageSize,
    currentPage: args.currentPage,
    total,
    attributes,
    options,
    display,
    facets,
    cache,
  };
}

export function pageInfo(listing: Listing) {
  return {
    current_page: listing.currentPage,
    page_size: listing.pageSize,
    total_pages: Math.ceil(listing.total / listing.pageSize),
  };
}

export async function listingItems(listing: Listing) {
  if (listing.total === 0) return [];
  const { criteria, sort, category, pageSize } = listing;
  const offset = (listing.currentPage - 1) * pageSize;
  const page = await cached(listing.cache, 'page', [criteria, sort, category, pageSize, offset], () =>
    pageListing(listing.ctx.db, criteria, sort, category, pageSize, offset),
  );
  // copies: the resolvers of the items get objects of their own, the cached page stays as it was
  return page.map((p) => ({ ...p }));
}

export function sortFields(listing: Listing, sortable: Set<string>) {
  const { ctx } = listing;
  const storeId = ctx.store.id;
  const options = [
    { label: label(ctx, 'position'), value: 'position' },
    { label: label(ctx, 'name'), value: 'name' },
    { label: label(ctx, 'price'), value: 'price' },
  ];
  for (const a of listing.attributes) {
    if (a.usedForSortBy && sortable.has(a.code) && !options.some((o) => o.value === a.code)) {
      options.push({ label: storeLabel(a.labels, storeId) ?? a.code, value: a.code });
    }
  }
  return { default: ctx.config.get('catalog/frontend/default_sort_by') ?? 'position', options };
}

export interface AggregationOutput {
  attribute_code: string;
  count: number;
  label: string | null;
  options: { label: string | null; value: string; count: number; color_hex_code: string | null }[];
  position: number;
  additional_info: { type: string; position: number };
}

/**
 * Magento's automatic price ranges (Framework/Search/Dynamic/Algorithm/Auto): range =
 * 10^(digits(floor(max)) − i) for i = 1, 2… until there are two buckets or the range is 10;
 * bucket k holds display prices in [k·range, (k+1)·range).
 */
async function priceAggregation(
  listing: Listing,
  stats: FacetCounts,
  priceAttr: AttributeRow | undefined,
): Promise<AggregationOutput | null> {
  const { ctx, criteria, display } = listing;
  if (stats.maxPrice === null) return null;
  const magnitude = stats.maxPrice.floor().toFixed(0).length;
  let index = 1;
  let range: number;
  let buckets: { bucket: number; count: number }[];
  do {
    range = 10 ** (magnitude - index);
    if (range >= 10) {
      // coarser buckets from the pass's buckets of 10
      const merged = new Map<number, number>();
      for (const [k, n] of stats.prices) {
        const bucket = Math.floor(k / (range / 10));
        merged.set(bucket, (merged.get(bucket) ?? 0) + n);
      }
      buckets = [...merged].sort((a, b) => a[0] - b[0]).map(([bucket, count]) => ({ bucket, count }));
    } else {
      const r = range;
      buckets = await cached(listing.cache, 'histogram', [criteria, display, r], () =>
        priceHistogram(ctx.db, criteria, display.rate, display.digits, r),
      );
    }
    index++;
  } while (range > 10 && buckets.length < 2);
  const position = priceAttr?.position ?? 0;
  return {
    attribute_code: 'price',
    count: buckets.length,
    label: (priceAttr && storeLabel(priceAttr.labels, ctx.store.id)) ?? label(ctx, 'price'),
    options: buckets.map(({ bucket, count }) => {
      const from = bucket * range;
      const to = (bucket + 1) * range;
      return { label: `${from}-${to}`, value: `${from}_${to}`, count, color_hex_code: null };
    }),
    position,
    additional_info: { type: priceAttr?.filterGroup ?? 'range', position },
  };
}

async function categoryAggregation(
  listing: Listing,
  counts: Map<number, number>,
  directChildrenOnly: boolean,
): Promise<AggregationOutput | null> {
  const { ctx } = listing;
  const index = await categoryIndex(ctx);
  const ordered: number[] = [];
  const walk = (id: number) => {
    for (const child of index.children.get(id) ?? []) {
      ordered.push(child.id);
      walk(child.id);
    }
  };
  if (directChildrenOnly) {
    ordered.push(...(index.children.get(listing.category ?? index.rootId) ?? []).map((c) => c.id));
  } else walk(index.rootId);
  const options = ordered
    .filter((id) => (counts.get(id) ?? 0) > 0)
    .map((id) => ({
      label: index.byId.get(id)?.name ?? null,
      value: encodeUid(id),
      count: counts.get(id) ?? 0,
      color_hex_code: null,
    }));
  if (options.length === 0) return null;
  return {
    attribute_code: 'category_uid',
    count: options.length,
    label: label(ctx, 'category'),
    options,
    position: 0,
    additional_info: { type: 'main', position: 0 },
  };
}

const HEX = /^#[0-9a-f]{3}([0-9a-f]{3})?$/i;

export async function listingAggregations(
  listing: Listing,
  filter: AggregationsFilterInput | null | undefined,
): Promise<AggregationOutput[]> {
  if (listing.total === 0) return [];
  const { ctx, criteria } = listing;
  const storeId = ctx.store.id;
  const filterable = listing.attributes.filter(
    (a) =>
      (listing.searching ? a.isFilterableInSearch : a.isFilterable) &&
      a.frontendInput !== 'price' &&
      !NOT_AGGREGATED.has(a.code),
  );
  const priceAttr = listing.attributes.find((a) => a.code === 'price');
  const showPrice = priceAttr
    ? listing.searching
      ? priceAttr.isFilterableInSearch
      : priceAttr.isFilterable
    : true;

  // One pass for every attribute that has no filter of its own (and for the categories);
  // an attribute with a filter is counted without it, so its other options stay selectable.
  const { cache, display } = listing;
  const base =
    listing.facets ??
    (await cached(cache, 'facets', [criteria, display], () => facetCounts(ctx.db, criteria, display)));
  // A chosen price range leaves the other buckets visible: price is counted without it.
  const priceStats = criteria.price
    ? await cached(cache, 'price-facets', [criteria, display], () =>
        facetCounts(ctx.db, criteria, display, { price: true }, false),
      )
    : base;
  const own: (readonly [string, Map<number, number>])[] = [];
  for (const a of filterable) {
    if (!criteria.options.has(a.code)) continue;
    const ids = listing.options.filter((o) => o.attributeId === a.id).map((o) => o.id);
    own.push([
      a.code,
      await cached(cache, 'option-counts', [criteria, a.code, ids], () =>
        optionCounts(ctx.db, criteria, a.code, ids),
      ),
    ]);
  }
  const price = showPrice ? await priceAggregation(listing, priceStats, priceAttr) : null;
  const ownCounts = new Map(own);

  const result: AggregationOutput[] = [];
  const category = await categoryAggregation(
    listing,
    base.categories,
    filter?.category?.includeDirectChildrenOnly === true,
  );
  if (category) result.push(category);

  const ranked: AggregationOutput[] = [];
  if (price) ranked.push(price);
  for (const a of filterable) {
    const counts = ownCounts.get(a.code) ?? base.options;
    const options = listing.options
      .filter((o) => o.attributeId === a.id && (counts.get(o.id) ?? 0) > 0)
      .map((o) => ({
        label: storeLabel(o.labels, storeId),
        value: String(o.id),
        count: counts.get(o.id) ?? 0,
        color_hex_code:
          a.swatchType === 'visual' && o.swatchValue && HEX.test(o.swatchValue) ? o.swatchValue : null,
      }));
    if (options.length === 0) continue;
    ranked.push({
      attribute_code: a.code,
      count: options.length,
      label: storeLabel(a.labels, storeId) ?? a.code,
      options,
      position: a.position,
      additional_info: { type: a.filterGroup, position: a.position },
    });
  }
  ranked.sort((x, y) => x.position - y.position);
  return [...result, ...ranked];
}
