// URL rewrites of categories (the foundation) and the helpers the catalogue generator shares:
// one row per store view with the store's URL suffix, as Magento's `url_rewrite` has them.
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { category, configValue, storeView, urlRewrite } from '../schema.ts';

export interface StoreScope {
  id: number;
  websiteId: number;
}

export async function storeScopes(db: Db): Promise<StoreScope[]> {
  const rows = await db.select({ id: storeView.id, websiteId: storeView.websiteId }).from(storeView);
  return rows.filter((row) => row.id !== 0).sort((a, b) => a.id - b.id);
}

/** A config value as each store view sees it: store scope, then website scope, then default. */
export async function configPerStore(
  db: Db,
  path: string,
  stores: StoreScope[],
): Promise<Map<number, string>> {
  const rows = await db.select().from(configValue).where(eq(configValue.path, path));
  const find = (scope: string, scopeId: number) =>
    rows.find((row) => row.scope === scope && row.scopeId === scopeId)?.value;
  const result = new Map<number, string>();
  for (const store of stores) {
    result.set(
      store.id,
      find('stores', store.id) ?? find('websites', store.websiteId) ?? find('default', 0) ?? '',
    );
  }
  return result;
}

export const categoryTargetPath = (id: number) => `catalog/category/view/id/${id}`;
export const productTargetPath = (id: number) => `catalog/product/view/id/${id}`;

export async function seedCategoryRewrites(db: Db): Promise<void> {
  const stores = await storeScopes(db);
  const suffixes = await configPerStore(db, 'catalog/seo/category_url_suffix', stores);
  const categories = await db
    .select({ id: category.id, urlPath: category.urlPath })
    .from(category)
    .where(and(isNotNull(category.urlPath), ne(category.urlPath, '')));
  const rows = stores.flatMap((store) =>
    categories.map((row) => ({
      storeId: store.id,
      requestPath: `${row.urlPath}${suffixes.get(store.id) ?? ''}`,
      targetPath: categoryTargetPath(row.id),
      entityType: 'category',
      entityId: row.id,
      redirectType: 0,
    })),
  );
  if (rows.length > 0) await db.insert(urlRewrite).values(rows);
}
