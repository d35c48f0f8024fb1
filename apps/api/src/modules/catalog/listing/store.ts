// The only place that reads the listing index (`product_listing`) and the attribute tables for
// the `products` query. Every query is one statement over `product_listing` (alias `l`) whose
// WHERE clause comes from `whereClause`, so the page, the count and every facet agree.
import { Decimal } from 'decimal.js';
import { asc, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { attribute, attributeOption, product } from '../product-tables.ts';
import type { SearchLanguage } from './language.ts';

/** A price bound in display currency, with the rate and rounding that produced display prices. */
export interface PriceRange {
  from?: Decimal;
  to?: Decimal;
  /** base → display */
  rate: Decimal;
  digits: number;
}

/** The product set a listing shows, already resolved to ids (categories, options, SKUs). */
export interface ListingCriteria {
  storeId: number;
  language: SearchLanguage;
  visibility: 'catalog' | 'search';
  /** Full-text search: `to_tsquery` text (null when the words were all stop words or none). */
  search?: { tsQuery: string | null; skuProductIds: number[] };
  /** Any of these categories (anchor categories contain their children's products). */
  categoryIds?: number[];
  /** Per attribute code: any of these options. Attributes are ANDed. */
  options: Map<string, number[]>;
  price?: PriceRange;
  /** Weighted full-text matches (name, description, short description), all required. */
  textMatches: string[];
  /** Exact product ids from the sku / url_key filters (each list required). */
  productIds: number[][];
  /** Atrium's `on_sale` filter: only products below (true) or at (false) their regular price. */
  onSale?: boolean;
}

/** What a facet leaves out of the criteria: its own filter (disjunctive faceting). */
export interface Except {
  attribute?: string;
  price?: boolean;
}

export type SortField = 'position' | 'name' | 'price' | 'relevance' | 'news_from_date';
export interface SortKey {
  field: SortField;
  direction: 'ASC' | 'DESC';
}

const intArray = (ids: number[]) => sql`string_to_array(${ids.join(',')}, ',')::int[]`;

function tsQuery(c: ListingCriteria, text: string): SQL {
  return sql`to_tsquery(${c.language}::regconfig, ${text})`;
}

function displayPrice(range: PriceRange): SQL {
  return sql`round(l.price * ${range.rate.toString()}::numeric, ${range.digits})`;
}

function priceConditions(range: PriceRange): SQL[] {
  const conditions: SQL[] = [];
  const same = range.from && range.to && range.from.equals(range.to);
  if (range.rate.equals(1)) {
    if (range.from) conditions.push(sql`l.price >= ${range.from.toString()}::numeric`);
    if (range.to)
      conditions.push(
        same
          ? sql`l.price <= ${range.to.toString()}::numeric`
          : sql`l.price < ${range.to.toString()}::numeric`,
      );
    return conditions;
  }
  // The exact test is on the rounded display price (as the buckets count it); the loosened
  // base-currency bounds beside it let the (store_id, price) index narrow the rows first.
  const unit = new Decimal(10).pow(-range.digits);
  if (range.from) {
    conditions.push(sql`l.price >= ${range.from.minus(unit).div(range.rate).toString()}::numeric`);
    conditions.push(sql`${displayPrice(range)} >= ${range.from.toString()}::numeric`);
  }
  if (range.to) {
    conditions.push(sql`l.price <= ${range.to.plus(unit).div(range.rate).toString()}::numeric`);
    conditions.push(
      same
        ? sql`${displayPrice(range)} <= ${range.to.toString()}::numeric`
        : sql`${displayPrice(range)} < ${range.to.toString()}::numeric`,
    );
  }
  return conditions;
}

export function whereClause(c: ListingCriteria, except: Except = {}): SQL {
  const conditions: SQL[] = [
    sql`l.store_id = ${c.storeId}`,
    c.visibility === 'search' ? sql`l.visible_in_search` : sql`l.visible_in_catalog`,
  ];
  if (c.search) {
    const any: SQL[] = [];
    if (c.search.tsQuery) any.push(sql`l.search @@ ${tsQuery(c, c.search.tsQuery)}`);
    if (c.search.skuProductIds.length > 0)
      any.push(sql`l.product_id = ANY(${intArray(c.search.skuProductIds)})`);
    conditions.push(any.length > 0 ? sql`(${sql.join(any, sql` OR `)})` : sql`false`);
  }
  if (c.categoryIds) {
    conditions.push(
      c.categoryIds.length === 1
        ? sql`l.category_ids @> ARRAY[${c.categoryIds[0]}::int]`
        : sql`l.category_ids && ${intArray(c.categoryIds)}`,
    );
  }
  for (const [code, ids] of c.options) {
    if (code === except.attribute) continue;
    conditions.push(
      ids.length === 1 ? sql`l.option_ids @> ARRAY[${ids[0]}::int]` : sql`l.option_ids && ${intArray(ids)}`,
    );
  }
  if (c.price && !except.price) conditions.push(...priceConditions(c.price));
  for (const text of c.textMatches) conditions.push(sql`l.search @@ ${tsQuery(c, text)}`);
  for (const ids of c.productIds) conditions.push(sql`l.product_id = ANY(${intArray(ids)})`);
  if (c.onSale !== undefined) conditions.push(c.onSale ? sql`l.on_sale` : sql`NOT l.on_sale`);
  return sql.join(conditions, sql` AND `);
}

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export async function countListing(db: Db, c: ListingCriteria): Promise<number> {
  const [row] = rows<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM product_listing l WHERE ${whereClause(c)}`),
  );
  return Number(row?.n ?? 0);
}

export interface ListedProduct {
  id: number;
  typeId: string;
  sku: string;
}

/**
 * One page of products in sort order. Position is the product's position in `positionCategory`
 * (category_product; products listed through an anchor child come after, by id), else the id.
 */
export async function pageListing(
  db: Db,
  c: ListingCriteria,
  sort: SortKey[],
  positionCategory: number | null,
  limit: number,
  offset: number,
): Promise<ListedProduct[]> {
  const order: SQL[] = [];
  let joinPosition = false;
  for (const key of sort) {
    const dir = key.direction === 'DESC' ? sql`DESC` : sql`ASC`;
    if (key.field === 'name') order.push(sql`lower(l.name) COLLATE "C" ${dir}`);
    else if (key.field === 'price') order.push(sql`l.price ${dir}`);
    // products that are not new today come last either way, newest (highest id) first among a day's
    else if (key.field === 'news_from_date')
      order.push(sql`l.news_from_date ${dir} NULLS LAST`, sql`l.product_id ${dir}`);
    else if (key.field === 'relevance' && c.search) {
      // an exact SKU hit is the most relevant, then the full-text rank
      if (c.search.skuProductIds.length > 0)
        order.push(sql`(l.product_id = ANY(${intArray(c.search.skuProductIds)})) ${dir}`);
      if (c.search.tsQuery) order.push(sql`ts_rank_cd(l.search, ${tsQuery(c, c.search.tsQuery)}) ${dir}`);
    } else if (positionCategory !== null) {
      joinPosition = true;
      order.push(sql`cp.position ${dir} NULLS LAST`, sql`l.product_id ${dir}`);
    } else order.push(sql`l.product_id ${dir}`);
  }
  order.push(sql`l.product_id ASC`);
  const positionJoin = joinPosition
    ? sql`LEFT JOIN category_product cp ON cp.category_id = ${positionCategory} AND cp.product_id = l.product_id`
    : sql``;
  return rows<{ id: number; type_id: string; sku: string }>(
    await db.execute(sql`
      SELECT l.product_id AS id, p.type_id, p.sku
        FROM product_listing l
        JOIN product p ON p.id = l.product_id
        ${positionJoin}
       WHERE ${whereClause(c)}
       ORDER BY ${sql.join(order, sql`, `)}
       LIMIT ${limit} OFFSET ${offset}`),
  ).map((r) => ({ id: Number(r.id), typeId: r.type_id, sku: r.sku }));
}

export interface FacetCounts {
  total: number;
  options: Map<number, number>;
  categories: Map<number, number>;
  /** Highest display price, null when nothing matched. */
  maxPrice: Decimal | null;
  /** Display prices in buckets of 10: bucket k = [10k, 10k + 10) → count. */
  prices: Map<number, number>;
}

/** How display prices are made from base prices: rate and the currency's decimal digits. */
export interface Display {
  rate: Decimal;
  digits: number;
}

/**
 * The count, option counts, category counts, highest price and a fine price histogram of the
 * products matching the criteria, in one pass over the matching rows. `facets: false` leaves
 * the option and category counts out (the price-only pass of a price-filtered listing).
 */
export async function facetCounts(
  db: Db,
  c: ListingCriteria,
  display: Display,
  except: Except = {},
  facets = true,
): Promise<FacetCounts> {
  const grouped = facets
    ? sql`
      UNION ALL
      SELECT 1, o.id, count(*)::int, NULL FROM f CROSS JOIN LATERAL unnest(f.option_ids) AS o(id) GROUP BY o.id
      UNION ALL
      SELECT 2, g.id, count(*)::int, NULL FROM f CROSS JOIN LATERAL unnest(f.category_ids) AS g(id) GROUP BY g.id`
    : sql``;
  const result = rows<{ kind: number; id: number | null; n: number; m: string | null }>(
    await db.execute(sql`
      WITH f AS MATERIALIZED (
        SELECT l.option_ids, l.category_ids, round(l.price * ${display.rate.toString()}::numeric, ${display.digits}) AS p
          FROM product_listing l WHERE ${whereClause(c, except)}
      )
      SELECT 0 AS kind, NULL::int AS id, count(*)::int AS n, max(f.p)::text AS m FROM f
      UNION ALL
      SELECT 3, floor(f.p / 10)::int, count(*)::int, NULL FROM f GROUP BY 2
      ${grouped}`),
  );
  const counts: FacetCounts = {
    total: 0,
    options: new Map(),
    categories: new Map(),
    maxPrice: null,
    prices: new Map(),
  };
  for (const r of result) {
    const kind = Number(r.kind);
    if (kind === 0) {
      counts.total = Number(r.n);
      counts.maxPrice = r.m == null ? null : new Decimal(r.m);
    } else if (kind === 1) counts.options.set(Number(r.id), Number(r.n));
    else if (kind === 2) counts.categories.set(Number(r.id), Number(r.n));
    else counts.prices.set(Number(r.id), Number(r.n));
  }
  return counts;
}

/** Counts of some options over the criteria without one attribute's own filter. */
export async function optionCounts(
  db: Db,
  c: ListingCriteria,
  exceptAttribute: string,
  optionIds: number[],
): Promise<Map<number, number>> {
  if (optionIds.length === 0) return new Map();
  const result = rows<{ id: number; n: number }>(
    await db.execute(sql`
      SELECT o.id, count(*)::int AS n
        FROM product_listing l CROSS JOIN LATERAL unnest(l.option_ids) AS o(id)
       WHERE ${whereClause(c, { attribute: exceptAttribute })} AND o.id = ANY(${intArray(optionIds)})
       GROUP BY o.id`),
  );
  return new Map(result.map((r) => [Number(r.id), Number(r.n)]));
}

/** Histogram of display prices in buckets of `range` (bucket k = [k·range, (k+1)·range)). */
export async function priceHistogram(
  db: Db,
  c: ListingCriteria,
  rate: Decimal,
  digits: number,
  range: number,
): Promise<{ bucket: number; count: number }[]> {
  return rows<{ k: number; n: number }>(
    await db.execute(sql`
      SELECT floor(round(l.price * ${rate.toString()}::numeric, ${digits}) / ${range})::int AS k, count(*)::int AS n
        FROM product_listing l WHERE ${whereClause(c, { price: true })}
       GROUP BY 1 ORDER BY 1`),
  ).map((r) => ({ bucket: Number(r.k), count: Number(r.n) }));
}

export type AttributeRow = typeof attribute.$inferSelect;
export type OptionRow = typeof attributeOption.$inferSelect;

/** Every attribute with its options (small tables: read once per request). */
export async function loadAttributes(db: Db): Promise<{ attributes: AttributeRow[]; options: OptionRow[] }> {
  const [attributes, options] = await Promise.all([
    db.select().from(attribute).orderBy(asc(attribute.position), asc(attribute.id)),
    db.select().from(attributeOption).orderBy(asc(attributeOption.position), asc(attributeOption.id)),
  ]);
  return { attributes, options };
}

/** Ids of the products with these SKUs (exact) and, for variants' SKUs, their parents. */
export async function productIdsBySku(db: Db, skus: string[], withParents: boolean): Promise<number[]> {
  if (skus.length === 0) return [];
  const found = await db
    .select({ id: product.id, parentId: product.parentId })
    .from(product)
    .where(inArray(product.sku, skus));
  const ids = found.map((r) => r.id);
  if (withParents) for (const r of found) if (r.parentId !== null) ids.push(r.parentId);
  return [...new Set(ids)];
}

export async function productIdsByUrlKey(db: Db, urlKeys: string[]): Promise<number[]> {
  if (urlKeys.length === 0) return [];
  const found = await db.select({ id: product.id }).from(product).where(inArray(product.urlKey, urlKeys));
  return found.map((r) => r.id);
}
