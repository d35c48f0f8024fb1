// The only place that reads websites, store views, regions and configuration values.
import { and, asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { configValue, storeView, website, websiteRegion } from './tables.ts';

export type WebsiteRow = typeof website.$inferSelect;
export type StoreViewRow = typeof storeView.$inferSelect;
export type RegionRow = typeof websiteRegion.$inferSelect;

export interface StoreScope {
  store: StoreViewRow;
  website: WebsiteRow;
}

export async function listWebsites(db: Db): Promise<WebsiteRow[]> {
  return db.select().from(website).orderBy(asc(website.sortOrder), asc(website.id));
}

export async function listStoreViews(db: Db, websiteId?: number): Promise<StoreViewRow[]> {
  const active = eq(storeView.isActive, true);
  return db
    .select()
    .from(storeView)
    .where(websiteId === undefined ? active : and(active, eq(storeView.websiteId, websiteId)))
    .orderBy(asc(storeView.sortOrder), asc(storeView.id));
}

export async function listRegions(db: Db, websiteId?: number): Promise<RegionRow[]> {
  return db
    .select()
    .from(websiteRegion)
    .where(websiteId === undefined ? undefined : eq(websiteRegion.websiteId, websiteId))
    .orderBy(asc(websiteRegion.websiteId), asc(websiteRegion.position), asc(websiteRegion.id));
}

export async function findRegion(db: Db, code: string): Promise<RegionRow | undefined> {
  const [row] = await db.select().from(websiteRegion).where(eq(websiteRegion.code, code)).limit(1);
  return row;
}

/** The active store view with the code, or the default store view when the code is undefined. */
export async function findStoreScope(db: Db, code: string | undefined): Promise<StoreScope | undefined> {
  const rows = await db
    .select({ store: storeView, website })
    .from(storeView)
    .innerJoin(website, eq(website.id, storeView.websiteId))
    .where(code === undefined ? eq(website.isDefault, true) : eq(storeView.code, code))
    .orderBy(asc(storeView.sortOrder), asc(storeView.id));
  const active = rows.filter((r) => r.store.isActive);
  if (code !== undefined) return active[0];
  return active.find((r) => r.store.isDefault) ?? active[0];
}

/** Config values for a store view with Magento's fallback: store view → website → default. */
export async function readConfig(db: Db, scope: StoreScope): Promise<Map<string, string | null>> {
  const rows = await db
    .select()
    .from(configValue)
    .where(
      or(
        eq(configValue.scope, 'default'),
        and(eq(configValue.scope, 'websites'), eq(configValue.scopeId, scope.website.id)),
        and(eq(configValue.scope, 'stores'), eq(configValue.scopeId, scope.store.id)),
      ),
    );
  const rank = (r: typeof configValue.$inferSelect): number => {
    if (r.scope === 'stores' && r.scopeId === scope.store.id) return 3;
    if (r.scope === 'websites' && r.scopeId === scope.website.id) return 2;
    if (r.scope === 'default') return 1;
    return 0;
  };
  const best = new Map<string, { rank: number; value: string | null }>();
  for (const row of rows) {
    const r = rank(row);
    if (r === 0) continue;
    const current = best.get(row.path);
    if (!current || current.rank < r) best.set(row.path, { rank: r, value: row.value });
  }
  return new Map([...best].map(([path, v]) => [path, v.value]));
}
