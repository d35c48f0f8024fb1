// The demo catalogue: generates N visible products (a quarter configurable, with their variants)
// in batches, writes them with multi-row inserts, writes their pictures and documents under the
// media directory, and rebuilds the listing index.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { getTableColumns, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  categoryProduct,
  product,
  productAttributeOption,
  productBundle,
  productBundleOption,
  productBundleSelection,
  productFile,
  productGroupedLink,
  productMedia,
  productOption,
  productOptionValue,
  productPrice,
  productStore,
  productSuperAttribute,
  productSupplierPrice,
  productTierPrice,
  urlRewrite,
} from '../../db/schema.ts';
import { reindexProducts } from '../../modules/catalog/listing/reindex.ts';
import { reindexPersonally } from '../../modules/catalog/personally/reindex.ts';
import { ensureAttributes } from '../attributes.ts';
import { categoryPictures } from '../categories.ts';
import { configPerStore, storeScopes } from '../url-rewrites.ts';
import { type Assets, CatalogueGenerator, emptyRows, type Rows } from './generate.ts';
import { seedProductLinks } from './links.ts';
import { personallyPictures } from './personally.ts';
import { renderPicture, renderPlaceholder } from './pictures.ts';
import { renderPdf } from './text.ts';
import { SHOWCASE_PROJECTS } from './vocabulary.ts';

export interface SeedCatalogueOptions {
  /** Visible products to create (variants come on top). */
  products: number;
  /** Root of the media files (MEDIA_DIR). */
  mediaDir: string;
  seed?: number;
  /** Share pictures between products of the same kind, colour and shape; default: above 5,000 products. */
  picturePool?: boolean;
  /** Start with the "our projects" showcase (category 154); default true. */
  showcase?: boolean;
  /** Special price and "new" dates are relative to this day; default today. */
  today?: Date;
  /** Visible products generated and written per batch. */
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
  /**
   * Add the services and the product types the generator does not make after the generated
   * products: the design consultation (virtual) and the Oslo dining range (seven simple products,
   * a grouped one and a bundle); default true.
   */
  services?: boolean;
  /** Rebuild the listing index at the end; default true. */
  reindex?: boolean;
}

export interface CatalogueSummary {
  products: number;
  variants: number;
  pictures: number;
  documents: number;
  /** The listing index was rebuilt. */
  indexed: boolean;
}

/** Products above which pictures are shared rather than written one per product. */
export const PICTURE_POOL_THRESHOLD = 5_000;

const ROWS_PER_STATEMENT = 5_000;

/**
 * Multi-row insert that sends the rows as one JSON parameter (`json_populate_recordset`): one bind
 * parameter whatever the row count, and several times faster than a VALUES list on PGlite. Rows
 * are grouped by the columns they set, so omitted columns keep their defaults.
 */
export async function insertAll(db: Db, table: PgTable, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const { name } = getTableConfig(table);
  const columnNames = new Map(
    Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name]),
  );
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const keys = Object.keys(row)
      .filter((key) => row[key] !== undefined)
      .join(',');
    const group = groups.get(keys);
    if (group) group.push(row);
    else groups.set(keys, [row]);
  }
  for (const [keyList, group] of groups) {
    const keys = keyList.split(',');
    const columns = keys.map((key) => {
      const column = columnNames.get(key);
      if (!column) throw new Error(`${name} has no column for ${key}`);
      return column;
    });
    const list = sql.raw(columns.map((c) => `"${c}"`).join(', '));
    for (let i = 0; i < group.length; i += ROWS_PER_STATEMENT) {
      const json = JSON.stringify(
        group
          .slice(i, i + ROWS_PER_STATEMENT)
          .map((row) => Object.fromEntries(keys.map((k, j) => [columns[j], row[k]]))),
      );
      await db.execute(
        sql`insert into ${sql.identifier(name)} (${list}) select ${list} from json_populate_recordset(null::${sql.identifier(name)}, ${json}::json)`,
      );
    }
  }
}

async function writeRows(db: Db, rows: Rows): Promise<void> {
  await insertAll(db, product, rows.product);
  await insertAll(db, productStore, rows.productStore);
  await insertAll(db, productPrice, rows.productPrice);
  await insertAll(db, productSupplierPrice, rows.productSupplierPrice);
  await insertAll(db, productTierPrice, rows.productTierPrice);
  await insertAll(db, productAttributeOption, rows.productAttributeOption);
  await insertAll(db, productSuperAttribute, rows.productSuperAttribute);
  await insertAll(db, productMedia, rows.productMedia);
  await insertAll(db, categoryProduct, rows.categoryProduct);
  await insertAll(db, productOption, rows.productOption);
  await insertAll(db, productOptionValue, rows.productOptionValue);
  await insertAll(db, productFile, rows.productFile);
  await insertAll(db, productGroupedLink, rows.productGroupedLink);
  await insertAll(db, productBundle, rows.productBundle);
  await insertAll(db, productBundleOption, rows.productBundleOption);
  await insertAll(db, productBundleSelection, rows.productBundleSelection);
  await insertAll(db, urlRewrite, rows.urlRewrite);
}

/** Writes files a few at a time; `skipExisting` for shared (pooled) files whose name fixes the content. */
async function writeFiles(entries: [string, () => string | Buffer][], skipExisting: boolean): Promise<void> {
  const dirs = new Set(entries.map(([path]) => dirname(path)));
  for (const dir of dirs) await mkdir(dir, { recursive: true });
  const queue = skipExisting ? entries.filter(([path]) => !existsSync(path)) : entries;
  for (let i = 0; i < queue.length; i += 64) {
    await Promise.all(queue.slice(i, i + 64).map(([path, render]) => writeFile(path, render())));
  }
}

/**
 * Files every shop needs whatever its catalogue: the product placeholder and the demo categories'
 * pictures (seed/category-pictures.ts; the category rows name them). Written at every start, a few
 * milliseconds: the drawings may have changed since the last one.
 */
export async function writeStaticMedia(mediaDir: string): Promise<void> {
  await writeFiles(
    [
      [join(mediaDir, 'catalog/product/placeholder/image.svg'), renderPlaceholder],
      ...categoryPictures().map(([file, render]): [string, () => string] => [
        join(mediaDir, 'catalog/category', file),
        render,
      ]),
    ],
    false,
  );
}

/** The pictures of the personalised-listing entries (designers, collections) the products name. */
async function writePersonallyMedia(mediaDir: string): Promise<void> {
  await writeFiles(
    personallyPictures().map(([file, spec]) => [
      join(mediaDir, 'catalog/product', file),
      () => renderPicture(spec),
    ]),
    false,
  );
}

async function writeAssets(mediaDir: string, assets: Assets, pooled: boolean): Promise<void> {
  await writeFiles(
    [...assets.pictures].map(([file, spec]) => [
      join(mediaDir, 'catalog/product', file),
      () => renderPicture(spec),
    ]),
    pooled,
  );
  await writeFiles(
    [...assets.documents].map(([file, doc]) => [
      join(mediaDir, 'catalog/files', file),
      () => renderPdf(doc.title, doc.lines),
    ]),
    true,
  );
}

/** Rows of `db.execute` on either driver (both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

async function nextId(db: Db, table: string): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql.raw(`select coalesce(max(id), 0) + 1 as id from ${table}`)),
  );
  return Number(row?.id ?? 1);
}

/** Moves the id sequences past explicitly inserted ids. */
async function syncSequences(db: Db): Promise<void> {
  for (const table of ['product', 'product_option', 'product_option_value', 'product_bundle_option']) {
    await db.execute(
      sql.raw(`select setval('${table}_id_seq', greatest((select coalesce(max(id), 0) from ${table}), 1))`),
    );
  }
}

/**
 * Deletes the whole catalogue: products and every table that references them (prices, texts,
 * media, options, taxes, views, the listing index… through TRUNCATE … CASCADE), and the products'
 * URL rewrites. Attributes, categories and the rest of the shop stay.
 */
export async function clearCatalogue(db: Db): Promise<void> {
  await db.execute(sql`delete from url_rewrite where entity_type = 'product'`);
  await db.execute(sql`truncate product restart identity cascade`);
}

export async function countProducts(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(product);
  return Number(row?.n ?? 0);
}

/**
 * Builds the listing index (`product_listing`) of every visible product. The ids are passed
 * explicitly: a full rebuild ends with VACUUM, which cannot run inside the seed's transaction, and
 * a freshly written catalogue has no dead listing rows to vacuum anyway.
 */
export async function reindexListing(db: Db): Promise<boolean> {
  const ids = rowsOf<{ id: number }>(
    await db.execute(sql`select id from product where visibility >= 2 order by id`),
  ).map((row) => Number(row.id));
  await reindexProducts(db, ids);
  return true;
}

/**
 * Inside a transaction, lets a superuser skip the per-row foreign key triggers until commit (as
 * pg_restore --disable-triggers does): the generator only writes rows that reference the products
 * it wrote, and the seed tests check that no row is orphaned. Without the privilege, nothing changes.
 */
async function skipForeignKeyChecks(db: Db): Promise<void> {
  const [role] = rowsOf<{ rolsuper: boolean }>(
    await db.execute(sql`select rolsuper from pg_roles where rolname = current_user`),
  );
  if (role?.rolsuper) await db.execute(sql`set local session_replication_role = replica`);
}

export async function seedCatalogue(db: Db, options: SeedCatalogueOptions): Promise<CatalogueSummary> {
  await skipForeignKeyChecks(db);
  const total = Math.max(0, Math.floor(options.products));
  const pooled = options.picturePool ?? total > PICTURE_POOL_THRESHOLD;
  const batchSize = options.batchSize ?? 1_000;
  const stores = await storeScopes(db);
  const attributeIds = await ensureAttributes(db);
  const firstProductId = await nextId(db, 'product');
  const generator = new CatalogueGenerator(
    {
      seed: options.seed ?? 1,
      picturePool: pooled,
      showcase: options.showcase === false ? 0 : Math.min(SHOWCASE_PROJECTS.length, total),
      today: options.today ?? new Date(),
      stores,
      productSuffix: await configPerStore(db, 'catalog/seo/product_url_suffix', stores),
      attributeIds: attributeIds.attributes,
      optionIds: attributeIds.options,
    },
    {
      product: firstProductId,
      option: await nextId(db, 'product_option'),
      optionValue: await nextId(db, 'product_option_value'),
      bundleOption: await nextId(db, 'product_bundle_option'),
    },
  );
  const summary: CatalogueSummary = { products: 0, variants: 0, pictures: 0, documents: 0, indexed: false };
  const seenFiles = new Set<string>();
  await writeStaticMedia(options.mediaDir);
  await writePersonallyMedia(options.mediaDir);
  for (let start = 0; start < total; start += batchSize) {
    const end = Math.min(total, start + batchSize);
    const rows = emptyRows();
    const assets: Assets = { pictures: new Map(), documents: new Map() };
    for (let index = start; index < end; index++) generator.generate(index, rows, assets);
    await writeRows(db, rows);
    // pooled files repeat across batches: write each once per run
    for (const file of [...assets.pictures.keys()]) {
      if (seenFiles.has(file)) assets.pictures.delete(file);
      else seenFiles.add(file);
    }
    for (const file of [...assets.documents.keys()]) {
      if (seenFiles.has(file)) assets.documents.delete(file);
      else seenFiles.add(file);
    }
    await writeAssets(options.mediaDir, assets, pooled);
    summary.products += end - start;
    summary.variants += rows.product.filter((p) => p.parentId != null).length;
    summary.pictures += assets.pictures.size;
    summary.documents += assets.documents.size;
    options.onProgress?.(end, total);
  }
  if (total > 0 && options.services !== false) {
    // the services after the generated products, so these keep their ids
    const rows = emptyRows();
    const assets: Assets = { pictures: new Map(), documents: new Map() };
    generator.designConsultation(rows, assets);
    generator.osloDining(rows, assets);
    await writeRows(db, rows);
    await writeAssets(options.mediaDir, assets, false);
  }
  await syncSequences(db);
  // fresh statistics, so the indexing queries over the new rows get sensible plans
  await db.execute(
    sql.raw(
      'analyze product, product_store, product_price, product_supplier_price, product_attribute_option, product_super_attribute, category_product',
    ),
  );
  // related, up-sell and cross-sell products among the products just written
  await seedProductLinks(db, firstProductId);
  if (options.reindex !== false) summary.indexed = await reindexListing(db);
  // the personalised listings' entries and their products, from the products' `personally` blocks
  await reindexPersonally(db);
  return summary;
}
