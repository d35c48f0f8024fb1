// CATALOG_CACHE_ENTRIES=0 turns the listing result cache off: every `products` query runs its SQL
// over the listing index (counted with a spy on the server's database handle) and reads no
// catalogue version. The cache itself: products-cache.test.ts.
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { productPrice } from '../../src/db/schema.ts';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import { useTestApi } from '../support/api-client.ts';
import { list, spyOnSql, uid } from './listing-cache-helpers.ts';
import { createListingFixture, type ListingFixture } from './listing-fixtures.ts';

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
