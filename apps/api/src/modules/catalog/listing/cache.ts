// The listing result cache: what `products(...)` computes from SQL over `product_listing` (the
// count and facet counts, price histograms, the ordered ids of a page, the attribute tables)
// kept in process memory and keyed by the catalogue version (`catalog_version`, bumped by
// `reindexProducts` in its transaction), the store view's day and the computation's full input
// (criteria with store view, language, currency rate, filters, search; sort and page).
// See docs/decisions/0006-catalogue-listing-index.md, "The listing result cache".
import { LRUCache } from 'lru-cache';
import type { Db } from '../../../db/client.ts';
import { storeToday } from '../product/prices.ts';
import { incrementCatalogVersion, selectCatalogVersion } from './version-store.ts';

export interface ListingCacheOptions {
  /** Most entries kept; 0 disables the cache. */
  entries: number;
  /** Memory budget in bytes (estimated); an entry above an eighth of it is not kept. */
  maxBytes: number;
  /** Longest life of an entry in milliseconds. */
  ttlMs: number;
}

export interface ListingCache {
  lru: LRUCache<string, { value: unknown }>;
  /** Computations under way, so concurrent misses of one key run the SQL once. */
  pending: Map<string, Promise<unknown>>;
}

export function createListingCache(options: ListingCacheOptions): ListingCache | null {
  if (options.entries <= 0) return null;
  return {
    lru: new LRUCache<string, { value: unknown }>({
      max: options.entries,
      maxSize: options.maxBytes,
      maxEntrySize: Math.max(1, Math.floor(options.maxBytes / 8)),
      sizeCalculation: (entry, key) => key.length * 2 + estimateBytes(entry.value),
      ttl: options.ttlMs,
    }),
    pending: new Map(),
  };
}

/** A rough size of a cached value: maps and arrays of numbers, decimals, small objects. */
function estimateBytes(value: unknown): number {
  if (value === null || value === undefined) return 8;
  if (typeof value === 'number' || typeof value === 'boolean') return 8;
  if (typeof value === 'string') return 16 + value.length * 2;
  if (value instanceof Map) {
    let n = 64;
    for (const [k, v] of value) n += estimateBytes(k) + estimateBytes(v) + 16;
    return n;
  }
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + estimateBytes(v) + 8, 32);
  if (typeof value === 'object') {
    if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return 64; // Decimal
    let n = 32;
    for (const [k, v] of Object.entries(value)) n += k.length * 2 + estimateBytes(v) + 8;
    return n;
  }
  return 16;
}

/** The request's cache scope: the cache and the key prefix (catalogue version and store day). */
export interface CacheScope {
  cache: ListingCache;
  prefix: string;
}

/**
 * A new catalogue version: every writer of what the caches keyed by it hold (the listing index,
 * and the category tree: `category`, `category_store`) calls it in the transaction of its write.
 * `reindexProducts` does; so does the category seed.
 */
export async function bumpCatalogVersion(db: Db): Promise<void> {
  await incrementCatalogVersion(db);
}

/** The current catalogue version: a primary-key read of the single `catalog_version` row. */
export async function readCatalogVersion(db: Db): Promise<number> {
  return Number((await selectCatalogVersion(db)) ?? 0);
}

/** What of the request context the cache reads (the request context is one). */
export interface CacheScopeRequest {
  db: Db;
  config: Map<string, string | null>;
  listingCache?: ListingCache | null;
  catalogVersion?: number;
}

const scopes = new WeakMap<CacheScopeRequest, Promise<CacheScope | null>>();

/**
 * Reads the catalogue version once per request (several `products` fields share it). Reading it
 * every request keeps every process exact: a reindex commits the new index and the new version
 * together, so a request that sees the new version can't be answered from an older entry.
 */
export function cacheScope(ctx: CacheScopeRequest): Promise<CacheScope | null> {
  const cache = ctx.listingCache;
  if (!cache) return Promise.resolve(null);
  let scope = scopes.get(ctx);
  if (!scope) {
    const version =
      ctx.catalogVersion !== undefined ? Promise.resolve(ctx.catalogVersion) : readCatalogVersion(ctx.db);
    scope = version.then((version) => ({
      cache,
      // The day in the store's time zone: special prices start and end with the store's days.
      prefix: `${version}|${storeToday(ctx.config.get('general/locale/timezone') ?? 'UTC')}|`,
    }));
    scopes.set(ctx, scope);
  }
  return scope;
}

/** JSON for keys: maps as entry lists, decimals as their text (Decimal#toJSON). */
function keyJson(value: unknown): string {
  return JSON.stringify(value, (_k, v) => (v instanceof Map ? [...v] : v));
}

/**
 * The result of `compute` for this input, from the cache when there (the value is shared:
 * callers must not change it). Without a cache scope it just computes.
 */
export async function cached<T>(
  scope: CacheScope | null,
  name: string,
  input: unknown[],
  compute: () => Promise<T>,
): Promise<T> {
  if (!scope) return compute();
  const key = `${scope.prefix}${name}|${keyJson(input)}`;
  const hit = scope.cache.lru.get(key);
  if (hit) return hit.value as T;
  const running = scope.cache.pending.get(key);
  if (running) return running as Promise<T>;
  const promise = compute().then(
    (value) => {
      scope.cache.lru.set(key, { value });
      scope.cache.pending.delete(key);
      return value;
    },
    (error: unknown) => {
      scope.cache.pending.delete(key);
      throw error;
    },
  );
  scope.cache.pending.set(key, promise);
  return promise;
}
