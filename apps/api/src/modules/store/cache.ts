// The store data every request needs (the store view with its website, the configuration after
// scope fallback, currency rates, regions, the default country) kept in process memory under the store
// version: row 2 of `catalog_version`, bumped by every writer of `website`, `store_view`,
// `website_region`, `config_value` and `currency_rate` in the transaction of its write
// (`bumpStoreVersion`). Each request reads the versions (one primary-key statement, together with
// the catalogue version when the listing cache is on), so a request that sees a write never gets
// an entry made before it. Nothing of a customer is kept here.
// See docs/decisions/0013-store-data-and-category-tree-caches.md.
import type { Db } from '../../db/client.ts';
import { incrementVersion, selectVersions } from './version-store.ts';

/** The `catalog_version` rows: the catalogue (listing index, category tree) and the store data. */
export const CATALOG_VERSION_ROW = 1;
export const STORE_VERSION_ROW = 2;

export interface StoreCache {
  /** The store version the entries were read under; entries of other versions are dropped. */
  version: number;
  entries: Map<string, Promise<unknown>>;
}

/** Most entries: store codes × currencies that exist; anything beyond is computed, not kept. */
const MAX_ENTRIES = 1000;

export function createStoreCache(): StoreCache {
  return { version: -1, entries: new Map() };
}

/** A new store version: call it in the transaction of any write to the store tables. */
export async function bumpStoreVersion(db: Db): Promise<void> {
  await incrementVersion(db, STORE_VERSION_ROW);
}

export interface Versions {
  store: number;
  /** The catalogue version, when asked for (the listing cache is on). */
  catalog: number | undefined;
}

/** The store version, and the catalogue version too when `withCatalog`: one statement. */
export async function readVersions(db: Db, withCatalog: boolean): Promise<Versions> {
  const rows = await selectVersions(db, withCatalog);
  const of = (id: number) => Number(rows.find((r) => Number(r.id) === id)?.version ?? 0);
  return { store: of(STORE_VERSION_ROW), catalog: withCatalog ? of(CATALOG_VERSION_ROW) : undefined };
}

/**
 * The value of `compute` for the key under the request's store version, shared by requests of
 * that version. Values that come out undefined (an unknown store code) and failures are not kept.
 * Callers must not change the value.
 */
export function cachedStoreData<T>(
  cache: StoreCache | null,
  version: number,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  if (!cache) return compute();
  if (version !== cache.version) {
    if (version < cache.version) return compute(); // an older reader: don't disturb newer entries
    cache.version = version;
    cache.entries.clear();
  }
  const hit = cache.entries.get(key);
  if (hit) return hit as Promise<T>;
  const promise = compute();
  if (cache.entries.size >= MAX_ENTRIES) return promise;
  cache.entries.set(key, promise);
  const forget = () => {
    if (cache.entries.get(key) === promise) cache.entries.delete(key);
  };
  promise.then((value) => {
    if (value === undefined) forget();
  }, forget);
  return promise;
}
