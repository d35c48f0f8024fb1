// The home page's rails over `products`: the `on_sale` filter (final price below the regular price
// today, per website) and the `news_from_date` sort (products new today first), answered from the
// listing index.
import { beforeAll, describe, expect, it } from 'vitest';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import { useTestApi } from '../support/api-client.ts';
import { insertProduct, type ProductFixture } from './product-fixtures.ts';

const api = useTestApi();

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface Money {
  value: number;
  currency: string;
}
interface Item {
  sku: string;
  price_range: {
    minimum_price: { regular_price: Money; final_price: Money; discount: { amount_off: number } };
  };
}
interface Result {
  products: { total_count: number; items: Item[] } | null;
}

const FIELDS = `total_count items { sku price_range { minimum_price {
  regular_price { value currency } final_price { value currency } discount { amount_off } } } }`;

async function list(args: string, store = 'int') {
  const res = await api.gql<Result>(`{ products(${args}) { ${FIELDS} } }`, { headers: { Store: store } });
  expect(res.errors).toBeUndefined();
  return res.data!.products!;
}
const skus = async (args: string, store = 'int') => (await list(args, store)).items.map((i) => i.sku);

const SALE = ['SALE-ALWAYS', 'SALE-NOW', 'SALE-PAST', 'SALE-SOON', 'SALE-TIER', 'SALE-INT-ONLY', 'SALE-OFF'];
const NEW = ['NEW-OLD', 'NEW-RECENT', 'NEW-LATEST', 'NEW-SOON', 'NEW-ENDED', 'NEW-NONE'];
const skuIn = (list: string[]) => `sku: { in: [${list.map((s) => `"${s}"`).join(', ')}] }`;

beforeAll(async () => {
  const db = api.database.db;
  const add = (sku: string, extra: Partial<ProductFixture> = {}) =>
    insertProduct(db, {
      sku,
      texts: { 0: { name: sku } },
      prices: { 1: { price: '1000' }, 2: { price: '100' } },
      categories: [11],
      ...extra,
    });
  const special = (specialPrice: [string, string], from: string | null, to: string | null) => ({
    prices: {
      1: { price: '1000', specialPrice: specialPrice[0], specialFromDate: from, specialToDate: to },
      2: { price: '100', specialPrice: specialPrice[1], specialFromDate: from, specialToDate: to },
    },
  });
  await add('SALE-ALWAYS', special(['800', '80'], null, null));
  await add('SALE-NOW', special(['900', '90'], day(-3), day(3)));
  await add('SALE-PAST', special(['700', '70'], day(-30), day(-2)));
  await add('SALE-SOON', special(['700', '70'], day(2), day(30)));
  await add('SALE-TIER', {
    tiers: [
      { websiteId: 2, qty: '1', value: '95' },
      { websiteId: 1, qty: '1', value: '950' },
    ],
  });
  // a special price in the international website only: on sale there, at full price in ru
  await add('SALE-INT-ONLY', { prices: { 1: { price: '1000' }, 2: { price: '100', specialPrice: '60' } } });
  await add('SALE-OFF', { ...special(['500', '50'], null, null), isActive: false });

  await add('NEW-OLD', { newFromDate: day(-20) });
  await add('NEW-RECENT', { newFromDate: day(-5) });
  await add('NEW-LATEST', { newFromDate: day(-1), newToDate: day(10) });
  await add('NEW-SOON', { newFromDate: day(4) });
  await add('NEW-ENDED', { newFromDate: day(-10), newToDate: day(-2) });
  await add('NEW-NONE');
  await reindexProducts(db);
});

describe('products on_sale filter', () => {
  it('lists the products whose special or tier price applies today, with their old price', async () => {
    const sale = await list(`filter: { ${skuIn(SALE)}, on_sale: { eq: "1" } }, sort: { name: ASC }`);
    expect(sale.items.map((i) => i.sku)).toEqual(['SALE-ALWAYS', 'SALE-INT-ONLY', 'SALE-NOW', 'SALE-TIER']);
    expect(sale.total_count).toBe(4);
    for (const item of sale.items) {
      const min = item.price_range.minimum_price;
      expect(min.final_price.value).toBeLessThan(min.regular_price.value);
      expect(min.discount.amount_off).toBeGreaterThan(0);
    }
    const full = await skus(`filter: { ${skuIn(SALE)}, on_sale: { eq: "0" } }, sort: { name: ASC }`);
    expect(full).toEqual(['SALE-PAST', 'SALE-SOON']);
    expect(await skus(`filter: { ${skuIn(SALE)}, on_sale: { in: ["0", "1"] } }`)).toHaveLength(6);
  });

  it('follows the store view’s website prices and shows them in its currency', async () => {
    const ru = await list(`filter: { ${skuIn(SALE)}, on_sale: { eq: "1" } }, sort: { name: ASC }`, 'ru');
    expect(ru.items.map((i) => i.sku)).toEqual(['SALE-ALWAYS', 'SALE-NOW', 'SALE-TIER']);
    expect(ru.items[0]?.price_range.minimum_price.final_price).toEqual({ value: 800, currency: 'RUB' });
    expect(ru.items[0]?.price_range.minimum_price.regular_price).toEqual({ value: 1000, currency: 'RUB' });
    const int = await list(`filter: { sku: { eq: "SALE-INT-ONLY" }, on_sale: { eq: "1" } }`);
    expect(int.items[0]?.price_range.minimum_price.final_price).toEqual({ value: 60, currency: 'USD' });
  });

  it('splits the whole catalogue into on-sale and full-price products that agree with their prices', async () => {
    const all = await list('filter: {}, pageSize: 1');
    const onSale = await list('filter: { on_sale: { eq: "1" } }, pageSize: 100');
    const full = await list('filter: { on_sale: { eq: "0" } }, pageSize: 100');
    expect(onSale.total_count + full.total_count).toBe(all.total_count);
    for (const item of onSale.items)
      expect(item.price_range.minimum_price.discount.amount_off).toBeGreaterThan(0);
    for (const item of full.items) expect(item.price_range.minimum_price.discount.amount_off).toBe(0);
  });

  it('rejects values other than "1" and "0"', async () => {
    const res = await api.gql<Result>('{ products(filter: { on_sale: { eq: "yes" } }) { total_count } }', {
      headers: { Store: 'int' },
    });
    expect(res.data?.products ?? null).toBeNull();
    expect(res.errors?.[0]?.message).toBe('Invalid value "yes" of the on_sale filter: use "1" or "0".');
    expect(res.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });
});

describe('products news_from_date sort', () => {
  it('puts the products new today first, newest first, then the others by id', async () => {
    expect(await skus(`filter: { ${skuIn(NEW)} }, sort: { news_from_date: DESC }`)).toEqual([
      'NEW-LATEST',
      'NEW-RECENT',
      'NEW-OLD',
      'NEW-NONE',
      'NEW-ENDED',
      'NEW-SOON',
    ]);
    expect(await skus(`filter: { ${skuIn(NEW)} }, sort: { news_from_date: ASC }`)).toEqual([
      'NEW-OLD',
      'NEW-RECENT',
      'NEW-LATEST',
      'NEW-SOON',
      'NEW-ENDED',
      'NEW-NONE',
    ]);
  });

  it('pages through the new products and combines with the on_sale filter', async () => {
    const page2 = await skus(
      `filter: { ${skuIn(NEW)} }, sort: { news_from_date: DESC }, pageSize: 2, currentPage: 2`,
    );
    expect(page2).toEqual(['NEW-OLD', 'NEW-NONE']);
    const newOnSale = await list(
      `filter: { ${skuIn([...NEW, ...SALE])}, on_sale: { eq: "1" } }, sort: { news_from_date: DESC }`,
    );
    expect(newOnSale.total_count).toBe(4);
  });
});
