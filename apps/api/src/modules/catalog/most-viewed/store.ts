// The only place that reads and writes product view counts.
import { and, asc, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { categoryProduct, product, productListing, productView } from '../product-tables.ts';

export interface ViewableProduct {
  id: number;
  typeId: string;
}

const viewable = and(eq(product.isActive, true), gt(product.visibility, 1));

/** An enabled product visible on its own, by id or by SKU. */
export async function findViewableProduct(
  db: Db,
  key: { id: number } | { sku: string },
): Promise<ViewableProduct | undefined> {
  const [row] = await db
    .select({ id: product.id, typeId: product.typeId })
    .from(product)
    .where(and('id' in key ? eq(product.id, key.id) : eq(product.sku, key.sku), viewable))
    .limit(1);
  return row;
}

/** One more view of the product today in the store view. */
export async function addProductView(db: Db, productId: number, storeId: number): Promise<void> {
  await db
    .insert(productView)
    .values({ productId, storeId, day: sql`current_date`, views: 1 })
    .onConflictDoUpdate({
      target: [productView.productId, productView.storeId, productView.day],
      set: { views: sql`${productView.views} + 1` },
    });
}

export async function listProductCategoryIds(db: Db, productId: number): Promise<number[]> {
  const rows = await db
    .select({ id: categoryProduct.categoryId })
    .from(categoryProduct)
    .where(eq(categoryProduct.productId, productId));
  return rows.map((r) => r.id);
}

export interface MostViewedQuery {
  /** Store view whose catalogue the products must be visible in. */
  storeId: number;
  /** Views counted since this many days ago (today included). */
  days: number;
  limit: number;
  /** Products in (or, through anchor categories, below) any of these categories. */
  categoryIds?: number[];
  excludeProductId?: number;
}

/**
 * Products visible in the store view's catalogue, most viewed first (views of every store view in
 * the period summed), ties by id.
 */
export async function listMostViewed(db: Db, q: MostViewedQuery): Promise<ViewableProduct[]> {
  const views = sql<number>`sum(${productView.views})`;
  const conditions = [
    eq(productListing.storeId, q.storeId),
    eq(productListing.visibleInCatalog, true),
    sql`${productView.day} >= current_date - ${q.days - 1}::int`,
  ];
  if (q.excludeProductId !== undefined) conditions.push(ne(productView.productId, q.excludeProductId));
  if (q.categoryIds) {
    if (q.categoryIds.length === 0) return [];
    conditions.push(
      sql`${productListing.categoryIds} && ARRAY[${sql.join(
        q.categoryIds.map((id) => sql`${id}::int`),
        sql`, `,
      )}]::int[]`,
    );
  }
  return db
    .select({ id: product.id, typeId: product.typeId })
    .from(productView)
    .innerJoin(productListing, eq(productListing.productId, productView.productId))
    .innerJoin(product, eq(product.id, productView.productId))
    .where(and(...conditions))
    .groupBy(product.id, product.typeId)
    .having(gt(views, 0))
    .orderBy(desc(views), asc(product.id))
    .limit(q.limit);
}
