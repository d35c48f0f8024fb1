import { beforeAll, describe, expect, it } from 'vitest';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import { useTestApi } from '../support/api-client.ts';
import { insertProduct } from './product-fixtures.ts';

const api = useTestApi();

interface Collection {
  total_count: number;
  items: { sku: string; name: string; __typename: string }[];
  page_info: { current_page: number; page_size: number; total_pages: number };
  sort_fields: { default: string; options: { value: string }[] };
  aggregations: { attribute_code: string }[];
}

const QUERY = `query($search: String, $filter: ProductAttributeFilterInput, $pageSize: Int, $currentPage: Int,
  $sort: ProductAttributeSortInput) {
  getOurProjectCollection(search: $search, filter: $filter, pageSize: $pageSize, currentPage: $currentPage, sort: $sort) {
    total_count items { __typename sku name } page_info { current_page page_size total_pages }
    sort_fields { default options { value } } aggregations { attribute_code }
  }
}`;

const collection = (variables: Record<string, unknown>, store = 'int') =>
  api.gql<{ getOurProjectCollection: Collection | null }>(QUERY, { variables, headers: { Store: store } });

beforeAll(async () => {
  const db = api.database.db;
  const showcaseProduct = (sku: string, en: string, ru: string) =>
    insertProduct(db, {
      sku,
      texts: { 0: { name: en }, 1: { name: ru }, 3: { name: ru } },
      prices: { 1: { price: '0' }, 2: { price: '0' } },
      categories: [154],
    });
  await showcaseProduct('PRJ-LOFT', 'Loft office on Tverskaya', 'Офис-лофт на Тверской');
  await showcaseProduct('PRJ-HOTEL', 'Boutique hotel in Kazan', 'Бутик-отель в Казани');
  await showcaseProduct('PRJ-CAFE', 'Cafe on the embankment', 'Кафе на набережной');
  await insertProduct(db, {
    sku: 'SOFA-LOFT',
    texts: { 0: { name: 'Loft sofa' } },
    prices: { 1: { price: '50000' }, 2: { price: '700' } },
    categories: [11],
  });
  await reindexProducts(db);
});

describe('getOurProjectCollection', () => {
  it('lists only the products of the showcase category (154)', async () => {
    const res = await collection({ sort: { name: 'ASC' } });
    expect(res.errors).toBeUndefined();
    const result = res.data!.getOurProjectCollection!;
    expect(result.total_count).toBe(3);
    expect(result.items.map((i) => i.name)).toEqual([
      'Boutique hotel in Kazan',
      'Cafe on the embankment',
      'Loft office on Tverskaya',
    ]);
    expect(result.items[0]?.__typename).toBe('SimpleProduct');
    expect(result.page_info).toEqual({ current_page: 1, page_size: 20, total_pages: 1 });
    expect(result.sort_fields.options.map((o) => o.value)).toContain('name');
    expect(Array.isArray(result.aggregations)).toBe(true);
  });

  it('searches and pages within the showcase only', async () => {
    const search = await collection({ search: 'loft' });
    expect(search.data?.getOurProjectCollection?.items.map((i) => i.sku)).toEqual(['PRJ-LOFT']);
    const ru = await collection({ search: 'отель' }, 'ru');
    expect(ru.data?.getOurProjectCollection?.items.map((i) => i.name)).toEqual(['Бутик-отель в Казани']);
    const page = await collection({ pageSize: 2, currentPage: 2, sort: { name: 'DESC' } });
    expect(page.data?.getOurProjectCollection?.items.map((i) => i.sku)).toEqual(['PRJ-HOTEL']);
    expect(page.data?.getOurProjectCollection?.page_info.total_pages).toBe(2);
  });

  it('keeps the showcase category when the client names another one', async () => {
    const other = await collection({ filter: { category_id: { eq: '11' } } });
    expect(other.errors).toBeUndefined();
    expect(other.data?.getOurProjectCollection?.total_count).toBe(0);
    const same = await collection({
      filter: { category_uid: { eq: Buffer.from('154').toString('base64') } },
    });
    expect(same.data?.getOurProjectCollection?.total_count).toBe(3);
    const filtered = await collection({ filter: { sku: { eq: 'SOFA-LOFT' } } });
    expect(filtered.data?.getOurProjectCollection?.total_count).toBe(0);
  });

  it('checks paging like products', async () => {
    const res = await collection({ currentPage: 0 });
    expect(res.errors?.[0]?.message).toBe('currentPage value must be greater than 0.');
    expect(res.errors?.[0]?.extensions?.category).toBe('graphql-input');
    const beyond = await collection({ currentPage: 5 });
    expect(beyond.errors?.[0]?.message).toBe(
      'currentPage value 5 specified is greater than the 1 page(s) available.',
    );
  });
});
