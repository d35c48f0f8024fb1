// The SQL of the listing index (`product_listing`): the rows of a batch of products built
// set-based (INSERT … SELECT), the ids to index, deletes and the statistics after a rebuild.
// reindex.ts decides what to rebuild, in which transaction.
import { type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';

/** A store view to index, with its website and its full-text search language. */
export interface StoreLanguage {
  storeId: number;
  websiteId: number;
  language: string;
}

const idList = (ids: number[]) => sql`string_to_array(${ids.join(',')}, ',')::int[]`;

/** HTML to plain words: tags and entities become spaces. */
const plain = (column: SQL) =>
  sql`regexp_replace(regexp_replace(coalesce(${column}, ''), '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g')`;

/**
 * Inserts the rows of the products in `ids` (those that are active, visible and priced in a
 * store view's website). Existing rows of these products must have been deleted.
 */
export function insertListingRows(db: Db, ids: number[], stores: StoreLanguage[]) {
  const storeValues = sql.join(
    stores.map((s) => sql`(${s.storeId}::int, ${s.websiteId}::int, ${s.language}::regconfig)`),
    sql`, `,
  );
  return db.execute(sql`
    WITH b AS (
      SELECT id, sku, type_id, visibility, is_in_stock,
             -- new today: inside its news_from/news_to window (evaluated at reindex, like special prices)
             CASE WHEN new_from_date <= current_date AND (new_to_date IS NULL OR new_to_date >= current_date)
                  THEN new_from_date END AS news_from
        FROM product
       WHERE id = ANY(${idList(ids)}) AND is_active AND visibility >= 2
    ),
    -- the products carrying a price: the product itself, a configurable's active variants or a
    -- grouped product's active members
    members AS (
      SELECT b.id AS pid, b.id AS mid, b.is_in_stock AS stock FROM b
       WHERE b.type_id NOT IN ('configurable', 'grouped', 'bundle')
      UNION ALL
      SELECT b.id, v.id, v.is_in_stock
        FROM b JOIN product v ON v.parent_id = b.id AND v.is_active
       WHERE b.type_id = 'configurable'
      UNION ALL
      SELECT b.id, g.id, g.is_in_stock
        FROM b JOIN product_grouped_link l ON l.product_id = b.id
        JOIN product g ON g.id = l.linked_product_id AND g.is_active AND g.type_id IN ('simple', 'virtual')
       WHERE b.type_id = 'grouped'
    ),
    variants AS (
      SELECT m.pid, string_agg(v.sku, ' ' ORDER BY v.id) AS skus, bool_or(m.stock) AS any_stock
        FROM members m JOIN product v ON v.id = m.mid
       WHERE m.mid <> m.pid
       GROUP BY m.pid
    ),
    -- a bundle's offered products: each option's active products (docs/catalogue.md)
    offered AS (
      SELECT b.id AS pid, o.id AS oid, o.is_required AS req, s.product_id AS cid, s.qty,
             s.price_type, s.prices, bb.dynamic_price, c.is_in_stock AS stock
        FROM b
        JOIN product_bundle bb ON bb.product_id = b.id
        JOIN product_bundle_option o ON o.product_id = b.id
        JOIN product_bundle_selection s ON s.option_id = o.id
        JOIN product c ON c.id = s.product_id AND c.is_active
       WHERE b.type_id = 'bundle'
    ),
    -- today's regular and final price per website of every product a price is taken from
    finals AS (
      SELECT pp.product_id, pp.website_id, pp.price AS regular, f.final
        FROM (SELECT mid AS id FROM members
              UNION SELECT cid FROM offered
              UNION SELECT pid FROM offered) priced
        JOIN product_price pp ON pp.product_id = priced.id
        LEFT JOIN LATERAL (
          SELECT min(t.value) AS value FROM product_tier_price t
           WHERE t.product_id = pp.product_id AND t.website_id = pp.website_id AND t.qty <= 1
        ) tier ON true
        CROSS JOIN LATERAL (
          SELECT least(
            pp.price,
            CASE WHEN (pp.special_from_date IS NULL OR pp.special_from_date <= current_date)
                  AND (pp.special_to_date IS NULL OR pp.special_to_date >= current_date)
                 THEN pp.special_price END,
            tier.value
          ) AS final
        ) f
    ),
    member_prices AS (
      SELECT m.pid, f.website_id,
             coalesce(min(f.final) FILTER (WHERE m.stock), min(f.final)) AS price,
             -- on sale as price_range.minimum_price shows it: the lowest final price below the lowest
             -- regular price, both over the in-stock members (all members when none is in stock)
             coalesce(min(f.final) FILTER (WHERE m.stock), min(f.final))
               < coalesce(min(f.regular) FILTER (WHERE m.stock), min(f.regular)) AS on_sale,
             bool_or(m.stock) AS stock
        FROM members m
        JOIN finals f ON f.product_id = m.mid
       GROUP BY m.pid, f.website_id
    ),
    -- each option's cheapest offer at its default quantity (in-stock ones when any is): the
    -- product's own price in a dynamic bundle, else the selection price (PERCENT of the bundle's)
    option_mins AS (
      SELECT o.pid, o.oid, o.req, f.website_id,
             coalesce(min(u.final * o.qty) FILTER (WHERE o.stock), min(u.final * o.qty)) AS final,
             coalesce(min(u.regular * o.qty) FILTER (WHERE o.stock), min(u.regular * o.qty)) AS regular,
             bool_or(o.stock) AS stock
        FROM offered o
        JOIN finals f ON f.product_id = o.cid
        LEFT JOIN finals own ON own.product_id = o.pid AND own.website_id = f.website_id
        CROSS JOIN LATERAL (
          SELECT CASE WHEN o.dynamic_price THEN f.final
                      WHEN o.price_type = 'PERCENT' THEN own.final * (o.prices ->> f.website_id::text)::numeric / 100
                      ELSE coalesce((o.prices ->> f.website_id::text)::numeric, 0) END AS final,
                 CASE WHEN o.dynamic_price THEN f.regular
                      WHEN o.price_type = 'PERCENT' THEN own.regular * (o.prices ->> f.website_id::text)::numeric / 100
                      ELSE coalesce((o.prices ->> f.website_id::text)::numeric, 0) END AS regular
        ) u
       GROUP BY o.pid, o.oid, o.req, f.website_id
    ),
    -- a bundle's lowest price: its required options' cheapest offers (the cheapest option's when
    -- none is required), plus its own price when fixed; in stock when every required option is
    bundle_prices AS (
      SELECT m.pid, m.website_id,
             coalesce(own.final, 0) + CASE WHEN bool_or(m.req) THEN sum(m.final) FILTER (WHERE m.req) ELSE min(m.final) END AS price,
             coalesce(own.final, 0) + CASE WHEN bool_or(m.req) THEN sum(m.final) FILTER (WHERE m.req) ELSE min(m.final) END
               < coalesce(own.regular, 0) + CASE WHEN bool_or(m.req) THEN sum(m.regular) FILTER (WHERE m.req) ELSE min(m.regular) END AS on_sale,
             coalesce(bool_and(m.stock) FILTER (WHERE m.req), bool_or(m.stock)) AS stock
        FROM option_mins m
        JOIN product_bundle bb ON bb.product_id = m.pid
        LEFT JOIN finals own ON own.product_id = m.pid AND own.website_id = m.website_id AND NOT bb.dynamic_price
       GROUP BY m.pid, m.website_id, own.final, own.regular
    ),
    prices AS (
      SELECT * FROM member_prices
      UNION ALL
      SELECT * FROM bundle_prices
    ),
    -- assigned categories plus their anchor ancestors below the root (level ≥ 2)
    cats AS (
      SELECT cp.product_id AS pid, array_agg(DISTINCT a.id ORDER BY a.id) AS ids
        FROM b
        JOIN category_product cp ON cp.product_id = b.id
        JOIN category c ON c.id = cp.category_id
        CROSS JOIN LATERAL unnest(string_to_array(c.path, '/')::int[]) AS path(id)
        JOIN category a ON a.id = path.id
       WHERE a.level >= 2 AND (a.id = c.id OR a.is_anchor)
       GROUP BY cp.product_id
    ),
    -- options of the product and of its variants (in-stock ones when any variant is in stock)
    opts AS (
      SELECT o.pid, array_agg(DISTINCT pao.option_id ORDER BY pao.option_id) AS ids
        FROM (
          SELECT b.id AS pid, b.id AS mid FROM b
          UNION
          SELECT m.pid, m.mid FROM members m LEFT JOIN variants v ON v.pid = m.pid
           WHERE m.mid <> m.pid AND (m.stock OR NOT coalesce(v.any_stock, false))
        ) o
        JOIN product_attribute_option pao ON pao.product_id = o.mid
       GROUP BY o.pid
    )
    INSERT INTO product_listing (store_id, product_id, name, category_ids, option_ids, price, in_stock,
                                 visible_in_catalog, visible_in_search, search, on_sale, news_from_date)
    SELECT s.store_id, b.id, t.name,
           coalesce(cats.ids, '{}'), coalesce(opts.ids, '{}'), pr.price, b.is_in_stock AND pr.stock,
           b.visibility IN (2, 4), b.visibility IN (3, 4),
           setweight(to_tsvector(s.lang, t.name || ' ' || b.sku || coalesce(' ' || variants.skus, ''))
                     || to_tsvector('simple', t.name), 'A')
             || setweight(to_tsvector(s.lang, ${plain(sql`t.short_description`)}), 'B')
             || setweight(to_tsvector(s.lang, ${plain(sql`t.description`)}), 'C'),
           coalesce(pr.on_sale, false), b.news_from
      FROM b
      JOIN prices pr ON pr.pid = b.id AND pr.price IS NOT NULL
      JOIN (VALUES ${storeValues}) AS s(store_id, website_id, lang) ON s.website_id = pr.website_id
      LEFT JOIN product_store ps ON ps.product_id = b.id AND ps.store_id = s.store_id
      LEFT JOIN product_store p0 ON p0.product_id = b.id AND p0.store_id = 0
      CROSS JOIN LATERAL (
        SELECT coalesce(ps.name, p0.name, b.sku) AS name,
               coalesce(ps.short_description, p0.short_description) AS short_description,
               coalesce(ps.description, p0.description) AS description
      ) t
      LEFT JOIN cats ON cats.pid = b.id
      LEFT JOIN opts ON opts.pid = b.id
      LEFT JOIN variants ON variants.pid = b.id
     -- a store view's rows stay together on disk: a listing reads its own pages only
     ORDER BY s.store_id, b.id
  `);
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Every listed product (active and visible), after deleting every listing row. */
export async function clearListing(db: Db): Promise<number[]> {
  await db.execute(sql`DELETE FROM product_listing`);
  return rowsOf<{ id: number }>(
    await db.execute(sql`SELECT id FROM product WHERE is_active AND visibility >= 2 ORDER BY id`),
  ).map((r) => r.id);
}

/**
 * The given products, the configurable parents of the variants, the grouped products of the
 * members and the bundles offering products among them, their rows deleted.
 */
export async function clearListingOf(db: Db, productIds: number[]): Promise<number[]> {
  const ids = rowsOf<{ id: number }>(
    await db.execute(sql`
      SELECT id FROM product WHERE id = ANY(${idList(productIds)})
      UNION
      SELECT parent_id FROM product WHERE id = ANY(${idList(productIds)}) AND parent_id IS NOT NULL
      UNION
      SELECT product_id FROM product_grouped_link WHERE linked_product_id = ANY(${idList(productIds)})
      UNION
      SELECT o.product_id FROM product_bundle_selection s JOIN product_bundle_option o ON o.id = s.option_id
       WHERE s.product_id = ANY(${idList(productIds)})
      ORDER BY 1`),
  ).map((r) => Number(r.id));
  await db.execute(sql`DELETE FROM product_listing WHERE product_id = ANY(${idList(ids)})`);
  return ids;
}

/**
 * Refreshes the statistics the planner picks indexes by; `vacuum` also removes the dead rows of a
 * full rebuild (their GIN entries would otherwise send bitmap scans to twice the pages). VACUUM
 * can't run inside a transaction (the seed reindexes in its own): ANALYZE only there.
 */
export async function analyzeListing(db: Db, vacuum: boolean): Promise<void> {
  await db.execute(
    vacuum && !(db instanceof PgTransaction)
      ? sql`VACUUM (ANALYZE) product_listing`
      : sql`ANALYZE product_listing`,
  );
}
