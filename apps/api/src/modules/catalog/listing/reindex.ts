// Builds the listing index (`product_listing`) from the catalogue tables: one row per store view
// and visible product, set-based in SQL (INSERT … SELECT over a batch of product ids).
import { type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { listStoreViews, listWebsites, readConfig } from '../../store/index.ts';
import { bumpCatalogVersion } from './cache.ts';
import { searchLanguage } from './language.ts';

const BATCH = 2000;

interface StoreLanguage {
  storeId: number;
  websiteId: number;
  language: string;
}

async function storeLanguages(db: Db): Promise<StoreLanguage[]> {
  const [websites, stores] = await Promise.all([listWebsites(db), listStoreViews(db)]);
  const result: StoreLanguage[] = [];
  for (const store of stores) {
    const site = websites.find((w) => w.id === store.websiteId);
    if (!site) continue;
    const config = await readConfig(db, { store, website: site });
    result.push({
      storeId: store.id,
      websiteId: store.websiteId,
      language: searchLanguage(config.get('general/locale/code')),
    });
  }
  return result;
}

const idList = (ids: number[]) => sql`string_to_array(${ids.join(',')}, ',')::int[]`;

/** HTML to plain words: tags and entities become spaces. */
const plain = (column: SQL) =>
  sql`regexp_replace(regexp_replace(coalesce(${column}, ''), '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g')`;

/**
 * Inserts the rows of the products in `ids` (those that are active, visible and priced in a
 * store view's website). Existing rows of these products must have been deleted.
 */
function insertBatch(db: Db, ids: number[], stores: StoreLanguage[]) {
  const storeValues = sql.join(
    stores.map((s) => sql`(${s.storeId}::int, ${s.websiteId}::int, ${s.language}::regconfig)`),
    sql`, `,
  );
  return db.execute(sql`
    WITH b AS (
      SELECT id, sku, type_id, visibility, is_in_stock
        FROM product
       WHERE id = ANY(${idList(ids)}) AND is_active AND visibility >= 2
    ),
    -- the products carrying a price: the product itself, or a configurable's active variants
    members AS (
      SELECT b.id AS pid, b.id AS mid, b.is_in_stock AS stock FROM b WHERE b.type_id <> 'configurable'
      UNION ALL
      SELECT b.id, v.id, v.is_in_stock
        FROM b JOIN product v ON v.parent_id = b.id AND v.is_active
       WHERE b.type_id = 'configurable'
    ),
    variants AS (
      SELECT m.pid, string_agg(v.sku, ' ' ORDER BY v.id) AS skus, bool_or(m.stock) AS any_stock
        FROM members m JOIN product v ON v.id = m.mid
       WHERE m.mid <> m.pid
       GROUP BY m.pid
    ),
    prices AS (
      SELECT m.pid, pp.website_id,
             coalesce(min(f.final) FILTER (WHERE m.stock), min(f.final)) AS price,
             bool_or(m.stock) AS stock
        FROM members m
        JOIN product_price pp ON pp.product_id = m.mid
        LEFT JOIN LATERAL (
          SELECT min(t.value) AS value FROM product_tier_price t
           WHERE t.product_id = m.mid AND t.website_id = pp.website_id AND t.qty <= 1
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
       GROUP BY m.pid, pp.website_id
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
                                 visible_in_catalog, visible_in_search, search)
    SELECT s.store_id, b.id, t.name,
           coalesce(cats.ids, '{}'), coalesce(opts.ids, '{}'), pr.price, b.is_in_stock AND pr.stock,
           b.visibility IN (2, 4), b.visibility IN (3, 4),
           setweight(to_tsvector(s.lang, t.name || ' ' || b.sku || coalesce(' ' || variants.skus, ''))
                     || to_tsvector('simple', t.name), 'A')
             || setweight(to_tsvector(s.lang, ${plain(sql`t.short_description`)}), 'B')
             || setweight(to_tsvector(s.lang, ${plain(sql`t.description`)}), 'C')
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

/**
 * (Re)builds the listing rows of the given products, or of the whole catalogue when no ids are
 * given. A variant's id reindexes its configurable parent. Runs in one transaction, so readers
 * never see a half-built index.
 */
export async function reindexProducts(db: Db, productIds?: number[]): Promise<void> {
  const stores = await storeLanguages(db);
  if (productIds?.length === 0) return;
  await db.transaction(async (tx) => {
    // A new catalogue version in the same transaction as the new rows: caches keyed by it
    // (listing/cache.ts) drop their entries exactly when the new index becomes visible.
    await bumpCatalogVersion(tx as unknown as Db);
    let ids: number[];
    if (productIds === undefined) {
      await tx.execute(sql`DELETE FROM product_listing`);
      ids = rowsOf<{ id: number }>(
        await tx.execute(sql`SELECT id FROM product WHERE is_active AND visibility >= 2 ORDER BY id`),
      ).map((r) => r.id);
    } else {
      ids = rowsOf<{ id: number }>(
        await tx.execute(sql`
          SELECT id FROM product WHERE id = ANY(${idList(productIds)})
          UNION
          SELECT parent_id FROM product WHERE id = ANY(${idList(productIds)}) AND parent_id IS NOT NULL
          ORDER BY 1`),
      ).map((r) => Number(r.id));
      await tx.execute(sql`DELETE FROM product_listing WHERE product_id = ANY(${idList(ids)})`);
    }
    if (stores.length === 0) return;
    for (let i = 0; i < ids.length; i += BATCH) {
      await insertBatch(tx as unknown as Db, ids.slice(i, i + BATCH), stores);
    }
  });
  // A full rebuild leaves every old row dead: vacuum them (their GIN entries would otherwise send
  // bitmap scans to twice the pages) and refresh the statistics the planner picks indexes by.
  // VACUUM can't run inside a transaction (the seed reindexes in its own): ANALYZE there.
  if (productIds === undefined)
    await db.execute(
      db instanceof PgTransaction ? sql`ANALYZE product_listing` : sql`VACUUM (ANALYZE) product_listing`,
    );
  else if (productIds.length > 1000) await db.execute(sql`ANALYZE product_listing`);
}
