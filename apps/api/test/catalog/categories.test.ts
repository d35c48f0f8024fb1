import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { categoryStore } from '../../src/db/schema.ts';
import { bumpCatalogVersion } from '../../src/modules/catalog/listing/cache.ts';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import { useTestApi } from '../support/api-client.ts';

const api = useTestApi();

interface Category {
  id: number;
  uid: string;
  name: string;
  level: number;
  include_in_menu: number;
  url_path: string | null;
  relative_url: string | null;
  children: Category[];
  breadcrumbs: { category_name: string; category_level: number }[] | null;
  cms_block: { identifier: string } | null;
}

const TREE = `{ categoryList { id uid name level children { id name level include_in_menu url_path children {
  id name level include_in_menu url_path children { id name level include_in_menu } } } } }`;

describe('categoryList', () => {
  it('returns the store’s root 2 with three levels of categories below it', async () => {
    const res = await api.gql<{ categoryList: Category[] }>(TREE, { headers: { Store: 'int' } });
    expect(res.errors).toBeUndefined();
    const [root] = res.data!.categoryList;
    expect(root).toMatchObject({ id: 2, uid: 'Mg==', level: 1 });
    const top = root!.children;
    expect(top.length).toBeGreaterThanOrEqual(8);
    expect(top.every((c) => c.level === 2)).toBe(true);
    expect(top.find((c) => c.id === 154)?.name).toBe('Our projects');
    const sofas = top.find((c) => c.id === 10)?.children.find((c) => c.id === 11);
    expect(sofas?.url_path).toBe('living-room/sofas');
    expect(sofas?.children.map((c) => c.name)).toContain('Corner sofas');
    expect(sofas?.children.every((c) => c.level === 4)).toBe(true);
  });

  it('flags the categories hidden from the menu, children included in the tree', async () => {
    const res = await api.gql<{ categoryList: Category[] }>(TREE, { headers: { Store: 'int' } });
    const top = res.data!.categoryList[0]!.children;
    const clearance = top.find((c) => c.id === 120);
    expect(clearance?.include_in_menu).toBe(0);
    expect(clearance?.children[0]).toMatchObject({ id: 121, include_in_menu: 1 });
    expect(top.find((c) => c.id === 70)?.children.find((c) => c.id === 74)?.include_in_menu).toBe(0);
  });

  it('names categories in the store view’s language', async () => {
    const ru = await api.gql<{ categoryList: Category[] }>(
      '{ categoryList(filters: { ids: { eq: "10" } }) { name } }',
      {
        headers: { Store: 'int_ru' },
      },
    );
    expect(ru.data?.categoryList[0]?.name).toBe('Гостиная');
  });

  it('filters by ids, url key, parent and name', async () => {
    const q = (filters: string) =>
      api.gql<{ categoryList: Category[] }>(`{ categoryList(filters: ${filters}) { id } }`, {
        headers: { Store: 'int' },
      });
    expect((await q('{ ids: { in: ["11", "21"] } }')).data?.categoryList.map((c) => c.id)).toEqual([11, 21]);
    expect((await q('{ category_uid: { eq: "MTU0" } }')).data?.categoryList.map((c) => c.id)).toEqual([154]);
    expect((await q('{ url_key: { eq: "beds" } }')).data?.categoryList.map((c) => c.id)).toEqual([21]);
    expect(
      (await q('{ url_path: { eq: "living-room/sofas/sofa-beds" } }')).data?.categoryList.map((c) => c.id),
    ).toEqual([13]);
    expect((await q('{ parent_id: { eq: "50" } }')).data?.categoryList.map((c) => c.id)).toEqual([
      51, 52, 53, 54,
    ]);
    expect((await q('{ name: { match: "lamps" } }')).data?.categoryList.map((c) => c.id)).toEqual([
      51, 52, 53,
    ]);
    expect(
      (await q('{ name: { match: "floor lamps", match_type: FULL } }')).data?.categoryList.map((c) => c.id),
    ).toEqual([52]);
    expect((await q('{ ids: { eq: "9999" } }')).data?.categoryList).toEqual([]);
  });

  it('refuses a name match shorter than three characters', async () => {
    const res = await api.gql('{ categoryList(filters: { name: { match: "so" } }) { id } }');
    expect(res.errors?.[0]?.message).toBe('Invalid match filter. Minimum length is 3.');
    expect(res.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });

  it('gives a category its breadcrumbs, URL and landing block', async () => {
    const res = await api.gql<{ categoryList: Category[] }>(
      `{ categoryList(filters: { ids: { in: ["12", "100"] } }) { id relative_url
        breadcrumbs { category_name category_level } cms_block { identifier } } }`,
      { headers: { Store: 'int' } },
    );
    const corner = res.data!.categoryList.find((c) => c.id === 12);
    const contract = res.data!.categoryList.find((c) => c.id === 100);
    expect(corner?.relative_url).toBe('living-room/sofas/corner-sofas');
    expect(corner?.breadcrumbs).toEqual([
      { category_name: 'Living room', category_level: 2 },
      { category_name: 'Sofas', category_level: 3 },
    ]);
    expect(contract?.breadcrumbs).toBeNull();
    expect(contract?.cms_block?.identifier).toBe('category-contract-intro');
  });
});

describe('categories', () => {
  it('pages the matching categories', async () => {
    const res = await api.gql<{
      categories: { total_count: number; items: Category[]; page_info: Record<string, number> };
    }>(
      '{ categories(filters: { parent_id: { eq: "2" } }, pageSize: 5, currentPage: 2) { total_count items { id } page_info { current_page page_size total_pages } } }',
    );
    expect(res.data?.categories.total_count).toBe(12);
    expect(res.data?.categories.items.map((c) => c.id)).toEqual([60, 70, 80, 90, 100]);
    expect(res.data?.categories.page_info).toEqual({ current_page: 2, page_size: 5, total_pages: 3 });
  });

  it('refuses page sizes and pages below one', async () => {
    const size = await api.gql('{ categories(pageSize: 0) { total_count } }');
    expect(size.errors?.[0]?.message).toBe('pageSize value must be greater than 0.');
    const page = await api.gql('{ categories(currentPage: 0) { total_count } }');
    expect(page.errors?.[0]?.message).toBe('currentPage value must be greater than 0.');
  });
});

describe('the category tree cache', () => {
  const NAME = '{ categoryList(filters: { ids: { eq: "154" } }) { name } }';
  const name = async () => {
    const res = await api.gql<{ categoryList: { name: string }[] }>(NAME, { headers: { Store: 'int' } });
    expect(res.errors).toBeUndefined();
    return res.data!.categoryList[0]?.name;
  };
  const rename = async (to: string) => {
    await api.database.db.transaction(async (tx) => {
      await tx
        .update(categoryStore)
        .set({ name: to })
        .where(and(eq(categoryStore.categoryId, 154), eq(categoryStore.storeId, 0)));
      await bumpCatalogVersion(tx as unknown as Db);
    });
  };

  it('is kept between requests and shows a rename written with a new catalogue version', async () => {
    const spy = vi.spyOn(api.database.db, 'select');
    expect(await name()).toBe('Our projects');
    spy.mockClear();
    expect(await name()).toBe('Our projects');
    // the second request reads the store view and its configuration, not the categories again
    expect(spy.mock.calls.length).toBeLessThanOrEqual(2);
    spy.mockRestore();
    try {
      await rename('Our projects, renamed');
      expect(await name()).toBe('Our projects, renamed');
    } finally {
      await rename('Our projects');
    }
    expect(await name()).toBe('Our projects');
  });

  it('shows the new tree after a reindex too', async () => {
    await api.database.db
      .update(categoryStore)
      .set({ name: 'Our projects, reindexed' })
      .where(and(eq(categoryStore.categoryId, 154), eq(categoryStore.storeId, 0)));
    try {
      await reindexProducts(api.database.db, [1]);
      expect(await name()).toBe('Our projects, reindexed');
    } finally {
      await rename('Our projects');
    }
  });
});
