// What the catalogue's URL rewrites need: the store views and a config value (the URL suffixes)
// as each store view sees it. Category and CMS page rewrites are written by the routing module.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { configValue, storeView } from '../db/schema.ts';

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

export const productTargetPath = (id: number) => `catalog/product/view/id/${id}`;
