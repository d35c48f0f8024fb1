// The per-request product loader: every product field asks it for data by product id, and ids asked
// for in the same tick are loaded together (DataLoader's batching), so a page of 20 configurable
// products with their variants costs a fixed handful of queries, never one per product.
import type { Db } from '../../../db/client.ts';
import { BatchLoader } from '../../../shared/batch-loader.ts';
import type { RequestContext } from '../../../shared/context.ts';
import { fixedProductTaxesEnabled } from '../../store/index.ts';
import { cacheScope } from '../listing/cache.ts';
import type { StoreLabels } from '../product-tables.ts';
import type {
  BundleOptionRow,
  BundleRow,
  BundleSelectionRow,
  FileRow,
  FixedTaxRow,
  GroupedLinkRow,
  MediaRow,
  OptionRow,
  OptionValueRow,
  PriceRow,
  ProductLinkRow,
  ProductOptionValueRow,
  ProductRow,
  ProductStoreRow,
  SuperAttributeRow,
  TierPriceRow,
  UrlRewriteRow,
} from './store.ts';
import * as defaultStore from './store.ts';

export type ProductStore = typeof defaultStore;

/** A product with its texts for the store view (each text falls back to store 0's). */
export interface ProductRecord extends ProductRow {
  name: string | null;
  description: string | null;
  shortDescription: string | null;
  metaTitle: string | null;
  metaKeyword: string | null;
  metaDescription: string | null;
  expectedDelivery: string | null;
  extra: Record<string, unknown>;
}

export interface ProductPrices {
  price: PriceRow | undefined;
  tiers: TierPriceRow[];
}

export interface OptionWithValues {
  option: OptionRow;
  values: OptionValueRow[];
}

export type { BundleSelectionRow };

/** A bundle's settings and its options, each with the products it offers (display order). */
export interface BundleDefinition {
  settings: BundleRow;
  options: { option: BundleOptionRow; selections: BundleSelectionRow[] }[];
}

export interface ProductLoader {
  records: BatchLoader<ProductRecord | undefined>;
  prices: BatchLoader<ProductPrices>;
  media: BatchLoader<MediaRow[]>;
  options: BatchLoader<OptionWithValues[]>;
  superAttributes: BatchLoader<SuperAttributeRow[]>;
  variantIds: BatchLoader<number[]>;
  attributeOptions: BatchLoader<ProductOptionValueRow[]>;
  files: BatchLoader<FileRow[]>;
  categoryIds: BatchLoader<number[]>;
  fixedTaxes: BatchLoader<FixedTaxRow[]>;
  urlRewrites: BatchLoader<UrlRewriteRow[]>;
  /** A bundle's definition; undefined for other products. */
  bundles: BatchLoader<BundleDefinition | undefined>;
  /** A grouped product's members; empty for other products. */
  groupedLinks: BatchLoader<GroupedLinkRow[]>;
  /** The related, up-sell and cross-sell products the store view shows, in position order. */
  productLinks: BatchLoader<ProductLinkRow[]>;
}

type LoaderContext = Pick<RequestContext, 'db' | 'store' | 'website' | 'region'> &
  Partial<Pick<RequestContext, 'listingCache' | 'config' | 'storeShared'>>;

/**
 * Wraps a batch so that products already loaded by an earlier request under the same catalogue
 * version come from the listing cache (see listing/cache.ts): every product write goes through
 * `reindexProducts`, which bumps the version, so an entry can never outlive the data it was read
 * from. Products without rows are cached as `empty()` too. Values are shared: never mutated.
 */
function crossRequest<V>(
  ctx: LoaderContext,
  name: string,
  batch: (ids: number[]) => Promise<Map<number, V>>,
  empty: () => V,
): (ids: number[]) => Promise<Map<number, V>> {
  if (!ctx.listingCache || !ctx.config) return batch;
  return async (ids) => {
    const scope = await cacheScope(ctx as RequestContext);
    if (!scope) return batch(ids);
    const key = (id: number) => `${scope.prefix}product:${name}|${ctx.store.id}|${ctx.website.id}|${id}`;
    const found = new Map<number, V>();
    const missing: number[] = [];
    for (const id of ids) {
      const hit = scope.cache.lru.get(key(id));
      if (hit) found.set(id, hit.value as V);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const loaded = await batch(missing);
    for (const id of missing) {
      const value = loaded.has(id) ? (loaded.get(id) as V) : empty();
      scope.cache.lru.set(key(id), { value });
      found.set(id, value);
    }
    return found;
  };
}

const loaders = new WeakMap<object, ProductLoader>();

/** The loader of this request (created on first use). */
export function productLoader(ctx: LoaderContext): ProductLoader {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = createProductLoader(ctx);
    loaders.set(ctx, loader);
  }
  return loader;
}

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** A loader of lists: a product without rows gets an empty list. */
function listLoader<T>(
  ctx: LoaderContext,
  name: string,
  batch: (ids: number[]) => Promise<Map<number, T[]>>,
): BatchLoader<T[]> {
  const empty = (): T[] => [];
  return new BatchLoader<T[]>(crossRequest(ctx, name, batch, empty), empty);
}

const pick = <T>(own: T | null | undefined, fallback: T | null | undefined): T | null =>
  own ?? fallback ?? null;

export function mergeTexts(row: ProductRow, texts: ProductStoreRow[], storeId: number): ProductRecord {
  const own = texts.find((t) => t.storeId === storeId && storeId !== 0);
  const base = texts.find((t) => t.storeId === 0);
  return {
    ...row,
    name: pick(own?.name, base?.name),
    description: pick(own?.description, base?.description),
    shortDescription: pick(own?.shortDescription, base?.shortDescription),
    metaTitle: pick(own?.metaTitle, base?.metaTitle),
    metaKeyword: pick(own?.metaKeyword, base?.metaKeyword),
    metaDescription: pick(own?.metaDescription, base?.metaDescription),
    expectedDelivery: pick(own?.expectedDelivery, base?.expectedDelivery),
    extra: { ...(base?.extra ?? {}), ...(own?.extra ?? {}) },
  };
}

/** The label of a store view, else the default label (key "0"). */
export function storeLabel(labels: StoreLabels | null | undefined, storeId: number): string | null {
  if (!labels) return null;
  return labels[String(storeId)] ?? labels['0'] ?? null;
}

export function createProductLoader(ctx: LoaderContext, store: ProductStore = defaultStore): ProductLoader {
  const db: Db = ctx.db;
  const storeId = ctx.store.id;
  const websiteId = ctx.website.id;
  let country: Promise<string | undefined> | undefined;
  const requestCountry = () => {
    if (ctx.region) return Promise.resolve(ctx.region.countryId);
    const defaultCountry = async () => {
      const fromDefault = ctx.store.defaultRegionCode
        ? await store.selectRegionCountry(db, ctx.store.defaultRegionCode)
        : undefined;
      return fromDefault ?? (await store.selectFirstRegionCountry(db, websiteId));
    };
    // the store view's default country is store data: shared under the store version
    country ??= ctx.storeShared ? ctx.storeShared(`country|${storeId}`, defaultCountry) : defaultCountry();
    return country;
  };

  return {
    records: new BatchLoader(
      crossRequest(
        ctx,
        'records',
        async (ids) => {
          const [rows, texts] = await Promise.all([
            store.selectProducts(db, ids),
            store.selectProductTexts(db, ids, storeId),
          ]);
          const byProduct = groupBy(texts, (t) => t.productId);
          return new Map(rows.map((r) => [r.id, mergeTexts(r, byProduct.get(r.id) ?? [], storeId)]));
        },
        () => undefined,
      ),
      () => undefined,
    ),
    prices: new BatchLoader(
      crossRequest(
        ctx,
        'prices',
        async (ids) => {
          const [prices, tiers] = await Promise.all([
            store.selectPrices(db, ids, websiteId),
            store.selectTierPrices(db, ids, websiteId),
          ]);
          const priceBy = new Map(prices.map((p) => [p.productId, p]));
          const tiersBy = groupBy(tiers, (t) => t.productId);
          return new Map(ids.map((id) => [id, { price: priceBy.get(id), tiers: tiersBy.get(id) ?? [] }]));
        },
        () => ({ price: undefined, tiers: [] }),
      ),
      () => ({ price: undefined, tiers: [] }),
    ),
    media: listLoader(ctx, 'media', async (ids) =>
      groupBy(await store.selectMedia(db, ids), (m) => m.productId),
    ),
    options: listLoader(ctx, 'options', async (ids) => {
      const options = await store.selectOptions(db, ids);
      const values = groupBy(
        await store.selectOptionValues(
          db,
          options.map((o) => o.id),
        ),
        (v) => v.optionId,
      );
      const withValues = options.map((option) => ({ option, values: values.get(option.id) ?? [] }));
      return groupBy(withValues, (o) => o.option.productId);
    }),
    superAttributes: listLoader(ctx, 'superAttributes', async (ids) =>
      groupBy(await store.selectSuperAttributes(db, ids), (s) => s.productId),
    ),
    variantIds: listLoader(ctx, 'variantIds', async (ids) => {
      const rows = await store.selectVariantIds(db, ids);
      const map = new Map<number, number[]>();
      for (const row of rows) {
        if (row.parentId === null) continue;
        map.set(row.parentId, [...(map.get(row.parentId) ?? []), row.id]);
      }
      return map;
    }),
    attributeOptions: listLoader(ctx, 'attributeOptions', async (ids) =>
      groupBy(await store.selectAttributeOptions(db, ids), (o) => o.productId),
    ),
    files: listLoader(ctx, 'files', async (ids) =>
      groupBy(await store.selectFiles(db, ids), (f) => f.productId),
    ),
    categoryIds: listLoader(ctx, 'categoryIds', async (ids) => {
      const links = await store.selectCategoryLinks(db, ids);
      const map = new Map<number, number[]>();
      for (const link of links)
        map.set(link.productId, [...(map.get(link.productId) ?? []), link.categoryId]);
      return map;
    }),
    // Fixed product taxes depend on the request's country: the country is part of the cache key.
    fixedTaxes: new BatchLoader<FixedTaxRow[]>(
      async (ids) => {
        // none while the store view has fixed product taxes off (tax/weee/enable)
        if (!fixedProductTaxesEnabled(ctx.config)) return new Map();
        const countryCode = await requestCountry();
        if (!countryCode) return new Map();
        const load = async (missing: number[]) =>
          groupBy(await store.selectFixedTaxes(db, missing, websiteId, countryCode), (t) => t.productId);
        return crossRequest(ctx, `fixedTaxes:${countryCode}`, load, () => [])(ids);
      },
      () => [],
    ),
    bundles: new BatchLoader(
      crossRequest(
        ctx,
        'bundles',
        async (ids) => {
          const [settings, options] = await Promise.all([
            store.selectBundles(db, ids),
            store.selectBundleOptions(db, ids),
          ]);
          const selections = groupBy(
            await store.selectBundleSelections(
              db,
              options.map((o) => o.id),
            ),
            (s) => s.optionId,
          );
          const optionsBy = groupBy(options, (o) => o.productId);
          return new Map(
            settings.map((row) => [
              row.productId,
              {
                settings: row,
                options: (optionsBy.get(row.productId) ?? []).map((option) => ({
                  option,
                  selections: selections.get(option.id) ?? [],
                })),
              },
            ]),
          );
        },
        () => undefined,
      ),
      () => undefined,
    ),
    groupedLinks: listLoader(ctx, 'groupedLinks', async (ids) =>
      groupBy(await store.selectGroupedLinks(db, ids), (l) => l.productId),
    ),
    // Which linked products a store view lists is read from the listing index, rebuilt (and the
    // catalogue version bumped) by every product write: the cross-request cache stays true.
    productLinks: listLoader(ctx, 'productLinks', async (ids) =>
      groupBy(await store.selectProductLinks(db, ids, storeId), (l) => l.productId),
    ),
    // Per request only: URL rewrites are written by the seed and the URL generators, which do not
    // go through the catalogue version the cross-request cache keys on.
    urlRewrites: new BatchLoader<UrlRewriteRow[]>(
      async (ids) => groupBy(await store.selectUrlRewrites(db, ids, storeId), (r) => r.entityId),
      () => [],
    ),
  };
}
