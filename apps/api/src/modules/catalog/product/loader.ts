// The per-request product loader: every product field asks it for data by product id, and ids asked
// for in the same tick are loaded together (DataLoader's batching), so a page of 20 configurable
// products with their variants costs a fixed handful of queries, never one per product.
import type { Db } from '../../../db/client.ts';
import type { RequestContext } from '../../../shared/context.ts';
import type { StoreLabels } from '../product-tables.ts';
import type {
  FileRow,
  FixedTaxRow,
  MediaRow,
  OptionRow,
  OptionValueRow,
  PriceRow,
  ProductOptionValueRow,
  ProductRow,
  ProductStoreRow,
  SuperAttributeRow,
  TierPriceRow,
} from './store.ts';
import * as defaultStore from './store.ts';

export type ProductStore = typeof defaultStore;

/** Batches `load(id)` calls made in the same tick into one `batch(ids)` call, caching results. */
export class BatchLoader<V> {
  private readonly cache = new Map<number, Promise<V>>();
  private queue: { id: number; resolve: (v: V) => void; reject: (e: unknown) => void }[] = [];
  private readonly batch: (ids: number[]) => Promise<Map<number, V>>;
  private readonly empty: () => V;

  constructor(batch: (ids: number[]) => Promise<Map<number, V>>, empty: () => V) {
    this.batch = batch;
    this.empty = empty;
  }

  load(id: number): Promise<V> {
    const cached = this.cache.get(id);
    if (cached) return cached;
    const promise = new Promise<V>((resolve, reject) => {
      this.queue.push({ id, resolve, reject });
      // Like DataLoader: dispatch after the promise jobs of this tick, so that sibling resolvers
      // (every item of a list) join the same batch.
      if (this.queue.length === 1) void Promise.resolve().then(() => process.nextTick(() => this.dispatch()));
    });
    this.cache.set(id, promise);
    return promise;
  }

  loadMany(ids: number[]): Promise<V[]> {
    return Promise.all(ids.map((id) => this.load(id)));
  }

  private dispatch(): void {
    const queue = this.queue;
    this.queue = [];
    const ids = [...new Set(queue.map((q) => q.id))];
    this.batch(ids).then(
      (found) => {
        for (const q of queue) q.resolve(found.get(q.id) ?? this.empty());
      },
      (error: unknown) => {
        for (const q of queue) {
          this.cache.delete(q.id);
          q.reject(error);
        }
      },
    );
  }
}

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
}

type LoaderContext = Pick<RequestContext, 'db' | 'store' | 'website' | 'region'>;

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
function listLoader<T>(batch: (ids: number[]) => Promise<Map<number, T[]>>): BatchLoader<T[]> {
  return new BatchLoader<T[]>(batch, () => []);
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
    country ??= (async () => {
      if (ctx.region) return ctx.region.countryId;
      const fromDefault = ctx.store.defaultRegionCode
        ? await store.selectRegionCountry(db, ctx.store.defaultRegionCode)
        : undefined;
      return fromDefault ?? (await store.selectFirstRegionCountry(db, websiteId));
    })();
    return country;
  };

  return {
    records: new BatchLoader(
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
    prices: new BatchLoader(
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
    media: listLoader(async (ids) => groupBy(await store.selectMedia(db, ids), (m) => m.productId)),
    options: listLoader(async (ids) => {
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
    superAttributes: listLoader(async (ids) =>
      groupBy(await store.selectSuperAttributes(db, ids), (s) => s.productId),
    ),
    variantIds: listLoader(async (ids) => {
      const rows = await store.selectVariantIds(db, ids);
      const map = new Map<number, number[]>();
      for (const row of rows) {
        if (row.parentId === null) continue;
        map.set(row.parentId, [...(map.get(row.parentId) ?? []), row.id]);
      }
      return map;
    }),
    attributeOptions: listLoader(async (ids) =>
      groupBy(await store.selectAttributeOptions(db, ids), (o) => o.productId),
    ),
    files: listLoader(async (ids) => groupBy(await store.selectFiles(db, ids), (f) => f.productId)),
    categoryIds: listLoader(async (ids) => {
      const links = await store.selectCategoryLinks(db, ids);
      const map = new Map<number, number[]>();
      for (const link of links)
        map.set(link.productId, [...(map.get(link.productId) ?? []), link.categoryId]);
      return map;
    }),
    fixedTaxes: listLoader(async (ids) => {
      const countryCode = await requestCountry();
      if (!countryCode) return new Map();
      return groupBy(await store.selectFixedTaxes(db, ids, websiteId, countryCode), (t) => t.productId);
    }),
  };
}
