// The only place that reads and writes URL rewrites (and the few product/CMS page columns that
// routing needs to tell whether a rewrite's entity can still be shown).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { product, urlRewrite } from '../catalog/product-tables.ts';
import { category } from '../catalog/tables.ts';
import { cmsPage } from '../cms/tables.ts';

export type UrlRewriteRow = typeof urlRewrite.$inferSelect;
export type NewUrlRewrite = typeof urlRewrite.$inferInsert;

export interface RoutableProductRow {
  id: number;
  typeId: string;
  sku: string;
  urlKey: string;
}

export async function findRewriteByRequestPath(
  db: Db,
  storeId: number,
  requestPath: string,
): Promise<UrlRewriteRow | undefined> {
  const [row] = await db
    .select()
    .from(urlRewrite)
    .where(and(eq(urlRewrite.storeId, storeId), eq(urlRewrite.requestPath, requestPath)))
    .limit(1);
  return row;
}

/** The current (non-redirect) URL of an entity in a store view. */
export async function findEntityRewrite(
  db: Db,
  storeId: number,
  entityType: string,
  entityId: number,
): Promise<UrlRewriteRow | undefined> {
  const [row] = await db
    .select()
    .from(urlRewrite)
    .where(
      and(
        eq(urlRewrite.storeId, storeId),
        eq(urlRewrite.entityType, entityType),
        eq(urlRewrite.entityId, entityId),
        eq(urlRewrite.redirectType, 0),
      ),
    )
    .orderBy(asc(urlRewrite.id))
    .limit(1);
  return row;
}

const routableProduct = and(eq(product.isActive, true), sql`${product.visibility} > 1`);
const productColumns = { id: product.id, typeId: product.typeId, sku: product.sku, urlKey: product.urlKey };

/** An enabled product that is visible on its own (not a configurable's variant). */
export async function findRoutableProductById(db: Db, id: number): Promise<RoutableProductRow | undefined> {
  const [row] = await db
    .select(productColumns)
    .from(product)
    .where(and(eq(product.id, id), routableProduct))
    .limit(1);
  return row;
}

export async function findRoutableProductByUrlKey(
  db: Db,
  urlKey: string,
): Promise<RoutableProductRow | undefined> {
  const [row] = await db
    .select(productColumns)
    .from(product)
    .where(and(eq(product.urlKey, urlKey), routableProduct))
    .limit(1);
  return row;
}

/** Inserts rewrites, replacing the row a store view already has for the same request path. */
export async function upsertRewrites(db: Db, rows: NewUrlRewrite[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(urlRewrite)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({
        target: [urlRewrite.storeId, urlRewrite.requestPath],
        set: {
          targetPath: sql`excluded.target_path`,
          entityType: sql`excluded.entity_type`,
          entityId: sql`excluded.entity_id`,
          redirectType: sql`excluded.redirect_type`,
        },
      });
  }
}

export async function listActiveCategoryPaths(
  db: Db,
): Promise<{ id: number; urlPath: string; path: string }[]> {
  const rows = await db
    .select({ id: category.id, urlPath: category.urlPath, path: category.path })
    .from(category)
    .where(eq(category.isActive, true));
  return rows.filter((r): r is { id: number; urlPath: string; path: string } => !!r.urlPath);
}

export async function listActivePages(
  db: Db,
): Promise<{ id: number; identifier: string; storeId: number }[]> {
  return db
    .select({ id: cmsPage.id, identifier: cmsPage.identifier, storeId: cmsPage.storeId })
    .from(cmsPage)
    .where(eq(cmsPage.isActive, true));
}
