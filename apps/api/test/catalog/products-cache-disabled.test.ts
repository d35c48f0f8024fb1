// CATALOG_CACHE_ENTRIES=0 turns the listing result cache off: every `products` query runs its SQL
// over the listing index (counted with a spy on the server's database handle) and reads no
// catalogue version. The cache itself: products-cache.test.ts.
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { productPrice } from '../../src/db/schema.ts';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import { type TestApi, useTestApi } from '../support/api-client.ts';
import { createListingFixture, type ListingFixture } from './listing-fixtures.ts';

const uid = (id: number) => Buffer.from(String(id)).toString('base64');

const QUERY = `query Listing($filter: ProductAttributeFilterInput, $search: String, $sort: ProductAttributeSortInput, $pageSize: Int, $currentPage: Int) {
  products(filter: $filter, search: $search, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
    total_count
    page_info { current_page page_size total_pages }
    aggregations { attribute_code count options { label value count } }
    items { sku price_range { minimum_price { final_price { value currency } } } }
  }
}`;

interface Listing {
  total_count: number;
  aggregations: { attribute_code: string; options: { label: string; value: string; count: number }[] }[];
  items: {
    sku: string;
    price_range: { minimum_price: { final_price: { value: number; currency: string } } };
  }[];
}

/** The text of a Drizzle SQL object (its string chunks), to tell which tables a statement reads. */
function sqlText(query: unknown): string {
  if (typeof query === 'string') return query;
  if (!query || typeof query !== 'object') return '';
  if ('queryChunks' in query) return (query.queryChunks as unknown[]).map(sqlText).join('');
  if ('value' in query && Array.isArray(query.value)) return query.value.join('');
  return '';
}

function spyOnSql(api: TestApi) {
  const spy: MockInstance = vi.spyOn(api.database.db, 'execute');
  return {
    spy,
    /** Statements over the listing index since the last reset. */
    listingStatements: () => spy.mock.calls.filter((c) => sqlText(c[0]).includes('product_listing')).length,
    versionReads: () => spy.mock.calls.filter((c) => sqlText(c[0]).includes('FROM catalog_version')).length,
  };
}

async function list(
  api: TestApi,
  variables: Record<string, unknown>,
  headers: Record<string, string> = { Store: 'int' },
): Promise<Listing> {
  const res = await api.gql<{ products: Listing }>(QUERY, { variables, headers });
  expect(res.errors).toBeUndefined();
  return res.data!.products;
}

const LIVING = { filter: { category_uid: { eq: uid(10) } } };
const BY_PRICE = { ...LIVING, sort: { price: 'ASC' } };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('products listing with CATALOG_CACHE_ENTRIES=0', () => {
  const api = useTestApi({ CATALOG_CACHE_ENTRIES: '0' });
  let fx: ListingFixture;
  beforeAll(async () => {
    fx = await createListingFixture(api.database.db);
  });

  it('runs the listing SQL for every request and shows changes after a reindex', async () => {
    const sqlSpy = spyOnSql(api);
    const first = await list(api, BY_PRICE);
    const statements = sqlSpy.listingStatements();
    expect(statements).toBeGreaterThan(0);
    expect(await list(api, BY_PRICE)).toEqual(first);
    expect(sqlSpy.listingStatements()).toBe(2 * statements);
    expect(sqlSpy.versionReads()).toBe(0);

    await api.database.db
      .update(productPrice)
      .set({ price: '1' })
      .where(eq(productPrice.productId, fx.products.P1!))
      .execute();
    await reindexProducts(api.database.db, [fx.products.P1!]);
    const after = await list(api, BY_PRICE);
    expect(after.items[0]!.sku).toBe('SOFA-OSLO');
    expect(after.items[0]!.price_range.minimum_price.final_price.value).toBe(1);
  });
});
