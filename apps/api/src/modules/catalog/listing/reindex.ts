// Builds the listing index (`product_listing`) from the catalogue tables: one row per store view
// and visible product, set-based in SQL (INSERT … SELECT over a batch of product ids, reindex-store.ts).
import type { Db } from '../../../db/client.ts';
import { listStoreViews, listWebsites, readConfig } from '../../store/index.ts';
import { bumpCatalogVersion } from './cache.ts';
import { searchLanguage } from './language.ts';
import {
  analyzeListing,
  clearListing,
  clearListingOf,
  insertListingRows,
  type StoreLanguage,
} from './reindex-store.ts';

const BATCH = 2000;

async function storeLanguages(db: Db): Promise<StoreLanguage[]> {
  const [websites, stores] = await Promise.all([listWebsites(db), listStoreViews(db)]);
  const result: StoreLanguage[] = [];
  for (const store of stores) {
    const site = websites.find((w) => w.id === store.websiteId);
    if (!site) continue;
    const config = await readConfig(db, { store, website: site });
    result.push({
      storeId: store.id,
      websiteId: store.websiteId,
      language: searchLanguage(config.get('general/locale/code')),
    });
  }
  return result;
}

/**
 * (Re)builds the listing rows of the given products, or of the whole catalogue when no ids are
 * given. A variant's id reindexes its configurable parent. Runs in one transaction, so readers
 * never see a half-built index.
 */
export async function reindexProducts(db: Db, productIds?: number[]): Promise<void> {
  const stores = await storeLanguages(db);
  if (productIds?.length === 0) return;
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // A new catalogue version in the same transaction as the new rows: caches keyed by it
    // (listing/cache.ts) drop their entries exactly when the new index becomes visible.
    await bumpCatalogVersion(tx);
    const ids = productIds === undefined ? await clearListing(tx) : await clearListingOf(tx, productIds);
    if (stores.length === 0) return;
    for (let i = 0; i < ids.length; i += BATCH) {
      await insertListingRows(tx, ids.slice(i, i + BATCH), stores);
    }
  });
  // A full rebuild leaves every old row dead: vacuum them and refresh the statistics.
  if (productIds === undefined) await analyzeListing(db, true);
  else if (productIds.length > 1000) await analyzeListing(db, false);
}
