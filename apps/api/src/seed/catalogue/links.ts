// The demo catalogue's related, up-sell and cross-sell products (`product_link`), written in one
// set-based statement once the products are: a product's related products are a few others of its
// category, its up-sells the next dearer ones of its category, its cross-sells products of the
// categories that go with it (a sofa's cushions and coffee tables, a bed's mattresses).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Categories whose products are a product's cross-sells, in the order they are shown. */
export const CROSS_SELL_CATEGORIES: Record<number, number[]> = {
  12: [72, 15, 71], // corner sofas: cushions, coffee tables, rugs
  13: [72, 15, 71], // sofa beds
  17: [72, 15, 71], // modular sofas
  14: [72, 52], // armchairs: cushions, floor lamps
  15: [71, 75], // coffee tables: rugs, vases
  16: [54, 81], // TV units: wall lights, shelving
  22: [24, 26], // double beds: mattresses, bedside tables
  23: [24, 26], // single beds
  24: [22, 23], // mattresses: beds
  25: [74], // wardrobes: mirrors
  26: [53], // bedside tables: table lamps
  35: [32, 51], // extendable tables: dining chairs, pendant lamps
  36: [32, 51], // round tables
  32: [35, 36], // dining chairs: tables
  33: [51], // bar stools: pendant lamps
  34: [75, 74], // sideboards: vases, mirrors
  42: [43, 53], // desks: office chairs, table lamps
  46: [43, 53], // executive desks
  43: [42, 46], // office chairs: desks
  44: [81], // office storage: shelving
  45: [43], // meeting tables: office chairs
  51: [35, 36], // pendant lamps: dining tables
  52: [14], // floor lamps: armchairs
  53: [26, 42], // table lamps: bedside tables, desks
  54: [74], // wall lights: mirrors
  61: [72, 62], // garden sofas: cushions, garden tables
  62: [61, 63], // garden tables: garden sofas, sun loungers
  63: [72], // sun loungers: cushions
  71: [15, 72], // rugs: coffee tables, cushions
  72: [13, 14], // cushions: sofas, armchairs
  73: [71], // curtains: rugs
  74: [34, 54], // mirrors: sideboards, wall lights
  75: [34, 81], // vases: sideboards, shelving
  81: [75], // shelving: vases
  82: [74], // chests of drawers: mirrors
  83: [75], // cabinets: vases
  91: [92], // kids beds: kids desks
  92: [91], // kids desks: kids beds
};

/** Categories a product's own category is not taken from: clearance and the showcase. */
const NOT_OWN_CATEGORY = [121, 154];
const RELATED = 4;
const UPSELLS = 3;
/** Cross-sells taken from each complementary category. */
const CROSS_SELLS_EACH = 2;

/**
 * Links the visible, priced products from `firstId` on (the ones this seed wrote) among
 * themselves. A product's category is its first one other than clearance and the showcase.
 * Related: the next products of the category in id order (wrapping round); up-sells: products of
 * the category dearer on the ru website, a step of about a twelfth of the category apart;
 * cross-sells: two products of each complementary category, picked by the product's rank.
 */
export async function seedProductLinks(db: Db, firstId: number): Promise<void> {
  const pairs = Object.entries(CROSS_SELL_CATEGORIES).flatMap(([from, to]) =>
    to.map((other, i) => sql`(${Number(from)}::int, ${other}::int, ${i}::int)`),
  );
  await db.execute(sql`
    WITH own AS (
      SELECT pr.id, min(cp.category_id) AS category_id
        FROM product pr JOIN category_product cp ON cp.product_id = pr.id
       WHERE pr.id >= ${firstId} AND pr.visibility = 4 AND pr.is_active
         AND cp.category_id NOT IN (${sql.raw(NOT_OWN_CATEGORY.join(', '))})
       GROUP BY pr.id
    ),
    ranked AS (
      SELECT o.id, o.category_id, pp.price,
             row_number() OVER (PARTITION BY o.category_id ORDER BY o.id) AS n,
             row_number() OVER (PARTITION BY o.category_id ORDER BY pp.price, o.id) AS by_price,
             count(*) OVER (PARTITION BY o.category_id) AS size
        FROM own o JOIN product_price pp ON pp.product_id = o.id AND pp.website_id = 1
    ),
    complement (category_id, other_id, rank) AS (VALUES ${sql.join(pairs, sql`, `)}),
    sizes AS (SELECT DISTINCT category_id, size FROM ranked),
    -- each link wanted: the product, and the category and rank (by id or by price) of the linked one
    wanted AS MATERIALIZED (
      SELECT a.id, 'related' AS link_type, k AS position, a.category_id, (a.n - 1 + k) % a.size + 1 AS n,
             NULL::bigint AS by_price, NULL::numeric AS below
        FROM ranked a CROSS JOIN generate_series(1, ${RELATED}) k
       WHERE k < a.size
      UNION ALL
      SELECT a.id, 'upsell', k, a.category_id, NULL, a.by_price + k * greatest(1, a.size / 12), a.price
        FROM ranked a CROSS JOIN generate_series(1, ${UPSELLS}) k
      UNION ALL
      SELECT a.id, 'crosssell', c.rank * ${CROSS_SELLS_EACH} + k, c.other_id, (a.n * 7 + k * 3) % s.size + 1,
             NULL, NULL
        FROM ranked a JOIN complement c ON c.category_id = a.category_id
        JOIN sizes s ON s.category_id = c.other_id
        CROSS JOIN generate_series(1, ${CROSS_SELLS_EACH}) k
    )
    INSERT INTO product_link (product_id, linked_product_id, link_type, position)
    SELECT w.id, b.id, w.link_type, w.position
      FROM wanted w JOIN ranked b ON b.category_id = w.category_id AND b.n = w.n
    UNION ALL
    SELECT w.id, b.id, w.link_type, w.position
      FROM wanted w JOIN ranked b ON b.category_id = w.category_id AND b.by_price = w.by_price
     WHERE b.price > w.below
    ON CONFLICT DO NOTHING
  `);
}
