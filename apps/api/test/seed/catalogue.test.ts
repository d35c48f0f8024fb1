// The demo catalogue generator on a small catalogue (200 products): its invariants, its files on
// disk, and the /media/ handler that serves them.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { ATTRIBUTES } from '../../src/seed/attributes.ts';
import {
  type Assets,
  BUNDLE_SKU,
  CatalogueGenerator,
  CONSULTATION_SKU,
  emptyRows,
  GROUPED_SKU,
} from '../../src/seed/catalogue/generate.ts';
import {
  type CatalogueSummary,
  clearCatalogue,
  rowsOf,
  seedCatalogue,
} from '../../src/seed/catalogue/index.ts';
import { seedDemoReviews } from '../../src/seed/reviews.ts';
import { useTestApi } from '../support/api-client.ts';

const mediaDir = mkdtempSync(join(tmpdir(), 'atrium-media-'));
const api = useTestApi({ MEDIA_DIR: mediaDir });
const TODAY = new Date('2026-03-15T00:00:00Z');
const N = 200;
/**
 * The visible products appended after the generated ones: the design consultation (a virtual
 * product) and the Oslo dining range (seven simple products, a grouped one and a bundle).
 */
const SERVICES = 10;
let db: Db;
let summary: CatalogueSummary;

const query = async <T = Record<string, unknown>>(text: string): Promise<T[]> =>
  rowsOf<T>(await db.execute(sql.raw(text)));
const count = async (text: string) => Number((await query<{ n: number }>(text))[0]!.n);

/** A raw HTTP GET/HEAD, so the path reaches the server exactly as written (fetch would normalise "..").*/
function raw(
  path: string,
  method = 'GET',
): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  const { hostname, port } = new URL(api.url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  db = api.database.db;
  summary = await db.transaction((tx) =>
    seedCatalogue(tx as unknown as Db, {
      products: N,
      mediaDir,
      today: TODAY,
      batchSize: 70,
    }),
  );
});

afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

describe('demo catalogue', () => {
  it('creates the requested visible products, a quarter of them configurable with variants', async () => {
    expect(summary.products).toBe(N);
    expect(await count('select count(*) n from product where visibility = 4')).toBe(N + SERVICES);
    const configurable = await count(`select count(*) n from product where type_id = 'configurable'`);
    expect(configurable).toBeGreaterThan(N * 0.15);
    expect(configurable).toBeLessThan(N * 0.35);
    const variants = await count('select count(*) n from product where parent_id is not null');
    expect(variants).toBe(summary.variants);
    // variants are simple, not visible on their own, and hang off a configurable
    expect(
      await count(
        `select count(*) n from product v join product p on p.id = v.parent_id
          where v.type_id <> 'simple' or v.visibility <> 1 or p.type_id <> 'configurable'`,
      ),
    ).toBe(0);
    expect(
      await count(
        `select count(*) n from product p where p.type_id = 'configurable'
          and (select count(*) from product v where v.parent_id = p.id) < 2`,
      ),
    ).toBe(0);
  });

  it('creates the filterable attributes with Russian and English labels and colour swatches', async () => {
    const attributes = await query<{
      code: string;
      position: number;
      filter_group: string;
      swatch_type: string | null;
    }>(
      'select code, position, filter_group, swatch_type from attribute where is_filterable order by position',
    );
    expect(attributes).toEqual([
      { code: 'color', position: 10, filter_group: 'main', swatch_type: 'visual' },
      { code: 'material', position: 20, filter_group: 'main', swatch_type: 'text' },
      { code: 'size', position: 30, filter_group: 'additional', swatch_type: 'text' },
      { code: 'manufacturer', position: 40, filter_group: 'additional', swatch_type: null },
      { code: 'style', position: 50, filter_group: 'additional', swatch_type: null },
    ]);
    const colours = await query<{ labels: Record<string, string>; swatch_value: string }>(
      `select o.labels, o.swatch_value from attribute_option o join attribute a on a.id = o.attribute_id
        where a.code = 'color'`,
    );
    expect(colours.length).toBeGreaterThan(10);
    for (const c of colours) expect(c.swatch_value).toMatch(/^#[0-9a-f]{6}$/);
    expect(colours).toContainEqual({
      labels: { '0': 'Natural oak', '1': 'Дуб натуральный', '3': 'Дуб натуральный' },
      swatch_value: '#c8a165',
    });
  });

  it('gives every configurable its super attributes and every variant a distinct value of each', async () => {
    expect(
      await count(
        `select count(*) n from product p where p.type_id = 'configurable'
          and not exists (select 1 from product_super_attribute s where s.product_id = p.id)`,
      ),
    ).toBe(0);
    // each variant has exactly one option of each of its parent's super attributes
    expect(
      await count(
        `select count(*) n from product v join product_super_attribute s on s.product_id = v.parent_id
          where (select count(*) from product_attribute_option o
                  where o.product_id = v.id and o.attribute_id = s.attribute_id) <> 1`,
      ),
    ).toBe(0);
    // no two variants of a product share the same combination
    expect(
      await count(
        `select count(*) n from (select parent_id from (
           select v.parent_id, string_agg(o.option_id::text, ',' order by o.option_id) combo
             from product v
             join product_super_attribute s on s.product_id = v.parent_id
             join product_attribute_option o on o.product_id = v.id and o.attribute_id = s.attribute_id
            group by v.id, v.parent_id) c
          group by parent_id, combo having count(*) > 1) duplicates`,
      ),
    ).toBe(0);
  });

  it('prices every product on both websites; special prices are below the price', async () => {
    // a grouped product and a dynamic bundle take their prices from their products
    expect(
      await count(
        `select count(*) n from product p where p.type_id not in ('grouped', 'bundle')
           and (select count(*) from product_price pp where pp.product_id = p.id and pp.website_id in (1, 2)) <> 2`,
      ),
    ).toBe(0);
    expect(
      await count(
        `select count(*) n from product_price pp join product p on p.id = pp.product_id
          where p.type_id in ('grouped', 'bundle')`,
      ),
    ).toBe(0);
    expect(await count('select count(*) n from product_price where price <= 0')).toBe(0);
    expect(await count('select count(*) n from product_price where special_price >= price')).toBe(0);
    expect(
      await count('select count(*) n from product_price where special_price is not null'),
    ).toBeGreaterThan(0);
    // some special prices are dated: one running today, some over, some to come
    expect(
      await count(`select count(*) n from product_price where special_to_date < '2026-03-15'`),
    ).toBeGreaterThan(0);
    expect(
      await count(`select count(*) n from product_price where special_from_date > '2026-03-15'`),
    ).toBeGreaterThan(0);
    // the international website is priced in dollars, not converted roubles
    const [ratio] = await query<{ r: string }>(
      `select avg(ru.price / intl.price) r from product_price ru
         join product_price intl on intl.product_id = ru.product_id and intl.website_id = 2 where ru.website_id = 1`,
    );
    expect(Number(ratio!.r)).toBeGreaterThan(60);
    expect(Number(ratio!.r)).toBeLessThan(110);
    expect(await count('select count(*) n from product_tier_price')).toBeGreaterThan(0);
  });

  it('gives every product supplier figures on both websites: 45–70 % of the price, −0–15 %, × 1.05–1.25', async () => {
    expect(
      await count(
        `select count(*) n from product p where p.type_id not in ('grouped', 'bundle')
           and (select count(*) from product_supplier_price s where s.product_id = p.id and s.website_id in (1, 2) and s.factory_price is not null
             and s.factory_price_discount is not null and s.cost_factor is not null) <> 2`,
      ),
    ).toBe(0);
    const [bounds] = await query<Record<string, string>>(
      `select min(s.factory_price / p.price) share_min, max(s.factory_price / p.price) share_max,
              min(s.factory_price_discount) discount_min, max(s.factory_price_discount) discount_max,
              min(s.cost_factor) factor_min, max(s.cost_factor) factor_max,
              count(distinct s.cost_factor) factors
         from product_supplier_price s
         join product_price p on p.product_id = s.product_id and p.website_id = s.website_id`,
    );
    expect(Number(bounds!.share_min)).toBeGreaterThanOrEqual(0.449);
    expect(Number(bounds!.share_max)).toBeLessThanOrEqual(0.701);
    expect(Number(bounds!.discount_min)).toBeGreaterThanOrEqual(0);
    expect(Number(bounds!.discount_max)).toBeLessThanOrEqual(15);
    expect(Number(bounds!.factor_min)).toBeGreaterThanOrEqual(1.05);
    expect(Number(bounds!.factor_max)).toBeLessThanOrEqual(1.25);
    // drawn, not constant
    expect(Number(bounds!.factors)).toBeGreaterThan(10);
    expect(Number(bounds!.share_max) - Number(bounds!.share_min)).toBeGreaterThan(0.2);
  });

  it('writes English default texts and Russian texts for stores 1 and 3', async () => {
    expect(
      await count(
        `select count(*) n from product p where (select count(*) from product_store s
           where s.product_id = p.id and s.store_id in (0, 1, 3)) <> 3`,
      ),
    ).toBe(0);
    expect(
      await count(`select count(*) n from product_store where store_id = 0 and name ~ '[а-яА-ЯёЁ]'`),
    ).toBe(0);
    expect(
      await count(`select count(*) n from product_store where store_id = 1 and name !~ '[а-яА-ЯёЁ]'`),
    ).toBe(0);
    const [sample] = await query<{ description: string }>(
      `select description from product_store s join product p on p.id = s.product_id
        where s.store_id = 1 and p.visibility = 4 and p.id > 20 limit 1`,
    );
    expect(sample!.description).toMatch(/^<p>.+<\/p><ul><li><strong>Материал:<\/strong>/);
  });

  it('covers the rest of the product features: stock, quantities, options, files, extras', async () => {
    expect(await count('select count(*) n from product where not is_in_stock')).toBeGreaterThan(0);
    expect(
      await count('select count(*) n from product where min_sale_qty > 1 and qty_increments > 1'),
    ).toBeGreaterThan(0);
    expect(
      await count('select count(*) n from product_store where expected_delivery is not null'),
    ).toBeGreaterThan(0);
    expect(await count('select count(*) n from product_option where is_required')).toBeGreaterThan(0);
    expect(await count('select count(*) n from product_option where not is_required')).toBeGreaterThan(0);
    expect(
      await count(`select count(*) n from product_option_value where price_type = 'PERCENT'`),
    ).toBeGreaterThan(0);
    expect(await count('select count(*) n from product_file')).toBeGreaterThan(0);
    expect(await count(`select count(*) n from product_store where extra ? 'personally'`)).toBeGreaterThan(0);
  });

  it('fills the showcase with projects that have a gallery and project attributes', async () => {
    const projects = await query<{ id: number; extra: { project_attributes: { attribute_code: string }[] } }>(
      `select p.id, s.extra from category_product c join product p on p.id = c.product_id
         join product_store s on s.product_id = p.id and s.store_id = 1 where c.category_id = 154`,
    );
    expect(projects).toHaveLength(12);
    for (const project of projects) {
      expect(project.extra.project_attributes.map((a) => a.attribute_code)).toEqual(
        expect.arrayContaining(['area', 'city', 'year', 'style']),
      );
      expect(
        await count(`select count(*) n from product_media where product_id = ${project.id}`),
      ).toBeGreaterThan(2);
    }
  });

  it('puts every visible product in a category and every row on an existing product', async () => {
    expect(
      await count(
        `select count(*) n from product p where p.visibility = 4
          and not exists (select 1 from category_product c join category k on k.id = c.category_id
                           where c.product_id = p.id)`,
      ),
    ).toBe(0);
    for (const table of [
      'product_store',
      'product_price',
      'product_supplier_price',
      'product_tier_price',
      'product_attribute_option',
      'product_super_attribute',
      'product_media',
      'category_product',
      'product_option',
      'product_file',
      'product_link',
    ]) {
      expect(
        await count(
          `select count(*) n from ${table} t where not exists (select 1 from product p where p.id = t.product_id)`,
        ),
        table,
      ).toBe(0);
    }
    expect(
      await count(
        'select count(*) n from product_option_value v where not exists (select 1 from product_option o where o.id = v.option_id)',
      ),
    ).toBe(0);
  });

  it('writes a URL rewrite per store view for each visible product, and 301s from old keys', async () => {
    expect(
      await count(
        `select count(*) n from product p cross join (values (1), (2), (3)) s(id) where p.visibility = 4
          and not exists (select 1 from url_rewrite u where u.entity_type = 'product' and u.entity_id = p.id
                            and u.store_id = s.id and u.redirect_type = 0
                            and u.request_path = p.url_key || '.html'
                            and u.target_path = 'catalog/product/view/id/' || p.id)`,
      ),
    ).toBe(0);
    expect(
      await count(`select count(*) n from url_rewrite where entity_type = 'product' and redirect_type = 0`),
    ).toBe((N + SERVICES) * 3);
    // redirects lead to the product's current URL in the same store view
    expect(
      await count(
        `select count(*) n from url_rewrite r where r.redirect_type = 301 and not exists
           (select 1 from url_rewrite c where c.store_id = r.store_id and c.request_path = r.target_path
              and c.entity_id = r.entity_id and c.redirect_type = 0)`,
      ),
    ).toBe(0);
    expect(await count(`select count(*) n from product where url_key !~ '^[a-z0-9-]+$'`)).toBe(0);
  });

  it('appends the design consultation after the generated products: virtual, no weight, priced on both websites', async () => {
    const [row] = rowsOf<{ id: number; type_id: string; weight: string | null; url_key: string }>(
      await db.execute(sql`select id, type_id, weight, url_key from product where sku = ${CONSULTATION_SKU}`),
    );
    expect(row).toMatchObject({ type_id: 'virtual', weight: null, url_key: 'design-consultation' });
    // right after the generated products (the visible ones and their variants)
    expect(Number(row?.id)).toBe(N + summary.variants + 1);
    expect(await count(`select count(*) n from product_price where product_id = ${Number(row?.id)}`)).toBe(2);
    expect(
      await count(
        `select count(*) n from product_store where product_id = ${Number(row?.id)} and name in ('Design consultation', 'Консультация дизайнера')`,
      ),
    ).toBe(3);
    expect(
      await count(
        `select count(*) n from category_product where product_id = ${Number(row?.id)} and category_id = 100`,
      ),
    ).toBe(1);
  });

  it('appends the Oslo dining range: a grouped collection of four of its simple products and a dynamic bundle of them', async () => {
    const products = await query<{ sku: string; type_id: string; url_key: string; in_stock: boolean }>(
      `select sku, type_id, url_key, is_in_stock in_stock from product
        where id > (select id from product where sku = '${CONSULTATION_SKU}') order by id`,
    );
    expect(products.map((p) => [p.sku, p.type_id])).toEqual([
      ['OSL-TABLE-180', 'simple'],
      ['OSL-TABLE-220', 'simple'],
      ['OSL-CHAIR-OAK', 'simple'],
      ['OSL-CHAIR-BLACK', 'simple'],
      ['OSL-CHAIR-UPHOLSTERED', 'simple'],
      ['OSL-SIDEBOARD', 'simple'],
      ['OSL-BENCH', 'simple'],
      [GROUPED_SKU, 'grouped'],
      [BUNDLE_SKU, 'bundle'],
    ]);
    expect(products.at(-2)).toMatchObject({ url_key: 'oslo-dining-collection', in_stock: true });
    expect(products.at(-1)).toMatchObject({ url_key: 'oslo-dining-set', in_stock: true });
    expect(
      await query(
        `select m.sku, l.position, l.qty::float qty from product_grouped_link l
           join product g on g.id = l.product_id join product m on m.id = l.linked_product_id
          where g.sku = '${GROUPED_SKU}' order by l.position`,
      ),
    ).toEqual([
      { sku: 'OSL-TABLE-180', position: 0, qty: 1 },
      { sku: 'OSL-CHAIR-OAK', position: 1, qty: 4 },
      { sku: 'OSL-SIDEBOARD', position: 2, qty: 0 },
      { sku: 'OSL-BENCH', position: 3, qty: 0 },
    ]);
    expect(
      await query(
        `select b.dynamic_price, b.dynamic_sku, b.dynamic_weight, b.price_view, b.ship_bundle_items
           from product_bundle b join product p on p.id = b.product_id where p.sku = '${BUNDLE_SKU}'`,
      ),
    ).toEqual([
      {
        dynamic_price: true,
        dynamic_sku: false,
        dynamic_weight: true,
        price_view: 'PRICE_RANGE',
        ship_bundle_items: 'TOGETHER',
      },
    ]);
    const selections = await query<{ title: string; type: string; required: boolean; skus: string }>(
      `select o.titles->>'0' title, o.type, o.is_required required,
              string_agg(m.sku || ' x' || s.qty::float || (case when s.is_default then ' default' else '' end)
                         || (case when s.can_change_qty then ' changeable' else '' end), ', ' order by s.position) skus
         from product_bundle_option o join product p on p.id = o.product_id
         join product_bundle_selection s on s.option_id = o.id join product m on m.id = s.product_id
        where p.sku = '${BUNDLE_SKU}' group by o.id order by o.position`,
    );
    expect(selections).toEqual([
      { title: 'Table', type: 'radio', required: true, skus: 'OSL-TABLE-180 x1 default, OSL-TABLE-220 x1' },
      {
        title: 'Chairs',
        type: 'select',
        required: true,
        skus: 'OSL-CHAIR-OAK x4 default changeable, OSL-CHAIR-BLACK x4 changeable, OSL-CHAIR-UPHOLSTERED x4 changeable',
      },
      { title: 'Bench', type: 'checkbox', required: false, skus: 'OSL-BENCH x1' },
    ]);
    // the options' titles in Russian for stores 1 and 3
    expect(
      await count(
        `select count(*) n from product_bundle_option where titles->>'1' !~ '[а-яё]' or titles->>'3' !~ '[а-яё]'`,
      ),
    ).toBe(0);
    expect(
      await count(
        `select count(*) n from category_product c join product p on p.id = c.product_id
          where c.category_id = 30 and p.sku in ('${GROUPED_SKU}', '${BUNDLE_SKU}')`,
      ),
    ).toBe(2);
  });

  it('links products: related of the same category, dearer up-sells of it, cross-sells of a complementary one', async () => {
    const links = await query<{ link_type: string; n: number; products: number; positions: number }>(
      `select link_type, count(*)::int n, count(distinct product_id)::int products,
              count(distinct (product_id, position))::int positions
         from product_link group by link_type order by link_type`,
    );
    expect(links.map((l) => l.link_type)).toEqual(['crosssell', 'related', 'upsell']);
    for (const l of links) {
      // most products have links of each type, each at its own position
      expect(l.products, l.link_type).toBeGreaterThan(N / 2);
      expect(l.positions, l.link_type).toBe(l.n);
    }
    const category = (column: string) =>
      `(select min(category_id) from category_product c where c.product_id = l.${column} and c.category_id not in (121, 154))`;
    const price = (column: string) =>
      `(select price from product_price p where p.product_id = l.${column} and p.website_id = 1)`;
    const sameCategory = `${category('product_id')} = ${category('linked_product_id')}`;
    expect(
      await count(
        `select count(*) n from product_link l where link_type = 'related' and not ${sameCategory}`,
      ),
    ).toBe(0);
    expect(
      await count(
        `select count(*) n from product_link l where link_type = 'upsell'
           and not (${sameCategory} and ${price('linked_product_id')} > ${price('product_id')})`,
      ),
    ).toBe(0);
    expect(
      await count(`select count(*) n from product_link l where link_type = 'crosssell' and ${sameCategory}`),
    ).toBe(0);
    // only visible products are linked, never a variant
    expect(
      await count(
        `select count(*) n from product_link l join product p on p.id in (l.product_id, l.linked_product_id)
          where p.visibility <> 4`,
      ),
    ).toBe(0);
  });

  it('rebuilds the listing index: every visible product is listed in every store view', async () => {
    expect(summary.indexed).toBe(true);
    for (const store of [1, 2, 3]) {
      expect(await count(`select count(*) n from product_listing where store_id = ${store}`)).toBe(
        N + SERVICES,
      );
    }
  });

  it('is deterministic: the same seed generates the same rows and files', () => {
    const run = (seed: number) => {
      const generator = new CatalogueGenerator(
        {
          seed,
          picturePool: false,
          showcase: 12,
          today: TODAY,
          stores: [
            { id: 1, websiteId: 1 },
            { id: 2, websiteId: 2 },
            { id: 3, websiteId: 2 },
          ],
          productSuffix: new Map([
            [1, '.html'],
            [2, '.html'],
            [3, '.html'],
          ]),
          attributeIds: new Map(ATTRIBUTES.map((a, i) => [a.code, i + 1])),
          optionIds: new Map(
            ATTRIBUTES.flatMap((a) => a.options.map((o) => [`${a.code}:${o.key}`, o.key.length])),
          ),
        },
        { product: 1, option: 1, optionValue: 1, bundleOption: 1 },
      );
      const rows = emptyRows();
      const assets: Assets = { pictures: new Map(), documents: new Map() };
      for (let i = 0; i < 60; i++) generator.generate(i, rows, assets);
      return JSON.stringify({ rows, pictures: [...assets.pictures], documents: [...assets.documents] });
    };
    expect(run(1)).toBe(run(1));
    expect(run(2)).not.toBe(run(1));
  });
});

describe('media files', () => {
  it('writes every picture and document the rows refer to', async () => {
    const media = await query<{ file: string }>('select distinct file from product_media');
    expect(media.length).toBeGreaterThan(N);
    for (const { file } of media)
      expect(existsSync(join(mediaDir, 'catalog/product', file)), file).toBe(true);
    const files = await query<{ file: string }>('select distinct file from product_file');
    for (const { file } of files) {
      const bytes = readFileSync(join(mediaDir, 'catalog/files', file));
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(existsSync(join(mediaDir, 'catalog/product/placeholder/image.svg'))).toBe(true);
    // every visible product and variant has a main image; variants also a swatch image
    expect(
      await count(
        `select count(*) n from product p where not exists
           (select 1 from product_media m where m.product_id = p.id and 'image' = any(m.types)
              and 'small_image' = any(m.types) and 'thumbnail' = any(m.types))`,
      ),
    ).toBe(0);
    expect(
      await count(
        `select count(*) n from product p where p.parent_id is not null and not exists
           (select 1 from product_media m where m.product_id = p.id and 'swatch_image' = any(m.types))`,
      ),
    ).toBe(0);
  });

  it('serves pictures with their type, a year of immutable cache, nosniff and a CSP for SVG', async () => {
    const [{ file }] = (await query<{ file: string }>(
      'select file from product_media order by id limit 1',
    )) as [{ file: string }];
    const response = await raw(`/media/catalog/product${file}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body.toString()).toBe(readFileSync(join(mediaDir, 'catalog/product', file), 'utf8'));

    const head = await raw(`/media/catalog/product${file}`, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(response.body.length));
    expect(head.body.length).toBe(0);

    const placeholder = await raw('/media/catalog/product/placeholder/image.svg');
    expect(placeholder.status).toBe(200);
  });

  it('serves attached documents as PDF', async () => {
    const [{ file }] = (await query<{ file: string }>('select file from product_file limit 1')) as [
      { file: string },
    ];
    const response = await raw(`/media/catalog/files/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.body.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 404 for missing files and for every way out of the media directory', async () => {
    for (const path of [
      '/media/catalog/product/n/o/no-such-picture.svg',
      '/media/catalog/product',
      '/media/',
      '/media/../package.json',
      '/media/catalog/../../package.json',
      '/media/%2e%2e/package.json',
      '/media/%2E%2E/%2E%2E/package.json',
      '/media/catalog%2f..%2f..%2fpackage.json',
      '/media/..%5c..%5cpackage.json',
      '/media/catalog/product/%00.svg',
      '/media/%zz',
      '/media/.hidden',
    ]) {
      const response = await raw(path);
      expect(response.status, path).toBe(404);
      expect(response.body.toString()).not.toContain('"name"');
    }
    const post = await new Promise<number>((resolve, reject) => {
      const { hostname, port } = new URL(api.url);
      const req = request(
        { hostname, port, path: '/media/catalog/product/placeholder/image.svg', method: 'POST' },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(post).toBe(405);
  });
});

// Last: replaces the catalogue the tests above read.
describe('demo reviews', () => {
  it('reviews about a third of the products in Russian and English, mostly approved, deterministically', async () => {
    const written = await db.transaction((tx) =>
      seedDemoReviews(tx as unknown as Db, { seed: 1, today: TODAY }),
    );
    expect(written).toBeGreaterThan(N / 4);
    const rows = await query<{
      locale: string;
      store_id: number;
      status: string;
      customer_id: number | null;
      created_at: Date | string;
    }>('select locale, store_id, status, customer_id, created_at from review');
    expect(rows).toHaveLength(written);
    expect(new Set(rows.map((r) => `${r.locale}@${r.store_id}`))).toEqual(new Set(['ru_RU@1', 'en_US@2']));
    const pending = rows.filter((r) => r.status === 'pending').length;
    expect(pending).toBeGreaterThan(0);
    expect(pending).toBeLessThan(written / 10);
    // The demo client's one review is approved and Russian.
    const byClient = rows.filter((r) => r.customer_id != null);
    expect(byClient).toHaveLength(1);
    expect(byClient[0]).toMatchObject({ locale: 'ru_RU', status: 'approved' });
    for (const r of rows) expect(new Date(r.created_at).getTime()).toBeLessThan(TODAY.getTime());
    // Every review scores the three ratings, 1 to 5 stars.
    const [votes] = await query<{ n: number; lo: number; hi: number }>(
      'select count(*)::int n, min(value) lo, max(value) hi from review_vote',
    );
    expect(Number(votes?.n)).toBe(written * 3);
    expect(Number(votes?.lo)).toBeGreaterThanOrEqual(1);
    expect(Number(votes?.hi)).toBeLessThanOrEqual(5);
    // The same seed writes the same reviews.
    const again = await db.transaction(async (tx) => {
      await tx.execute(sql`delete from review`);
      return seedDemoReviews(tx as unknown as Db, { seed: 1, today: TODAY });
    });
    expect(again).toBe(written);
  });
});

describe('replacing the catalogue', () => {
  it('deletes every product row and product URL, keeps the rest, and generates a new catalogue', async () => {
    const categoryRows = await count('select count(*) n from category');
    await db.transaction(async (tx) => {
      await clearCatalogue(tx as unknown as Db);
    });
    for (const table of [
      'product',
      'product_store',
      'product_price',
      'product_supplier_price',
      'product_media',
      'product_option_value',
      'product_listing',
      'product_link',
    ]) {
      expect(await count(`select count(*) n from ${table}`), table).toBe(0);
    }
    expect(await count(`select count(*) n from url_rewrite where entity_type = 'product'`)).toBe(0);
    expect(await count('select count(*) n from category')).toBe(categoryRows);
    const again = await db.transaction((tx) =>
      seedCatalogue(tx as unknown as Db, { products: 20, mediaDir, today: TODAY, seed: 7 }),
    );
    expect(again.products).toBe(20);
    expect(await count('select min(id) n from product')).toBe(1);
    expect(await count('select count(*) n from product where visibility = 4')).toBe(20 + SERVICES);
  });
});
