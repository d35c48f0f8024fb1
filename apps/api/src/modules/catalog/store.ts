// The only place that reads categories.
import { and, eq, inArray, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { category, categoryStore } from './tables.ts';

export interface CategoryRecord {
  id: number;
  parentId: number | null;
  path: string;
  level: number;
  position: number;
  urlKey: string | null;
  urlPath: string | null;
  includeInMenu: boolean;
  isAnchor: boolean;
  displayMode: string;
  image: string | null;
  defaultSortBy: string | null;
  landingBlock: string | null;
  name: string;
  description: string | null;
  metaTitle: string | null;
  metaKeywords: string | null;
  metaDescription: string | null;
}

/**
 * Every active category under the root, with its texts for the store view (falling back to the
 * default texts of store 0). One query per request serves the whole tree.
 */
export async function loadActiveCategories(
  db: Db,
  rootId: number,
  storeId: number,
): Promise<CategoryRecord[]> {
  const rows = await db
    .select({ c: category, s: categoryStore })
    .from(category)
    .innerJoin(categoryStore, eq(categoryStore.categoryId, category.id))
    .where(
      and(
        eq(category.isActive, true),
        inArray(categoryStore.storeId, [0, storeId]),
        or(eq(category.id, rootId), like(category.path, `%/${rootId}/%`)),
      ),
    );
  const byId = new Map<number, CategoryRecord>();
  for (const { c, s } of rows) {
    const current = byId.get(c.id);
    if (current && s.storeId === 0) continue; // the store view's own texts win
    byId.set(c.id, {
      id: c.id,
      parentId: c.parentId,
      path: c.path,
      level: c.level,
      position: c.position,
      urlKey: c.urlKey,
      urlPath: c.urlPath,
      includeInMenu: c.includeInMenu,
      isAnchor: c.isAnchor,
      displayMode: c.displayMode,
      image: c.image,
      defaultSortBy: c.defaultSortBy,
      landingBlock: c.landingBlock,
      name: s.name,
      description: s.description,
      metaTitle: s.metaTitle,
      metaKeywords: s.metaKeywords,
      metaDescription: s.metaDescription,
    });
  }
  return [...byId.values()].sort((a, b) => a.level - b.level || a.position - b.position || a.id - b.id);
}
