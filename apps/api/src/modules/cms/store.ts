// The only place that reads CMS blocks.
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { product } from '../catalog/product-tables.ts';
import { cmsBlock, cmsPage, cmsPageProduct } from './tables.ts';

export type CmsBlockRow = typeof cmsBlock.$inferSelect;
export type CmsPageRow = typeof cmsPage.$inferSelect;

/** Active blocks with the identifiers, for the store view or all store views (store 0). */
export async function listActiveBlocks(
  db: Db,
  identifiers: string[],
  storeId: number,
): Promise<CmsBlockRow[]> {
  if (identifiers.length === 0) return [];
  return db
    .select()
    .from(cmsBlock)
    .where(
      and(
        inArray(cmsBlock.identifier, identifiers),
        inArray(cmsBlock.storeId, [0, storeId]),
        eq(cmsBlock.isActive, true),
      ),
    );
}

/** Active pages with the identifier for the store view or all store views (store 0). */
export async function listActivePagesByIdentifier(
  db: Db,
  identifier: string,
  storeId: number,
): Promise<CmsPageRow[]> {
  return db
    .select()
    .from(cmsPage)
    .where(
      and(
        eq(cmsPage.identifier, identifier),
        inArray(cmsPage.storeId, [0, storeId]),
        eq(cmsPage.isActive, true),
      ),
    );
}

/** The active page with the id when it belongs to the store view or to all store views. */
export async function findActivePageById(
  db: Db,
  id: number,
  storeId: number,
): Promise<CmsPageRow | undefined> {
  const [row] = await db
    .select()
    .from(cmsPage)
    .where(and(eq(cmsPage.id, id), inArray(cmsPage.storeId, [0, storeId]), eq(cmsPage.isActive, true)))
    .limit(1);
  return row;
}

/** Enabled, individually visible products linked to the page, in position order. */
export async function listPageProducts(db: Db, pageId: number): Promise<{ id: number; typeId: string }[]> {
  return db
    .select({ id: product.id, typeId: product.typeId })
    .from(cmsPageProduct)
    .innerJoin(product, eq(product.id, cmsPageProduct.productId))
    .where(and(eq(cmsPageProduct.pageId, pageId), eq(product.isActive, true), gt(product.visibility, 1)))
    .orderBy(asc(cmsPageProduct.position), asc(product.id));
}
