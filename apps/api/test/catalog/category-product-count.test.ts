// `CategoryTree.product_count`: the products a category lists in the store view (enabled, visible
// in the catalogue, priced in the website; variants not on their own), its anchor children's
// included, equal to the category page's total; the whole tree counted in one statement.
// Fixture (listing-fixtures.ts): P1 in 12, P2 in 13 and 11, P3 in 14, P4 (configurable, two
// variants) in 17 and 11, P5 in 15, P6 (search only) in 15, P7 (disabled) in 12, P8 (ru website
// only) in 22. Tree: 10 > 11 > {12, 13, 17}, 10 > {14, 15, 16}; 20 > 21 > {22, 23}.
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { category, product } from '../../src/db/schema.ts';
import { bumpCatalogVersion } from '../../src/modules/catalog/listing/cache.ts';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import { useTestApi } from '../support/api-client.ts';
import { list, spyOnSql, uid } from './listing-cache-helpers.ts';
import { createListingFixture, type ListingFixture } from './listing-fixtures.ts';

const api = useTestApi();
let fx: ListingFixture;

beforeAll(async () => {
  fx = await createListingFixture(api.database.db);
});

afterEach(() => {
  vi.restoreAllMocks();
});

interface Node {
  id: number;
  product_count: number;
  children?: Node[];
}

const TREE = `{ categoryList { id product_count children { id product_count children { id product_count
  children { id product_count } } } } }`;

/** Every category of the store's tree (root and three levels), id → product_count. */
async function counts(store: string): Promise<Map<number, number>> {
  const res = await api.gql<{ categoryList: Node[] }>(TREE, { headers: { Store: store } });
  expect(res.errors).toBeUndefined();
  const found = new Map<number, number>();
  const walk = (nodes: Node[]) => {
    for (const n of nodes) {
      found.set(n.id, n.product_count);
      walk(n.children ?? []);
    }
  };
  walk(res.data!.categoryList);
  return found;
}

const pick = (all: Map<number, number>, ids: number[]) =>
  Object.fromEntries(ids.map((id) => [id, all.get(id)]));

describe('CategoryTree.product_count', () => {
  it('counts own products and, for anchor categories, the children’s, each product once', async () => {
    const int = await counts('int');
    // 11 holds P2 and P4 itself and P1 through 12; P2 (in 11 and 13) is counted once
    expect(pick(int, [10, 11, 12, 13, 17, 14, 16])).toEqual({
      10: 5,
      11: 3,
      12: 1,
      13: 1,
      17: 1,
      14: 1,
      16: 0,
    });
    // the anchor root counts every product listed in its tree
    expect(int.get(2)).toBe(5);
  });

  it('leaves out disabled, search-only and variant products and other websites’ products', async () => {
    const int = await counts('int');
    expect(int.get(12)).toBe(1); // P7, disabled, is in 12 too
    expect(int.get(15)).toBe(1); // P6, visible in search only, is in 15 too
    expect(int.get(17)).toBe(1); // P4's two variants are not products of their own
    expect(pick(int, [20, 21, 22])).toEqual({ 20: 0, 21: 0, 22: 0 }); // P8 is sold in ru only
    const ru = await counts('ru');
    expect(pick(ru, [2, 10, 20, 21, 22, 23])).toEqual({ 2: 6, 10: 5, 20: 1, 21: 1, 22: 1, 23: 0 });
  });

  it('equals the total of the category’s listing', async () => {
    const int = await counts('int');
    for (const id of [10, 11, 12, 13, 14, 15, 16, 17, 20, 22]) {
      const listing = await list(api, { filter: { category_uid: { eq: uid(id) } }, pageSize: 1 });
      expect({ id, count: int.get(id) }).toEqual({ id, count: listing.total_count });
    }
  });

  it('counts a non-anchor category’s own products only', async () => {
    const setAnchor = async (isAnchor: boolean) => {
      await api.database.db.update(category).set({ isAnchor }).where(eq(category.id, 11));
      await reindexProducts(api.database.db); // bumps the catalogue version
    };
    await setAnchor(false);
    try {
      const int = await counts('int');
      expect(pick(int, [10, 11, 12])).toEqual({ 10: 5, 11: 2, 12: 1 });
    } finally {
      await setAnchor(true);
    }
    expect((await counts('int')).get(11)).toBe(3);
  });

  it('reads the whole tree’s counts in one statement, then from the cache until a reindex', async () => {
    await bumpCatalogVersion(api.database.db);
    const sql = spyOnSql(api);
    expect((await counts('int')).get(10)).toBe(5);
    expect(sql.listingStatements()).toBe(1);

    sql.spy.mockClear();
    await counts('int');
    expect(sql.listingStatements()).toBe(0);

    const disable = (isActive: boolean) =>
      api.database.db.update(product).set({ isActive }).where(eq(product.id, fx.products.P3!));
    await disable(false);
    try {
      await reindexProducts(api.database.db, [fx.products.P3!]);
      expect(pick(await counts('int'), [10, 14])).toEqual({ 10: 4, 14: 0 });
    } finally {
      await disable(true);
      await reindexProducts(api.database.db, [fx.products.P3!]);
    }
    expect(pick(await counts('int'), [10, 14])).toEqual({ 10: 5, 14: 1 });
  });
});
