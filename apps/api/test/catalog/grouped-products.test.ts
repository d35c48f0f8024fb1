// Grouped products (issue 18) over real HTTP: GroupedProduct with its items (the active members
// priced in the website, in position order, with their default quantities), its price range over
// the members (in-stock ones first), its stock (its own flag and a member in stock), its listing
// price and sort, and route().
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productPrice } from '../../src/db/schema.ts';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import { bumpStoreVersion } from '../../src/modules/store/cache.ts';
import { useTestApi } from '../support/api-client.ts';
import { insertProduct } from './product-fixtures.ts';

const api = useTestApi();
const INT = { Store: 'int' };
const RU = { Store: 'ru' };

// biome-ignore lint/suspicious/noExplicitAny: response shapes are asserted field by field
type Any = any;

const ids: Record<string, number> = {};

beforeAll(async () => {
  const db = api.database.db;
  const add = async (key: string, f: Omit<Parameters<typeof insertProduct>[1], 'sku'>) => {
    ids[key] = await insertProduct(db, { sku: `GRP-${key}`, ...f });
    return ids[key] as number;
  };
  await add('TABLE', {
    texts: { 0: { name: 'Oslo table' }, 1: { name: 'Стол Осло' } },
    prices: { 1: { price: '64900' }, 2: { price: '790' } },
  });
  await add('CHAIR', {
    texts: { 0: { name: 'Oslo chair' } },
    prices: { 1: { price: '8900' }, 2: { price: '109', specialPrice: '99' } },
  });
  await add('SIDEBOARD', {
    texts: { 0: { name: 'Oslo sideboard' } },
    prices: { 1: { price: '45900' }, 2: { price: '59' } },
    isInStock: false,
    stockQty: '0',
  });
  // Not visible on its own: still a member of the group.
  await add('BENCH', {
    texts: { 0: { name: 'Oslo bench' } },
    prices: { 1: { price: '12900' }, 2: { price: '159' } },
    visibility: 1,
  });
  await add('OFF', { isActive: false, prices: { 1: { price: '100' }, 2: { price: '1' } } });
  await add('RUONLY', { prices: { 1: { price: '1000' } } });
  await add('SET', {
    typeId: 'grouped',
    texts: { 0: { name: 'Oslo dining collection' }, 1: { name: 'Коллекция Осло' } },
    groupedLinks: [
      { productId: ids.TABLE as number, qty: '1' },
      { productId: ids.CHAIR as number, qty: '4' },
      { productId: ids.SIDEBOARD as number },
      { productId: ids.BENCH as number },
      { productId: ids.OFF as number, qty: '1' },
      { productId: ids.RUONLY as number, qty: '2' },
    ],
    categories: [30],
  });
  // Every member out of stock: out of stock, priced over all members.
  await add('SOLD', {
    typeId: 'grouped',
    groupedLinks: [{ productId: ids.SIDEBOARD as number, qty: '1' }],
  });
  // Switched off for sale as a whole, though its members are in stock.
  await add('SHUT', {
    typeId: 'grouped',
    isInStock: false,
    groupedLinks: [{ productId: ids.TABLE as number, qty: '1' }],
  });
  // No member to sell: not in the catalogue.
  await add('EMPTY', { typeId: 'grouped', groupedLinks: [{ productId: ids.OFF as number }] });
  await add('CHEAP', { prices: { 1: { price: '500' }, 2: { price: '50' } } });
  await add('DEAR', { prices: { 1: { price: '50000' }, 2: { price: '500' } } });
  await bumpStoreVersion(db);
  await reindexProducts(db);
});

async function products(skus: string[], fields: string, headers = INT, sort = '') {
  const res = await api.gql<{ products: { items: Any[] } }>(
    `query ($skus: [String]) { products(filter: { sku: { in: $skus } } ${sort}) { items { sku ${fields} } } }`,
    { variables: { skus }, headers },
  );
  expect(res.errors, res.errors?.[0]?.message).toBeUndefined();
  return res.data!.products.items;
}

const RANGE = `price_range {
  minimum_price { regular_price { value currency } final_price { value currency } }
  maximum_price { regular_price { value currency } final_price { value currency } } }`;
const ITEMS = '... on GroupedProduct { items { position qty product { __typename sku name } } }';

describe('GroupedProduct', () => {
  it('answers its type, its fields and no custom options', async () => {
    const [set] = await products(
      ['GRP-SET'],
      `__typename type_id name url_key canonical_url stock_status only_x_left_in_stock
       ... on CustomizableProductInterface { options { uid } }
       ... on PhysicalProductInterface { weight }
       categories { id }`,
    );
    expect(set).toEqual({
      sku: 'GRP-SET',
      __typename: 'GroupedProduct',
      type_id: 'grouped',
      name: 'Oslo dining collection',
      url_key: 'grp-set',
      canonical_url: 'grp-set.html',
      stock_status: 'IN_STOCK',
      only_x_left_in_stock: null,
      weight: null,
      categories: [{ id: 30 }],
    });
  });

  it('lists the active members priced in the website, by position, with their default quantities', async () => {
    const [int] = await products(['GRP-SET'], ITEMS);
    expect(int.items).toEqual([
      { position: 0, qty: 1, product: { __typename: 'SimpleProduct', sku: 'GRP-TABLE', name: 'Oslo table' } },
      { position: 1, qty: 4, product: { __typename: 'SimpleProduct', sku: 'GRP-CHAIR', name: 'Oslo chair' } },
      {
        position: 2,
        qty: 0,
        product: { __typename: 'SimpleProduct', sku: 'GRP-SIDEBOARD', name: 'Oslo sideboard' },
      },
      { position: 3, qty: 0, product: { __typename: 'SimpleProduct', sku: 'GRP-BENCH', name: 'Oslo bench' } },
    ]);
    // The ru website also sells the member priced there only; texts follow the store view.
    const [ru] = await products(['GRP-SET'], `name ${ITEMS}`, RU);
    expect(ru.name).toBe('Коллекция Осло');
    expect(ru.items.map((i: Any) => [i.position, i.product.sku, i.qty])).toEqual([
      [0, 'GRP-TABLE', 1],
      [1, 'GRP-CHAIR', 4],
      [2, 'GRP-SIDEBOARD', 0],
      [3, 'GRP-BENCH', 0],
      [5, 'GRP-RUONLY', 2],
    ]);
    expect(ru.items[0].product.name).toBe('Стол Осло');
  });

  it('is priced from its cheapest to its dearest in-stock member, in each website’s currency', async () => {
    const [int] = await products(['GRP-SET'], RANGE);
    expect(int.price_range).toEqual({
      minimum_price: {
        regular_price: { value: 109, currency: 'USD' },
        final_price: { value: 99, currency: 'USD' },
      },
      maximum_price: {
        regular_price: { value: 790, currency: 'USD' },
        final_price: { value: 790, currency: 'USD' },
      },
    });
    const [ru] = await products(['GRP-SET'], RANGE, RU);
    expect(ru.price_range.minimum_price.final_price).toEqual({ value: 1000, currency: 'RUB' });
    expect(ru.price_range.maximum_price.final_price).toEqual({ value: 64900, currency: 'RUB' });
  });

  it('is out of stock when no member is (priced over them all) or when its own flag is off', async () => {
    const items = await products(['GRP-SOLD', 'GRP-SHUT'], `stock_status ${RANGE}`);
    const bySku = Object.fromEntries(items.map((i) => [i.sku, i]));
    expect(bySku['GRP-SOLD'].stock_status).toBe('OUT_OF_STOCK');
    expect(bySku['GRP-SOLD'].price_range.minimum_price.final_price.value).toBe(59);
    expect(bySku['GRP-SHUT'].stock_status).toBe('OUT_OF_STOCK');
    expect(bySku['GRP-SHUT'].price_range.minimum_price.final_price.value).toBe(790);
  });

  it('is not in the catalogue without a member to sell', async () => {
    expect(await products(['GRP-EMPTY'], 'name')).toEqual([]);
  });

  it('is listed at its cheapest in-stock member: filtered and sorted by that price', async () => {
    const skus = ['GRP-DEAR', 'GRP-SET', 'GRP-CHEAP'];
    const asc = await products(skus, 'name', INT, 'sort: { price: ASC }');
    expect(asc.map((i) => i.sku)).toEqual(['GRP-CHEAP', 'GRP-SET', 'GRP-DEAR']);
    const res = await api.gql<{ products: Any }>(
      `{ products(filter: { sku: { in: ["GRP-DEAR", "GRP-SET", "GRP-CHEAP"] }, price: { from: "90", to: "100" } }) {
          items { sku } } }`,
      { headers: INT },
    );
    expect(res.data?.products.items).toEqual([{ sku: 'GRP-SET' }]);
  });

  it('is found by a member’s SKU in a search', async () => {
    const res = await api.gql<{ products: Any }>(
      `{ products(search: "GRP-BENCH", filter: { category_id: { eq: "30" } }) { items { sku } } }`,
      { headers: INT },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.products.items).toEqual([{ sku: 'GRP-SET' }]);
  });

  it('is resolved by route() as a GroupedProduct', async () => {
    const res = await api.gql<{ route: Any }>(
      `query($url: String!) { route(url: $url) { __typename relative_url type
        ... on GroupedProduct { sku items { product { sku } } } } }`,
      { variables: { url: 'grp-set.html' }, headers: INT },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.route).toMatchObject({
      __typename: 'GroupedProduct',
      relative_url: 'grp-set.html',
      type: 'PRODUCT',
      sku: 'GRP-SET',
    });
    expect(res.data?.route.items).toHaveLength(4);
  });

  it('moves to its new cheapest member when a member’s price changes and only that member is reindexed', async () => {
    const db = api.database.db;
    await db
      .update(productPrice)
      .set({ price: '40', specialPrice: null })
      .where(and(eq(productPrice.productId, ids.CHAIR as number), eq(productPrice.websiteId, 2)));
    await reindexProducts(db, [ids.CHAIR as number]);
    const skus = ['GRP-DEAR', 'GRP-SET', 'GRP-CHEAP'];
    const asc = await products(skus, RANGE, INT, 'sort: { price: ASC }');
    expect(asc.map((i) => i.sku)).toEqual(['GRP-SET', 'GRP-CHEAP', 'GRP-DEAR']);
    expect(asc[0].price_range.minimum_price.final_price.value).toBe(40);
  });
});
