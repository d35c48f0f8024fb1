// What the listing cache tests share: the listing query, and a spy that tells which statements
// the server ran over the listing index and the catalogue version.
import { expect, type MockInstance, vi } from 'vitest';
import type { TestApi } from '../support/api-client.ts';

export const uid = (id: number) => Buffer.from(String(id)).toString('base64');

export const QUERY = `query Listing($filter: ProductAttributeFilterInput, $search: String, $sort: ProductAttributeSortInput, $pageSize: Int, $currentPage: Int) {
  products(filter: $filter, search: $search, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
    total_count
    page_info { current_page page_size total_pages }
    aggregations { attribute_code count options { label value count } }
    items { sku price_range { minimum_price { final_price { value currency } } } }
  }
}`;

export interface Listing {
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

export function spyOnSql(api: TestApi) {
  const spy: MockInstance = vi.spyOn(api.database.db, 'execute');
  return {
    spy,
    /** Statements over the listing index since the last reset. */
    listingStatements: () => spy.mock.calls.filter((c) => sqlText(c[0]).includes('product_listing')).length,
    /** Reads of the catalogue version (row 1; row 2 is the store version, store/cache.ts). */
    versionReads: () =>
      spy.mock.calls.filter((c) => /FROM catalog_version WHERE id (= 1|IN \(1)/.test(sqlText(c[0]))).length,
  };
}

export async function list(
  api: TestApi,
  variables: Record<string, unknown>,
  headers: Record<string, string> = { Store: 'int' },
): Promise<Listing> {
  const res = await api.gql<{ products: Listing }>(QUERY, { variables, headers });
  expect(res.errors).toBeUndefined();
  return res.data!.products;
}
