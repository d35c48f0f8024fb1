// Related, up-sell and cross-sell products (Magento's product links) over real HTTP: each list
// holds the linked products that are active and listed in the request's store view, in position
// order, typed by their own product type; `product_links` lists the same links in Magento's shape;
// a page of products reads its links in one statement. Also what a product page reads of how to
// show a product (options_container, gift_message_available) and the DownloadableProduct type no
// product resolves to.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { product, productLink } from '../../src/db/schema.ts';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import type { ProductLinkType } from '../../src/modules/catalog/product-tables.ts';
import { bumpStoreVersion } from '../../src/modules/store/cache.ts';
import { recordingDb } from '../support/recording-db.ts';
import { type RunningApi, startApi } from '../support/start-api.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { insertProduct } from './product-fixtures.ts';

const INT = { Store: 'int' };
const RU = { Store: 'ru' };

// biome-ignore lint/suspicious/noExplicitAny: response shapes are asserted field by field
type Any = any;

let database: TestDatabase;
let api: RunningApi;
let recorder: ReturnType<typeof recordingDb>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  recorder = recordingDb(database);
  api = await startApi(database, {}, { db: recorder.db });
  const db = database.db;
  const both = { 1: { price: '10000' }, 2: { price: '100' } };
  const add = async (key: string, f: Omit<Parameters<typeof insertProduct>[1], 'sku'> = {}) => {
    ids[key] = await insertProduct(db, { sku: `LNK-${key}`, prices: both, categories: [13], ...f });
    return ids[key] as number;
  };
  await add('MAIN', { texts: { 0: { name: 'Linen sofa' }, 1: { name: 'Льняной диван' } } });
  await add('REL-A');
  await add('REL-B');
  await add('REL-C');
  await add('REL-OFF', { isActive: false });
  // Not visible on its own (a configurable's variant, say): never listed.
  await add('REL-HIDDEN', { visibility: 1 });
  // Priced on the ru website only: listed in its store views, not in int.
  await add('REL-RU', { prices: { 1: { price: '9000' } } });
  await add('UP-SERVICE', { typeId: 'virtual', prices: { 1: { price: '20000' }, 2: { price: '250' } } });
  await add('UP-SET', {
    typeId: 'grouped',
    prices: {},
    groupedLinks: [{ productId: ids['REL-A'] as number }],
  });
  await add('CROSS-A', { categories: [72] });
  await add('CROSS-B', { categories: [72] });
  const link = (from: string, type: ProductLinkType, to: string, position: number) => ({
    productId: ids[from] as number,
    linkedProductId: ids[to] as number,
    linkType: type,
    position,
  });
  await db
    .insert(productLink)
    .values([
      link('MAIN', 'related', 'REL-A', 3),
      link('MAIN', 'related', 'REL-B', 1),
      link('MAIN', 'related', 'REL-C', 2),
      link('MAIN', 'related', 'REL-OFF', 0),
      link('MAIN', 'related', 'REL-HIDDEN', 4),
      link('MAIN', 'related', 'REL-RU', 5),
      link('MAIN', 'upsell', 'UP-SET', 2),
      link('MAIN', 'upsell', 'UP-SERVICE', 1),
      link('MAIN', 'crosssell', 'CROSS-A', 2),
      link('MAIN', 'crosssell', 'CROSS-B', 1),
      link('UP-SET', 'related', 'MAIN', 1),
      link('REL-A', 'crosssell', 'CROSS-A', 1),
    ]);
  await bumpStoreVersion(db);
  await reindexProducts(db);
}, 120_000);

afterAll(async () => {
  await api.close();
  await database.dispose();
});

const LISTS = `
  related_products { __typename sku name }
  upsell_products { __typename sku }
  crosssell_products { __typename sku }`;

async function products(skus: string[], fields: string, headers = INT): Promise<Any[]> {
  const res = await api.gql<{ products: { items: Any[] } }>(
    `query ($skus: [String]) { products(filter: { sku: { in: $skus } }) { items { sku ${fields} } } }`,
    { variables: { skus }, headers },
  );
  expect(res.errors, res.errors?.[0]?.message).toBeUndefined();
  return res.data!.products.items.sort((a: Any, b: Any) => a.sku.localeCompare(b.sku));
}

const skus = (list: Any[]) => list.map((p: Any) => p.sku);

describe('related, up-sell and cross-sell products', () => {
  it('reads the links of a page of products in one statement', async () => {
    await reindexProducts(database.db); // a new catalogue version: nothing cached from before
    const log = await recorder.record(() =>
      products(['LNK-MAIN', 'LNK-UP-SET', 'LNK-REL-A'], `${LISTS} product_links { sku }`),
    );
    expect(log.filter((s) => s.sql.includes('product_link')).length).toBe(1);
  });

  it('lists the active products listed in the store view, in position order, as their own types', async () => {
    const [main] = await products(['LNK-MAIN'], LISTS);
    expect(main.related_products).toEqual([
      { __typename: 'SimpleProduct', sku: 'LNK-REL-B', name: 'LNK-REL-B' },
      { __typename: 'SimpleProduct', sku: 'LNK-REL-C', name: 'LNK-REL-C' },
      { __typename: 'SimpleProduct', sku: 'LNK-REL-A', name: 'LNK-REL-A' },
    ]);
    expect(main.upsell_products).toEqual([
      { __typename: 'VirtualProduct', sku: 'LNK-UP-SERVICE' },
      { __typename: 'GroupedProduct', sku: 'LNK-UP-SET' },
    ]);
    expect(main.crosssell_products).toEqual([
      { __typename: 'SimpleProduct', sku: 'LNK-CROSS-B' },
      { __typename: 'SimpleProduct', sku: 'LNK-CROSS-A' },
    ]);
  });

  it('follows the store view: the ru views also show the product priced on their website only', async () => {
    const [main] = await products(['LNK-MAIN'], 'name related_products { sku }', RU);
    expect(main.name).toBe('Льняной диван');
    expect(skus(main.related_products)).toEqual(['LNK-REL-B', 'LNK-REL-C', 'LNK-REL-A', 'LNK-REL-RU']);
  });

  it('answers the lists on every product type, empty where a product has no links', async () => {
    const [relA, set] = await products(['LNK-REL-A', 'LNK-UP-SET'], LISTS);
    expect(relA).toEqual({
      sku: 'LNK-REL-A',
      related_products: [],
      upsell_products: [],
      crosssell_products: [{ __typename: 'SimpleProduct', sku: 'LNK-CROSS-A' }],
    });
    expect(skus(set.related_products)).toEqual(['LNK-MAIN']);
    expect(set.upsell_products).toEqual([]);
  });

  it('lists them in product_links: related, then up-sells, then cross-sells, each by position', async () => {
    const [main] = await products(
      ['LNK-MAIN'],
      'product_links { __typename sku link_type linked_product_sku linked_product_type position }',
    );
    const link = (type: string, sku: string, productType: string, position: number) => ({
      __typename: 'ProductLinks',
      sku: 'LNK-MAIN',
      link_type: type,
      linked_product_sku: sku,
      linked_product_type: productType,
      position,
    });
    expect(main.product_links).toEqual([
      link('related', 'LNK-REL-B', 'simple', 1),
      link('related', 'LNK-REL-C', 'simple', 2),
      link('related', 'LNK-REL-A', 'simple', 3),
      link('upsell', 'LNK-UP-SERVICE', 'virtual', 1),
      link('upsell', 'LNK-UP-SET', 'grouped', 2),
      link('crosssell', 'LNK-CROSS-B', 'simple', 1),
      link('crosssell', 'LNK-CROSS-A', 'simple', 2),
    ]);
  });

  it('leaves out a linked product once it is switched off', async () => {
    const db = database.db;
    await db
      .update(product)
      .set({ isActive: false })
      .where(eq(product.id, ids['REL-C'] as number));
    await reindexProducts(db, [ids['REL-C'] as number]);
    const [main] = await products(
      ['LNK-MAIN'],
      'related_products { sku } product_links { linked_product_sku }',
    );
    expect(skus(main.related_products)).toEqual(['LNK-REL-B', 'LNK-REL-A']);
    expect(main.product_links.map((l: Any) => l.linked_product_sku)).not.toContain('LNK-REL-C');
  });
});

describe('how a product page shows a product', () => {
  it('answers options_container "container2" and no gift message per product, on every type', async () => {
    const items = await products(
      ['LNK-MAIN', 'LNK-UP-SERVICE', 'LNK-UP-SET'],
      '__typename options_container gift_message_available',
    );
    expect(items).toEqual([
      {
        sku: 'LNK-MAIN',
        __typename: 'SimpleProduct',
        options_container: 'container2',
        gift_message_available: '0',
      },
      {
        sku: 'LNK-UP-SERVICE',
        __typename: 'VirtualProduct',
        options_container: 'container2',
        gift_message_available: '0',
      },
      {
        sku: 'LNK-UP-SET',
        __typename: 'GroupedProduct',
        options_container: 'container2',
        gift_message_available: '0',
      },
    ]);
  });

  it('accepts a DownloadableProduct fragment, which no product answers', async () => {
    const [main] = await products(
      ['LNK-MAIN'],
      `__typename ... on DownloadableProduct {
         links_title links_purchased_separately
         downloadable_product_links { uid title price sample_url }
         downloadable_product_samples { title sample_url } }`,
    );
    expect(main).toEqual({ sku: 'LNK-MAIN', __typename: 'SimpleProduct' });
  });
});
