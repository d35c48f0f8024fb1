// CategoryTree.products (and CategoryInterface.products): a category's products answer exactly
// what `products(filter: { category_uid: … })` answers for it — items, order, totals, paging and
// its errors, page sizes capped like every list — and PWA Studio's category list document works.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../support/api-client.ts';
import { createListingFixture } from './listing-fixtures.ts';

const api = useTestApi();
const INT = { Store: 'int' };
beforeAll(async () => {
  await createListingFixture(api.database.db);
});

const PAGE = 'total_count page_info { current_page page_size total_pages } items { sku }';

interface Page {
  total_count: number;
  page_info: { current_page: number; page_size: number; total_pages: number };
  items: { sku: string }[];
}
interface Node {
  uid: string;
  name: string;
  products: Page;
  children?: Node[];
}

/** Every category of the tree, depth first. */
function flatten(nodes: Node[]): Node[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
}

async function productsOf(uid: string, args: string, headers = INT): Promise<Page> {
  const res = await api.gql<{ products: Page }>(
    `{ products(filter: { category_uid: { eq: "${uid}" } }${args}) { ${PAGE} } }`,
    { headers },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.products;
}

async function tree(args: string, headers = INT): Promise<Node[]> {
  const res = await api.gql<{ categoryList: Node[] }>(
    `{ categoryList { uid name products${args} { ${PAGE} }
       children { uid name products${args} { ${PAGE} }
         children { uid name products${args} { ${PAGE} } } } } }`,
    { headers },
  );
  expect(res.errors).toBeUndefined();
  return flatten(res.data!.categoryList);
}

describe('CategoryTree.products', () => {
  it('answers each category’s products as the products query filtered on it does (default page)', async () => {
    for (const headers of [INT, { Store: 'ru' }]) {
      const nodes = await tree('', headers);
      expect(nodes.length).toBeGreaterThan(5);
      expect(nodes.some((n) => n.products.total_count > 1)).toBe(true);
      for (const node of nodes) {
        expect({ name: node.name, page: node.products }).toEqual({
          name: node.name,
          page: await productsOf(node.uid, '', headers),
        });
      }
    }
  });

  it('pages and sorts the same way, every page of every category', async () => {
    const sort = 'sort: { price: DESC, name: ASC }';
    const first = await tree(`(pageSize: 1, ${sort})`);
    for (const node of first.filter((n) => n.products.total_count > 1)) {
      for (let page = 1; page <= node.products.page_info.total_pages; page++) {
        const args = `pageSize: 1, currentPage: ${page}, ${sort}`;
        const res = await api.gql<{ categories: { items: Node[] } }>(
          `{ categories(filters: { category_uid: { eq: "${node.uid}" } }) { items { uid name products(${args}) { ${PAGE} } } } }`,
          { headers: INT },
        );
        expect(res.errors).toBeUndefined();
        expect(res.data!.categories.items[0]!.products).toEqual(await productsOf(node.uid, `, ${args}`));
      }
    }
  });

  it('is a field of CategoryInterface too (a product’s categories)', async () => {
    const res = await api.gql<{
      products: { items: { sku: string; categories: { uid: string; products: Page }[] }[] };
    }>(
      `{ products(filter: { sku: { eq: "SOFA-BERGEN" } }) { items { sku
         categories { uid products(pageSize: 3) { ${PAGE} } } } } }`,
      { headers: INT },
    );
    expect(res.errors).toBeUndefined();
    const categories = res.data!.products.items[0]!.categories;
    expect(categories.length).toBeGreaterThan(0);
    for (const c of categories) {
      expect(c.products).toEqual(await productsOf(c.uid, ', pageSize: 3'));
      expect(c.products.items.map((i) => i.sku)).toContain('SOFA-BERGEN');
    }
  });

  it('keeps the page-size limits and the products query’s page errors', async () => {
    const nested = (args: string) =>
      api.gql(`{ categoryList { uid products(${args}) { total_count items { sku } } } }`, { headers: INT });
    const big = await nested('pageSize: 301');
    expect(big.errors?.[0]).toMatchObject({
      message: 'pageSize value must be between 1 and 300.',
      extensions: { category: 'graphql-input' },
      path: ['categoryList', 0, 'products'],
    });
    expect((await nested('pageSize: 0')).errors?.[0]?.message).toBe('pageSize value must be greater than 0.');
    expect((await nested('currentPage: 0')).errors?.[0]?.message).toBe(
      'currentPage value must be greater than 0.',
    );
    // a page past the end of a category with products: the products query's error
    const [filled] = (await tree('(pageSize: 2)')).filter((n) => n.products.total_count > 2);
    const pages = filled!.products.page_info.total_pages;
    const beyond = await api.gql(
      `{ categories(filters: { category_uid: { eq: "${filled!.uid}" } }) { items { products(pageSize: 2, currentPage: ${pages + 1}) { total_count } } } }`,
      { headers: INT },
    );
    const products = await api.gql(
      `{ products(filter: { category_uid: { eq: "${filled!.uid}" } }, pageSize: 2, currentPage: ${pages + 1}) { total_count } }`,
      { headers: INT },
    );
    expect(beyond.errors?.[0]?.message).toMatch(/^currentPage value \d+ specified is greater than/);
    expect(beyond.errors?.[0]?.message).toBe(products.errors?.[0]?.message);
    expect(beyond.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });

  it('serves PWA Studio’s category list document (one preview product per child)', async () => {
    const [root] = await tree('');
    const res = await api.gql<{
      categories: {
        items: {
          uid: string;
          children: { uid: string; productImagePreview: { items: { uid: string }[] } }[];
        }[];
      };
    }>(
      `query GetCategoryList($id: String!) {
        categories(filters: { category_uid: { in: [$id] } }) {
          items { uid children { uid name url_key url_path children_count path image
            productImagePreview: products(pageSize: 1) { items { uid small_image { url } } } } }
        }
      }`,
      { variables: { id: root!.uid }, headers: INT },
    );
    expect(res.errors).toBeUndefined();
    const children = res.data!.categories.items[0]!.children;
    expect(children.length).toBeGreaterThan(0);
    for (const child of children) {
      const expected = await api.gql<{ products: { items: { uid: string }[] } }>(
        `{ products(filter: { category_uid: { eq: "${child.uid}" } }, pageSize: 1) { items { uid small_image { url } } } }`,
        { headers: INT },
      );
      expect(child.productImagePreview.items).toEqual(expected.data!.products.items);
    }
    expect(children.some((c) => c.productImagePreview.items.length === 1)).toBe(true);
  });
});
