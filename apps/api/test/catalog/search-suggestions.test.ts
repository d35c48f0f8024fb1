// The storefront's search suggestions (apps/web/app/features/listing/search-suggestions.graphql):
// one request with the first products of the full-text search and the categories whose name
// contains the term. It must stay cheap: a fixed number of statements, however many products
// match, and the category search answers from the cached category tree.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../support/api-client.ts';
import { createListingFixture } from './listing-fixtures.ts';

const api = useTestApi();
beforeAll(async () => {
  await createListingFixture(api.database.db);
});

// The storefront's operation, as it sends it.
const SUGGESTIONS = `query SearchSuggestions($search: String!, $productCount: Int!, $categoryCount: Int!, $withCategories: Boolean!) {
  products(search: $search, pageSize: $productCount, currentPage: 1) {
    total_count
    items { uid name url_key url_suffix small_image { url label }
      price_range { minimum_price { final_price { value currency } } maximum_price { final_price { value currency } } } }
  }
  categories(filters: { name: { match: $search } }, pageSize: $categoryCount) @include(if: $withCategories) {
    items { uid name url_path url_suffix include_in_menu product_count breadcrumbs { category_name } }
  }
}`;

interface Suggestions {
  products: { total_count: number; items: { name: string; url_key: string }[] };
  categories?: {
    items: { name: string; url_path: string; breadcrumbs: { category_name: string }[] | null }[];
  };
}

async function suggest(search: string, withCategories = search.length >= 3, store = 'int') {
  const res = await api.gql<Suggestions>(SUGGESTIONS, {
    variables: { search, productCount: 5, categoryCount: 3, withCategories },
    headers: { Store: store },
  });
  return res;
}

/** Statements the server sends while it answers (it runs in this process on the same handle). */
async function countQueries(run: () => Promise<unknown>): Promise<number> {
  const client = (api.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const original = client.query;
  let count = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    count++;
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    client.query = original;
  }
  return count;
}

describe('search suggestions', () => {
  it('answers products and categories matching the term in one request', async () => {
    const res = await suggest('sofa');
    expect(res.errors).toBeUndefined();
    const names = res.data!.products.items.map((item) => item.name);
    expect(names.length).toBeGreaterThanOrEqual(3);
    expect(names.length).toBeLessThanOrEqual(5);
    expect(names.every((name) => /sofa/i.test(name))).toBe(true);
    expect(res.data!.products.total_count).toBeGreaterThanOrEqual(names.length);
    const categories = res.data!.categories!.items;
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.length).toBeLessThanOrEqual(3);
    expect(categories.every((category) => /sofa/i.test(category.name) && category.url_path)).toBe(true);
  });

  it('finds Russian categories and products in the Russian store view', async () => {
    const res = await suggest('диван', true, 'ru');
    expect(res.errors).toBeUndefined();
    expect(res.data!.products.items.length).toBeGreaterThan(0);
    expect(res.data!.categories!.items.some((category) => /диван/i.test(category.name))).toBe(true);
  });

  it('leaves the categories out for a two-letter term (the category match needs three)', async () => {
    const res = await suggest('so', false);
    expect(res.errors).toBeUndefined();
    expect(res.data!.categories).toBeUndefined();
    // Asked anyway, the category search refuses the short term as bad input.
    const refused = await suggest('so', true);
    expect(refused.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });

  it('costs the same fixed number of statements for many matches as for one', async () => {
    await suggest('sofa'); // warms the per-version caches (category tree, listing inputs)
    await suggest('armchair');
    const many = await countQueries(() => suggest('sofa'));
    const one = await countQueries(() => suggest('armchair'));
    expect((await suggest('armchair')).data!.products.items).toHaveLength(1);
    expect(many).toBe(one);
    expect(many).toBeLessThanOrEqual(6);
  });
});
