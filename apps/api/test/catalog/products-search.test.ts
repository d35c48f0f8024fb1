// products(search): PostgreSQL full-text search with the store view's language (Russian and
// English stemming), partial last word, AND of words, exact SKU, relevance order, visibility;
// and the listing index following a product change (reindexProducts with ids).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { product, productPrice, productStore } from '../../src/db/schema.ts';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import { useTestApi } from '../support/api-client.ts';
import { createListingFixture, type ListingFixture } from './listing-fixtures.ts';

const api = useTestApi();
let fx: ListingFixture;
beforeAll(async () => {
  fx = await createListingFixture(api.database.db);
});

interface Result {
  products: { total_count: number; items: { sku: string }[] } | null;
}

async function search(text: string, store = 'int', extra = '') {
  const res = await api.gql<Result>(
    `query ($q: String) { products(search: $q${extra}) { total_count items { sku } } }`,
    { variables: { q: text }, headers: { Store: store } },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.products!.items.map((i) => i.sku);
}
const sorted = (list: string[]) => [...list].sort();

describe('products search', () => {
  it('finds Russian words with other endings (Russian stemming in ru store views)', async () => {
    expect(sorted(await search('диваны', 'ru'))).toEqual(['SOFA-BERGEN', 'SOFA-MALMO', 'SOFA-OSLO']);
    expect(await search('угловые диваны', 'ru')).toEqual(['SOFA-OSLO']);
    expect(await search('кресла', 'ru')).toEqual(['CHAIR-LUND']);
    expect(await search('кроватью', 'ru')).toEqual(['SOFA-BERGEN', 'BED-TROMSO']);
    // int_ru is a Russian store view of the international website
    expect(sorted(await search('диванов', 'int_ru'))).toEqual(['SOFA-BERGEN', 'SOFA-MALMO', 'SOFA-OSLO']);
  });

  it('finds English words with other endings, ANDs several words, ignores punctuation', async () => {
    expect(sorted(await search('sofas'))).toEqual(['SOFA-BERGEN', 'SOFA-MALMO', 'SOFA-OSLO']);
    expect(await search('corner sofas')).toEqual(['SOFA-OSLO']);
    expect(await search('reading')).toEqual(['CHAIR-LUND']); // short description
    expect(await search('upholstered')).toEqual(['SOFA-OSLO']); // description, HTML stripped
    expect(await search("sofa & !bed | 'x")).toEqual([]); // no operator injection: sofa AND bed AND x
    expect(await search('sofa & bed:*')).toEqual(['SOFA-BERGEN']);
    expect(await search('wardrobe')).toEqual([]);
  });

  it('matches words as prefixes while typing', async () => {
    expect(await search('arm')).toEqual(['CHAIR-LUND']);
    expect(await search('crn')).toEqual([]);
    expect(await search('corner so')).toEqual(['SOFA-OSLO']);
    expect(await search('крес', 'ru')).toEqual(['CHAIR-LUND']);
    expect(await search('модул', 'ru')).toEqual(['SOFA-MALMO']);
  });

  it('finds a product by its exact SKU, and a configurable by a variant’s SKU', async () => {
    expect(await search('SOFA-BERGEN')).toEqual(['SOFA-BERGEN']);
    expect(await search('SOFA-MALMO-GREEN')).toEqual(['SOFA-MALMO']);
  });

  it('orders by relevance (descending by default), either direction', async () => {
    // velvet: in the armchair's name (weight A) and in the Oslo sofa's description (weight C)
    expect(await search('velvet')).toEqual(['CHAIR-LUND', 'SOFA-OSLO']);
    expect(await search('velvet', 'int', ', sort: { relevance: DESC }')).toEqual(['CHAIR-LUND', 'SOFA-OSLO']);
    expect(await search('velvet', 'int', ', sort: { relevance: ASC }')).toEqual(['SOFA-OSLO', 'CHAIR-LUND']);
    expect(await search('sofa', 'int', ', sort: { price: ASC }')).toEqual([
      'SOFA-OSLO',
      'SOFA-MALMO',
      'SOFA-BERGEN',
    ]);
    expect(await search('sofa', 'int', ', sort: { name: DESC }')).toEqual([
      'SOFA-BERGEN',
      'SOFA-MALMO',
      'SOFA-OSLO',
    ]);
  });

  it('shows products visible in search only, and combines search with filters', async () => {
    expect(await search('lamp')).toEqual(['LAMP-AURA']); // visibility 3
    expect(await search('coffee table')).toEqual([]); // visibility 2: catalogue only
    expect(await search('old sofa')).toEqual([]); // inactive
    expect(await search('sofa', 'int', `, filter: { color: { eq: "${fx.options.blue}" } }`)).toEqual([
      'SOFA-BERGEN',
    ]);
    expect(await search('sofa', 'int', ', filter: { price: { to: "600" } }')).toEqual(['SOFA-OSLO']);
  });

  it('treats a blank search as all products visible in search', async () => {
    const res = await api.gql<Result>('{ products(search: "  ") { total_count } }', {
      headers: { Store: 'int' },
    });
    expect(res.data?.products?.total_count).toBe(5); // four in both + the search-only lamp
  });

  it('follows product changes after reindexing only those products', async () => {
    const db = api.database.db;
    await db
      .update(productStore)
      .set({ name: 'Chesterfield sofa Lund' })
      .where(eq(productStore.productId, fx.products.P3!));
    await db.update(productPrice).set({ price: '20' }).where(eq(productPrice.productId, fx.products.P5!));
    await db.update(product).set({ isActive: false }).where(eq(product.id, fx.products.P6!));
    // the blue variant comes back in stock: its configurable is reindexed through it
    await db.update(product).set({ isInStock: true }).where(eq(product.id, fx.products.P4blue!));
    expect(await search('chesterfield')).toEqual([]);
    await reindexProducts(db, [fx.products.P3!, fx.products.P5!, fx.products.P6!, fx.products.P4blue!]);
    expect(await search('chesterfield')).toEqual(['CHAIR-LUND']);
    expect(await search('lamp')).toEqual([]);
    const cheap = await api.gql<Result>('{ products(filter: { price: { to: "30" } }) { items { sku } } }', {
      headers: { Store: 'int' },
    });
    expect(cheap.data?.products?.items.map((i) => i.sku)).toEqual(['TABLE-VIK']);
    const blue = await api.gql<Result>(
      `{ products(filter: { color: { eq: "${fx.options.blue}" }, price: { to: "750" } }) { items { sku } } }`,
      { headers: { Store: 'int' } },
    );
    expect(blue.data?.products?.items.map((i) => i.sku)).toEqual(['SOFA-MALMO']); // 700 now in stock
  });
});
