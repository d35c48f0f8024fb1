// Writes the current URLs of categories (url_path + the store view's category suffix) and CMS
// pages (identifier) into `url_rewrite`, one row per active store view, as Magento's URL rewrite
// generators do. Re-running it updates rows in place (keyed by store view and request path).
import type { Db } from '../../db/client.ts';
import { listStoreViews, listWebsites, readConfig } from '../store/index.ts';
import { canonicalTargetPath } from './service.ts';
import { listActiveCategoryPaths, listActivePages, type NewUrlRewrite, upsertRewrites } from './store.ts';

export interface WriteUrlRewritesOptions {
  categories?: boolean;
  cmsPages?: boolean;
}

export async function writeUrlRewrites(db: Db, options: WriteUrlRewritesOptions = {}): Promise<number> {
  const { categories = true, cmsPages = true } = options;
  const websites = new Map((await listWebsites(db)).map((w) => [w.id, w]));
  const stores = await listStoreViews(db);
  const categoryRows = categories ? await listActiveCategoryPaths(db) : [];
  const pageRows = cmsPages ? await listActivePages(db) : [];
  const rows: NewUrlRewrite[] = [];
  for (const store of stores) {
    const site = websites.get(store.websiteId);
    if (!site) continue;
    const config = await readConfig(db, { store, website: site });
    const suffix = config.get('catalog/seo/category_url_suffix') ?? '';
    const rootId = Number(config.get('catalog/category/root_id') ?? 2);
    for (const c of categoryRows) {
      if (!c.path.split('/').includes(String(rootId)) || c.id === rootId) continue;
      rows.push({
        storeId: store.id,
        requestPath: `${c.urlPath}${suffix}`,
        targetPath: canonicalTargetPath('category', c.id),
        entityType: 'category',
        entityId: c.id,
        redirectType: 0,
      });
    }
    // A store view's own page wins over the all-store-views page with the same identifier.
    const pages = new Map<string, { id: number; storeId: number }>();
    for (const p of pageRows) {
      if (p.storeId !== 0 && p.storeId !== store.id) continue;
      const current = pages.get(p.identifier);
      if (!current || (current.storeId === 0 && p.storeId !== 0)) pages.set(p.identifier, p);
    }
    for (const [identifier, p] of pages) {
      rows.push({
        storeId: store.id,
        requestPath: identifier,
        targetPath: canonicalTargetPath('cms-page', p.id),
        entityType: 'cms-page',
        entityId: p.id,
        redirectType: 0,
      });
    }
  }
  // One row per store view and request path: a category keeps its URL over a page of the same name.
  const unique = new Map<string, NewUrlRewrite>();
  for (const row of rows) {
    const key = `${row.storeId}\u0000${row.requestPath}`;
    if (!unique.has(key)) unique.set(key, row);
  }
  await upsertRewrites(db, [...unique.values()]);
  return unique.size;
}
