import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productView } from '../../src/db/schema.ts';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import { useTestApi } from '../support/api-client.ts';
import { insertProduct } from './product-fixtures.ts';

const api = useTestApi();

interface Groups {
  amMostviewedGroups: {
    items: {
      block_title: string;
      block_layout: number;
      add_to_cart: boolean;
      position: string;
      items: { __typename: string; sku: string }[];
    }[];
  } | null;
}

const ids: Record<string, number> = {};
const uid = (id: number) => Buffer.from(String(id)).toString('base64');

const GROUPS = `query($id: Int, $uid: ID, $position: String) {
  amMostviewedGroups(id: $id, uid: $uid, position: $position) {
    items { block_title block_layout add_to_cart position items { __typename sku } }
  }
}`;

const groups = (variables: Record<string, unknown>, store = 'int') =>
  api.gql<Groups>(GROUPS, { variables, headers: { Store: store } });
const skusOf = (res: { data?: Groups | null }) =>
  res.data?.amMostviewedGroups?.items[0]?.items.map((i) => i.sku) ?? [];

const record = (variables: Record<string, unknown>, store = 'int') =>
  api.gql<{ recordProductView: boolean | null }>(
    'mutation($uid: ID, $sku: String) { recordProductView(uid: $uid, sku: $sku) }',
    { variables, headers: { Store: store } },
  );

async function view(sku: string, times: number, store = 'int') {
  for (let i = 0; i < times; i++) {
    const res = await record({ uid: uid(ids[sku]!) }, store);
    expect(res.errors).toBeUndefined();
    expect(res.data?.recordProductView).toBe(true);
  }
}

beforeAll(async () => {
  const db = api.database.db;
  const add = async (sku: string, categories: number[], extra: Record<string, unknown> = {}) => {
    ids[sku] = await insertProduct(db, {
      sku,
      texts: { 0: { name: sku } },
      prices: { 1: { price: '1000' }, 2: { price: '10' } },
      categories,
      ...extra,
    });
  };
  await add('SOFA-A', [11]);
  await add('SOFA-B', [12]); // corner sofas: below sofas (anchor)
  await add('SOFA-C', [11]);
  await add('CHAIR-D', [14]);
  await add('CONF-E', [11], { typeId: 'configurable' });
  await add('SOFA-OFF', [11], { isActive: false });
  await add('CONF-E-RED', [11], { parentId: ids['CONF-E'] });
  await reindexProducts(db);
});

describe('recordProductView', () => {
  it('counts views per product, store view and day', async () => {
    await view('SOFA-B', 3);
    await view('SOFA-C', 1);
    await view('CHAIR-D', 5);
    await view('SOFA-A', 2);
    const rows = await api.database.db
      .select()
      .from(productView)
      .where(eq(productView.productId, ids['SOFA-B']!));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ storeId: 2, views: 3 });
    const bySku = await record({ sku: 'CONF-E' }, 'ru');
    expect(bySku.data?.recordProductView).toBe(true);
  });

  it('validates the product', async () => {
    const missing = await record({});
    expect(missing.errors?.[0]?.message).toBe('Required parameter "uid" or "sku" is missing.');
    expect(missing.errors?.[0]?.extensions?.category).toBe('graphql-input');
    const bad = await record({ uid: 'not a uid!' });
    expect(bad.errors?.[0]?.message).toBe('Value of uid "not a uid!" is incorrect.');
    expect(bad.errors?.[0]?.extensions?.category).toBe('graphql-input');
    for (const variables of [
      { uid: uid(999999) },
      { uid: uid(ids['SOFA-OFF']!) },
      { uid: uid(ids['CONF-E-RED']!) },
    ]) {
      const res = await record(variables);
      expect(res.data?.recordProductView).toBeNull();
      expect(res.errors?.[0]?.message).toBe(
        "The product that was requested doesn't exist. Verify the product and try again.",
      );
      expect(res.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
    }
    const sku = await record({ sku: 'NOPE' });
    expect(sku.errors?.[0]?.message).toBe('Could not find a product with SKU "NOPE"');
    const get = await api.gql('mutation { recordProductView(sku: "SOFA-A") }', { method: 'GET' });
    expect(get.status).toBe(405);
  });
});

describe('amMostviewedGroups', () => {
  it('lists the other products of the product’s categories, most viewed first', async () => {
    const res = await groups({ id: ids['SOFA-A'] });
    expect(res.errors).toBeUndefined();
    expect(res.data?.amMostviewedGroups?.items).toHaveLength(1);
    expect(res.data?.amMostviewedGroups?.items[0]).toMatchObject({
      block_title: 'Customers also viewed',
      position: 'product_content_bottom',
      add_to_cart: true,
      block_layout: 0,
    });
    // CHAIR-D has the most views but is in another category; SOFA-C and CONF-E (viewed in another
    // store view) tie on one view and keep their id order.
    expect(skusOf(res)).toEqual(['SOFA-B', 'SOFA-C', 'CONF-E']);
    expect(res.data?.amMostviewedGroups?.items[0]?.items[2]?.__typename).toBe('ConfigurableProduct');
  });

  it('sums the views of every store view and follows new views', async () => {
    await view('SOFA-C', 3, 'ru');
    const res = await groups({ uid: uid(ids['SOFA-A']!) }, 'ru');
    expect(res.data?.amMostviewedGroups?.items[0]?.block_title).toBe('С этим товаром смотрят');
    expect(skusOf(res)).toEqual(['SOFA-C', 'SOFA-B', 'CONF-E']);
  });

  it('counts only the last 30 days', async () => {
    await api.database.db.insert(productView).values({
      productId: ids['CONF-E']!,
      storeId: 2,
      day: sql`current_date - 40`,
      views: 1000,
    });
    expect(skusOf(await groups({ id: ids['SOFA-A'] }))).toEqual(['SOFA-C', 'SOFA-B', 'CONF-E']);
  });

  it('falls back to the most viewed products overall', async () => {
    const res = await groups({ id: ids['CHAIR-D'], position: 'product_content_bottom' });
    expect(skusOf(res)).toEqual(['SOFA-C', 'SOFA-B', 'SOFA-A', 'CONF-E']);
  });

  it('lists a category’s most viewed products for category positions', async () => {
    const res = await groups({ id: 11, position: 'category_content_bottom' });
    expect(res.data?.amMostviewedGroups?.items[0]?.position).toBe('category_content_bottom');
    expect(skusOf(res)).toEqual(['SOFA-C', 'SOFA-B', 'SOFA-A', 'CONF-E']);
    expect(skusOf(await groups({ id: 14, position: 'category_content_bottom' }))).toEqual(['CHAIR-D']);
  });

  it('lists the store’s most viewed products for a CMS page position, which names no entity', async () => {
    const res = await groups({ position: 'cms_content_top' }, 'ru');
    expect(res.errors).toBeUndefined();
    expect(res.data?.amMostviewedGroups?.items[0]).toMatchObject({
      block_title: 'Популярное',
      position: 'cms_content_top',
    });
    // every category: CHAIR-D 5 views, SOFA-C 4, SOFA-B 3, SOFA-A 2, CONF-E 1 (its old views too old)
    expect(skusOf(res)).toEqual(['CHAIR-D', 'SOFA-C', 'SOFA-B', 'SOFA-A', 'CONF-E']);
    for (const variables of [
      { position: 'cms_content_top', id: ids['SOFA-A'] },
      { position: 'cms_content_top', uid: uid(11) },
    ]) {
      const wrong = await groups(variables);
      expect(wrong.errors?.[0]?.message).toBe('Wrong parameters.');
      expect(wrong.errors?.[0]?.extensions?.category).toBe('graphql-input');
    }
  });

  it('answers Wrong parameters. for missing or malformed ids and unknown positions', async () => {
    for (const variables of [
      {},
      { id: 0 },
      { uid: '@@@' },
      { uid: uid(0) },
      { id: ids['SOFA-A'], uid: uid(ids['SOFA-B']!) },
      { id: ids['SOFA-A'], position: 'cart_somewhere; drop' },
      { id: ids['SOFA-A'], position: 'footer' },
    ]) {
      const res = await groups(variables);
      expect(res.data?.amMostviewedGroups).toBeNull();
      expect(res.errors?.[0]?.message).toBe('Wrong parameters.');
      expect(res.errors?.[0]?.extensions?.category).toBe('graphql-input');
    }
  });

  it('reports unknown, disabled and invisible products and unknown categories', async () => {
    for (const id of [999999, ids['SOFA-OFF']!, ids['CONF-E-RED']!]) {
      const res = await groups({ id });
      expect(res.errors?.[0]?.message).toBe(
        "The product that was requested doesn't exist. Verify the product and try again.",
      );
      expect(res.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
    }
    const category = await groups({ id: 9999, position: 'category_content_bottom' });
    expect(category.errors?.[0]?.message).toBe('No such entity with id = 9999');
    expect(category.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
  });
});
