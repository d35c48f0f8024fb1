// The SQL of `CategoryTree.product_count`: how many products each category lists, counted over
// the listing index (`product_listing`) so that a count always equals the category page's total.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';

const intArray = (ids: number[]) => sql`string_to_array(${ids.join(',')}, ',')::int[]`;

/** A store view's category counts, and the root's when the root is an anchor. */
export interface CategoryCountInput {
  storeId: number;
  /** The store's root category (level 1: the index never holds it) and its counting rule. */
  root: { id: number; isAnchor: boolean; treeIds: number[] };
}

/**
 * Per category: the store view's catalogue-visible products listed in it. The index row of a
 * product already carries its categories and their anchor ancestors (level ≥ 2) and exists only
 * for enabled, priced-in-the-website products visible on their own (variants of a configurable
 * are not), so one pass over the store view's rows counts the whole tree. An anchor root counts
 * the products of any category of its tree; a category that lists nothing is absent.
 */
export async function countProductsByCategory(
  db: Db,
  input: CategoryCountInput,
): Promise<Map<number, number>> {
  const { root } = input;
  const rootCount =
    root.isAnchor && root.treeIds.length > 0
      ? sql`UNION ALL SELECT ${root.id}::int, count(*)::int FROM f WHERE f.category_ids && ${intArray(root.treeIds)}`
      : sql``;
  const result = await db.execute(sql`
    WITH f AS MATERIALIZED (
      SELECT l.category_ids FROM product_listing l WHERE l.store_id = ${input.storeId} AND l.visible_in_catalog
    )
    SELECT g.id, count(*)::int AS n FROM f CROSS JOIN LATERAL unnest(f.category_ids) AS g(id) GROUP BY g.id
    ${rootCount}`);
  const rows = (result as unknown as { rows: { id: number; n: number }[] }).rows;
  return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
}
