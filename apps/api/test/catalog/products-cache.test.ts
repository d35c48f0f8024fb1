// The listing result cache (catalog/listing/cache.ts): a repeated `products` query runs no SQL
// over the listing index, a reindex (new catalogue version) invalidates it, different store views,
// currencies and arguments get entries of their own, and CATALOG_CACHE_ENTRIES=0 turns it off.
// SQL is counted with a spy on the server's database handle (`db.execute`).
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { productPrice } from '../../src/db/schema.ts';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import { type TestApi, useTestApi } from '../support/api-client.ts';
import { type Listing, list, spyOnSql, uid } from './listing-cache-helpers.ts';
import { createListingFixture, type ListingFixture } from './listing-fixtures.ts';

/**
 * Reads of product data (the product loader's store, catalog/product/store.ts), told apart by the
 * caller in the stack; the request's region country is request data, not product data.
 */
function spyOnProductReads(api: TestApi) {
  const db = api.database.db;
  const real = db.select.bind(db);
  let count = 0;
  vi.spyOn(db, 'select').mockImplementation(((...args: Parameters<typeof db.select>) => {
    const stack = new Error().stack ?? '';
    if (stack.includes('catalog/product/store.ts') && !stack.includes('RegionCountry')) count++;
    return real(...args);
  }) as typeof db.select);
  return {
    count: () => count,
    reset: () => {
      count = 0;
    },
  };
}

const LIVING = { filter: { category_uid: { eq: uid(10) } } };
const BY_PRICE = { ...LIVING, sort: { price: 'ASC' } };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('products listing cache', () => {
  const api = useTestApi();
  let fx: ListingFixture;
  beforeAll(async () => {
    fx = await createListingFixture(api.database.db);
  });

  it('answers a repeated listing from the cache, reading only the catalogue version', async () => {
    const sqlSpy = spyOnSql(api);
    const first = await list(api, BY_PRICE);
    expect(first.total_count).toBe(5);
    expect(sqlSpy.listingStatements()).toBeGreaterThan(0);

    sqlSpy.spy.mockClear();
    const again = await list(api, BY_PRICE);
    expect(again).toEqual(first);
    expect(sqlSpy.listingStatements()).toBe(0);
    expect(sqlSpy.versionReads()).toBe(1);
  });

  it('loads the product fields of a repeated listing from the cache too, not from the database', async () => {
    await reindexProducts(api.database.db); // a new catalogue version: nothing cached yet
    const productReads = spyOnProductReads(api);
    const variables = { ...LIVING, sort: { name: 'ASC' } };
    const first = await list(api, variables);
    expect(productReads.count()).toBeGreaterThan(0);
    productReads.reset();
    const again = await list(api, variables);
    expect(again).toEqual(first);
    expect(productReads.count()).toBe(0);
  });

  it('gives each store view, currency and set of arguments its own entry', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [BY_PRICE, { Store: 'int' }],
      [BY_PRICE, { Store: 'int', 'Content-Currency': 'EUR' }],
      [{ ...BY_PRICE, filter: { ...LIVING.filter, price: { from: '0', to: '100' } } }, { Store: 'int' }],
      [
        { ...BY_PRICE, filter: { ...LIVING.filter, price: { from: '0', to: '100' } } },
        { Store: 'int', 'Content-Currency': 'EUR' },
      ],
      [{ ...LIVING, sort: { price: 'DESC' } }, { Store: 'int' }],
      [{ ...LIVING, sort: { name: 'ASC' } }, { Store: 'int' }],
      [{ ...BY_PRICE, pageSize: 2, currentPage: 1 }, { Store: 'int' }],
      [{ ...BY_PRICE, pageSize: 2, currentPage: 2 }, { Store: 'int' }],
      [{ filter: { category_uid: { eq: uid(22) } } }, { Store: 'int' }],
      [{ filter: { category_uid: { eq: uid(22) } } }, { Store: 'ru' }],
      [{ search: 'sofa' }, { Store: 'int' }],
      [{ search: 'table' }, { Store: 'int' }],
    ];
    const cold: Listing[] = [];
    for (const [variables, headers] of cases) cold.push(await list(api, variables, headers));
    // the cases really differ pairwise (so a shared entry would show)
    for (let i = 0; i < cold.length; i += 2) expect(cold[i + 1]).not.toEqual(cold[i]);
    expect(cold[1]!.items[0]!.price_range.minimum_price.final_price.currency).toBe('EUR');
    expect(cold[8]!.items).toEqual([]);
    expect(cold[9]!.items.map((i) => i.sku)).toEqual(['BED-TROMSO']);

    const sqlSpy = spyOnSql(api);
    for (const [n, [variables, headers]] of cases.entries()) {
      expect(await list(api, variables, headers)).toEqual(cold[n]);
    }
    expect(sqlSpy.listingStatements()).toBe(0);
  });

  it('drops its entries when a reindex commits a new catalogue version', async () => {
    const before = await list(api, BY_PRICE);
    expect(before.items[0]!.sku).toBe('TABLE-VIK');
    await api.database.db
      .update(productPrice)
      .set({ price: '2000' })
      .where(eq(productPrice.productId, fx.products.P5!))
      .execute();
    // a price change alone does not reach the listing's order until the index is rebuilt
    expect((await list(api, BY_PRICE)).items.map((i) => i.sku)).toEqual(before.items.map((i) => i.sku));

    await reindexProducts(api.database.db, [fx.products.P5!]);
    const sqlSpy = spyOnSql(api);
    const after = await list(api, BY_PRICE);
    expect(sqlSpy.listingStatements()).toBeGreaterThan(0);
    expect(after.items.map((i) => i.sku).at(-1)).toBe('TABLE-VIK');
    expect(after.items.at(-1)!.price_range.minimum_price.final_price.value).toBe(2000);
    const prices = (l: Listing) => l.aggregations.find((a) => a.attribute_code === 'price')?.options;
    expect(prices(after)).not.toEqual(prices(before));
    expect(prices(after)?.at(-1)?.value).toMatch(/^2000_/);
  });
});
