// The only place that reads and writes the personalised listings' index (personally_entry*).
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';

const intArray = (ids: number[]) => sql`string_to_array(${ids.join(',')}, ',')::int[]`;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The products' `personally` entries as rows, whatever else a product's `extra` holds. */
const ENTRIES = sql.raw(`product_store ps CROSS JOIN LATERAL jsonb_array_elements(
  CASE WHEN jsonb_typeof(ps.extra->'personally') = 'array' THEN ps.extra->'personally' ELSE '[]'::jsonb END) AS x(e)`);
const KEYED = sql.raw(
  `coalesce(x.e->>'type_url_key', '') <> '' AND coalesce(x.e->>'entity_url_key', '') <> ''`,
);

/**
 * Rebuilds the index from every product's `personally` entries in one transaction: an entry is a
 * (type_url_key, entity_url_key) pair; its texts per store view are those of the product texts of
 * that view (the lowest product id wins when two disagree); its products every product naming it.
 */
export async function rebuildPersonallyIndex(db: Db): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`DELETE FROM personally_entry_product`);
    await tx.execute(sql`DELETE FROM personally_entry_store`);
    await tx.execute(sql`DELETE FROM personally_entry`);
    await tx.execute(sql`
      INSERT INTO personally_entry (type_url_key, url_key, type_id, option_id, attribute_code, image)
      SELECT DISTINCT ON (x.e->>'type_url_key', x.e->>'entity_url_key')
        x.e->>'type_url_key', x.e->>'entity_url_key',
        CASE WHEN x.e->>'type_id' ~ '^[0-9]{1,9}$' THEN (x.e->>'type_id')::int END,
        CASE WHEN x.e->>'option_id' ~ '^[0-9]{1,9}$' THEN (x.e->>'option_id')::int END,
        x.e->>'attribute_code', nullif(x.e->>'image_url', '')
      FROM ${ENTRIES} WHERE ${KEYED}
      ORDER BY x.e->>'type_url_key', x.e->>'entity_url_key', ps.store_id, ps.product_id`);
    await tx.execute(sql`
      INSERT INTO personally_entry_store (entry_id, store_id, title, type_title, type_single_title,
        type_another_form_title, short_description, description)
      SELECT DISTINCT ON (pe.id, ps.store_id) pe.id, ps.store_id, x.e->>'entity_title', x.e->>'type_title',
        x.e->>'type_single_title', x.e->>'type_another_form_title',
        x.e->>'short_description', x.e->>'description'
      FROM ${ENTRIES}
      JOIN personally_entry pe ON pe.type_url_key = x.e->>'type_url_key' AND pe.url_key = x.e->>'entity_url_key'
      WHERE coalesce(x.e->>'entity_title', '') <> ''
      ORDER BY pe.id, ps.store_id, ps.product_id`);
    await tx.execute(sql`
      INSERT INTO personally_entry_product (entry_id, product_id)
      SELECT DISTINCT pe.id, ps.product_id
      FROM ${ENTRIES}
      JOIN personally_entry pe ON pe.type_url_key = x.e->>'type_url_key' AND pe.url_key = x.e->>'entity_url_key'`);
  });
}

export interface EntryRow {
  id: number;
  url_key: string;
  type_id: number | null;
  option_id: number | null;
  attribute_code: string | null;
  image: string | null;
  title: string;
  type_title: string | null;
  type_single_title: string | null;
  type_another_form_title: string | null;
  short_description: string | null;
  description: string | null;
  product_count: number;
  /** The given top-level categories its visible products are in. */
  categories: number[];
}

/**
 * Every entry of a type that has a product visible in the store view's catalogue, with its texts
 * in the store view (else the default), how many such products it has and which of `topCategoryIds`
 * they are in. One statement, whatever the number of entries.
 */
export async function listEntries(
  db: Db,
  q: { typeUrlKey: string; storeId: number; topCategoryIds: number[]; urlKey?: string },
): Promise<EntryRow[]> {
  const result = await db.execute(sql`
    SELECT e.id, e.url_key, e.type_id, e.option_id, e.attribute_code, e.image,
      coalesce(s.title, d.title, e.url_key) AS title,
      coalesce(s.type_title, d.type_title) AS type_title,
      coalesce(s.type_single_title, d.type_single_title) AS type_single_title,
      coalesce(s.type_another_form_title, d.type_another_form_title) AS type_another_form_title,
      coalesce(s.short_description, d.short_description) AS short_description,
      coalesce(s.description, d.description) AS description,
      count(DISTINCT l.product_id)::int AS product_count,
      coalesce(array_agg(DISTINCT c.id) FILTER (WHERE c.id IS NOT NULL), '{}') AS categories
    FROM personally_entry e
    JOIN personally_entry_product ep ON ep.entry_id = e.id
    JOIN product_listing l ON l.product_id = ep.product_id AND l.store_id = ${q.storeId} AND l.visible_in_catalog
    LEFT JOIN LATERAL (SELECT u.id FROM unnest(l.category_ids) AS u(id)
      WHERE u.id = ANY(${intArray(q.topCategoryIds)})) c ON true
    LEFT JOIN personally_entry_store s ON s.entry_id = e.id AND s.store_id = ${q.storeId}
    LEFT JOIN personally_entry_store d ON d.entry_id = e.id AND d.store_id = 0
    WHERE e.type_url_key = ${q.typeUrlKey} ${q.urlKey === undefined ? sql`` : sql`AND e.url_key = ${q.urlKey}`}
    GROUP BY e.id, s.entry_id, s.store_id, d.entry_id, d.store_id`);
  return rowsOf<EntryRow>(result).map((r) => ({
    ...r,
    id: Number(r.id),
    product_count: Number(r.product_count),
    categories: (r.categories ?? []).map(Number),
  }));
}

/** Whether any entry of the type exists at all (an unknown type is an error, an empty one is not). */
export async function typeExists(db: Db, typeUrlKey: string): Promise<boolean> {
  const result = await db.execute(
    sql`SELECT 1 FROM personally_entry WHERE type_url_key = ${typeUrlKey} LIMIT 1`,
  );
  return rowsOf(result).length > 0;
}

export interface EntryProductRow {
  entry_id: number;
  product_id: number;
  /** The product's small image (file under catalog/product), or null. */
  image: string | null;
}

/**
 * The first `perEntry` visible products of each entry (by position of name in the store view, then
 * id), with each product's small image. One statement for any number of entries.
 */
export async function listEntryProducts(
  db: Db,
  q: { entryIds: number[]; storeId: number; perEntry: number },
): Promise<EntryProductRow[]> {
  if (q.entryIds.length === 0) return [];
  const result = await db.execute(sql`
    SELECT r.entry_id, r.product_id, r.image FROM (
      SELECT ep.entry_id, l.product_id,
        (SELECT m.file FROM product_media m WHERE m.product_id = l.product_id AND NOT m.disabled
          AND 'small_image' = ANY(m.types) ORDER BY m.position, m.id LIMIT 1) AS image,
        row_number() OVER (PARTITION BY ep.entry_id ORDER BY l.name, l.product_id) AS n
      FROM personally_entry_product ep
      JOIN product_listing l ON l.product_id = ep.product_id AND l.store_id = ${q.storeId} AND l.visible_in_catalog
      WHERE ep.entry_id = ANY(${intArray(q.entryIds)})
    ) r WHERE r.n <= ${q.perEntry}
    ORDER BY r.entry_id, r.n`);
  return rowsOf<EntryProductRow>(result).map((r) => ({
    entry_id: Number(r.entry_id),
    product_id: Number(r.product_id),
    image: r.image,
  }));
}

/** One page of an entry's visible products (by name, then id) and their total, in one statement. */
export async function pageEntryProducts(
  db: Db,
  q: { entryId: number; storeId: number; limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const result = await db.execute(sql`
    WITH p AS MATERIALIZED (
      SELECT l.product_id, l.name
      FROM personally_entry_product ep
      JOIN product_listing l ON l.product_id = ep.product_id AND l.store_id = ${q.storeId} AND l.visible_in_catalog
      WHERE ep.entry_id = ${q.entryId}
    )
    SELECT (SELECT count(*)::int FROM p) AS total,
      array(SELECT p.product_id FROM p ORDER BY p.name, p.product_id LIMIT ${q.limit} OFFSET ${q.offset}) AS ids`);
  const [row] = rowsOf<{ total: number; ids: number[] }>(result);
  return { ids: (row?.ids ?? []).map(Number), total: Number(row?.total ?? 0) };
}
