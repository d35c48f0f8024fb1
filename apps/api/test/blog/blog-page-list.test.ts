// blogPageList (issue 16 §1, spec "Blog page", §9 page size 15) over GraphQL HTTP on the seeded
// demo blog: 20 posts per language, newest first, six tags with per-store-view labels.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cmsPage, cmsPageProduct } from '../../src/db/schema.ts';
import { insertProduct } from '../catalog/product-fixtures.ts';
import { useTestApi } from '../support/api-client.ts';

const api = useTestApi();

interface Post {
  url_key: string;
  title: string;
  short_description: string;
  image: string | null;
  published_at: string;
  content: string;
  tags: { id: string; label: string }[];
}
interface List {
  items: Post[];
  aggregation: { id: string; label: string; count: number }[];
  total_count: number;
  page_info: { current_page: number; page_size: number; total_pages: number };
  newer_post: { url_key: string } | null;
  older_post: { url_key: string } | null;
}

const LIST = `query ($filter: BlogPageFilterInput, $limit: Int, $page: Int, $currentPost: String) {
  blogPageList(filter: $filter, limit: $limit, page: $page, currentPost: $currentPost) {
    items { url_key title short_description image published_at content tags { id label } }
    aggregation { id label count }
    total_count
    page_info { current_page page_size total_pages }
    newer_post { url_key }
    older_post { url_key }
  }
}`;

const list = (variables: Record<string, unknown>, store = 'int') =>
  api.gql<{ blogPageList: List | null }>(LIST, { variables, headers: { Store: store } });

async function ok(variables: Record<string, unknown>, store = 'int'): Promise<List> {
  const res = await list(variables, store);
  expect(res.errors).toBeUndefined();
  return res.data!.blogPageList!;
}

describe('blogPageList', () => {
  it('pages the posts newest first, 15 a page by default, with the total', async () => {
    const first = await ok({ filter: { type: { eq: 'ALL' } } });
    expect(first.total_count).toBe(20);
    expect(first.items).toHaveLength(15);
    expect(first.page_info).toEqual({ current_page: 1, page_size: 15, total_pages: 2 });
    const dates = first.items.map((p) => Date.parse(p.published_at));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const second = await ok({ page: 2 });
    expect(second.items).toHaveLength(5);
    expect(second.page_info.current_page).toBe(2);
    const keys = [...first.items, ...second.items].map((p) => p.url_key);
    expect(new Set(keys).size).toBe(20);
    expect(Date.parse(second.items[0]!.published_at)).toBeLessThan(dates.at(-1)!);

    const small = await ok({ limit: 4, page: 5 });
    expect(small.items.map((p) => p.url_key)).toEqual(keys.slice(16, 20));
  });

  it('answers each post with its picture under the media base, summary, body and tags', async () => {
    const { items } = await ok({ limit: 1 });
    const post = items[0]!;
    expect(post.url_key).toMatch(/^blog\/[a-z0-9-]+$/);
    expect(post.image).toMatch(/^http:\/\/localhost:3000\/media\/cms\/blog\/[a-z0-9-]+\.svg$/);
    expect(post.short_description.length).toBeGreaterThan(20);
    expect(post.content).toContain('<h2>');
    expect(post.content).toContain('<ul>');
    expect(post.content).toMatch(/href="\/int\/[a-z-]+(\/[a-z-]+)*"/);
    expect(post.tags.length).toBeGreaterThanOrEqual(1);
    expect(post.tags.length).toBeLessThanOrEqual(3);
    const words = post.content
      .replace(/<[^>]+>/g, ' ')
      .split(/\s+/)
      .filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(300);
    expect(words).toBeLessThanOrEqual(700);
  });

  it('serves Russian posts and tag labels to the Russian store views, English to the others', async () => {
    const ru = await ok({ limit: 20 }, 'ru');
    const en = await ok({ limit: 20 }, 'int');
    const intRu = await ok({ limit: 20 }, 'int_ru');
    expect(ru.total_count).toBe(20);
    expect(ru.items.every((p) => /[а-яё]/i.test(p.title))).toBe(true);
    expect(en.items.every((p) => !/[а-яё]/i.test(p.title + p.content))).toBe(true);
    expect(intRu.items.map((p) => p.title)).toEqual(ru.items.map((p) => p.title));
    // The same posts (url keys) in both languages.
    expect(ru.items.map((p) => p.url_key)).toEqual(en.items.map((p) => p.url_key));
    expect(ru.aggregation.find((t) => t.id === 'care')?.label).toBe('Уход');
    // Every post, in both languages, is a real article of 300–700 words.
    for (const post of [...ru.items, ...en.items]) {
      const words = post.content
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length;
      expect({ post: post.url_key, long: words >= 300 && words <= 700 }).toEqual({
        post: post.url_key,
        long: true,
      });
    }
    expect(en.aggregation.find((t) => t.id === 'care')?.label).toBe('Care');
  });

  it('counts the posts of each tag in the aggregation, whatever tag is chosen', async () => {
    const all = await ok({ limit: 20 });
    expect(all.aggregation.map((t) => t.id)).toEqual([
      'interiors',
      'materials',
      'care',
      'projects',
      'ideas',
      'news',
    ]);
    for (const tag of all.aggregation) {
      const expected = all.items.filter((p) => p.tags.some((t) => t.id === tag.id)).length;
      expect({ tag: tag.id, count: tag.count }).toEqual({ tag: tag.id, count: expected });
    }
    const filtered = await ok({ filter: { tags: { in: ['care'] } } });
    expect(filtered.aggregation).toEqual(all.aggregation);
  });

  it('filters by one tag and by several (any of them); an unknown tag finds nothing', async () => {
    const all = (await ok({ limit: 20 })).items;
    const care = await ok({ filter: { tags: { in: ['care'] } } });
    expect(care.items.map((p) => p.url_key)).toEqual(
      all.filter((p) => p.tags.some((t) => t.id === 'care')).map((p) => p.url_key),
    );
    expect(care.total_count).toBe(care.items.length);
    expect(care.total_count).toBeGreaterThan(2);

    const two = await ok({ filter: { tags: { in: ['care', 'news'] } }, limit: 20 });
    expect(two.items.map((p) => p.url_key)).toEqual(
      all.filter((p) => p.tags.some((t) => t.id === 'care' || t.id === 'news')).map((p) => p.url_key),
    );
    expect(two.total_count).toBeGreaterThan(care.total_count);

    const unknown = await ok({ filter: { tags: { in: ['no-such-tag'] } } });
    expect(unknown).toMatchObject({ items: [], total_count: 0, page_info: { total_pages: 0 } });
  });

  it('answers the newer and the older neighbour of a post, in the filtered list too', async () => {
    const keys = (await ok({ limit: 20 })).items.map((p) => p.url_key);
    const middle = await ok({ currentPost: keys[5] });
    expect(middle.newer_post?.url_key).toBe(keys[4]);
    expect(middle.older_post?.url_key).toBe(keys[6]);
    expect(middle.items.map((p) => p.url_key)).toEqual([keys[4], keys[6]]);
    const newest = await ok({ currentPost: keys[0] });
    expect(newest.newer_post).toBeNull();
    expect(newest.items.map((p) => p.url_key)).toEqual([keys[1]]);
    const oldest = await ok({ currentPost: keys[19] });
    expect(oldest.older_post).toBeNull();

    const care = (await ok({ filter: { tags: { in: ['care'] } } })).items.map((p) => p.url_key);
    const inTag = await ok({ currentPost: care[1], filter: { tags: { in: ['care'] } } });
    expect([inTag.newer_post?.url_key, inTag.older_post?.url_key]).toEqual([care[0], care[2]]);

    const missing = await list({ currentPost: 'blog/no-such-post' });
    expect(missing.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
  });

  it('refuses a bad limit or page with an input error', async () => {
    for (const [variables, message] of [
      [{ limit: 0 }, 'limit value must be greater than 0.'],
      [{ limit: 301 }, 'limit value must be between 1 and 300.'],
      [{ page: 0 }, 'page value must be greater than 0.'],
      [{ page: 3 }, 'page value 3 specified is greater than the 2 page(s) available.'],
    ] as const) {
      const res = await list(variables);
      expect({
        variables,
        message: res.errors?.[0]?.message,
        category: res.errors?.[0]?.extensions?.category,
      }).toEqual({
        variables,
        message,
        category: 'graphql-input',
      });
      expect(res.data?.blogPageList ?? null).toBeNull();
    }
  });
});

describe('blog posts as CMS pages', () => {
  let retiredId = 0;
  beforeAll(async () => {
    const db = api.database.db;
    const [post] = await db
      .select({ id: cmsPage.id })
      .from(cmsPage)
      .where(eq(cmsPage.identifier, 'blog/oak-at-home'));
    const product = (sku: string, extra: Record<string, unknown> = {}) =>
      insertProduct(db, { sku, texts: { 0: { name: sku } }, ...extra });
    const table = await product('BLOG-OAK-TABLE');
    const chair = await product('BLOG-OAK-CHAIR', { typeId: 'configurable' });
    // A variant is not visible on its own.
    const hidden = await product('BLOG-OAK-CHAIR-RED', { parentId: chair });
    const retired = await product('BLOG-OAK-RETIRED', { isActive: false });
    const en = await db
      .select({ id: cmsPage.id })
      .from(cmsPage)
      .where(eq(cmsPage.identifier, 'blog/oak-at-home'));
    await db.insert(cmsPageProduct).values(
      en.flatMap((page) => [
        { pageId: page.id, productId: chair, position: 2 },
        { pageId: page.id, productId: table, position: 1 },
        { pageId: page.id, productId: hidden, position: 0 },
        { pageId: page.id, productId: retired, position: 0 },
      ]),
    );
    expect(post).toBeDefined();
    const [retiredPost] = await db
      .insert(cmsPage)
      .values({
        identifier: 'blog/retired-post',
        storeId: 0,
        title: 'Retired post',
        content: '<p>Gone</p>',
        isBlog: true,
        isActive: false,
        publishedAt: new Date(),
      })
      .returning({ id: cmsPage.id });
    retiredId = retiredPost!.id;
  });

  it('serves a post through cmsPage with is_blog, its tags as filters, picture and enabled related products', async () => {
    const res = await api.gql<{ cmsPage: Record<string, unknown> }>(
      `{ cmsPage(identifier: "blog/oak-at-home") { is_blog title image short_description published_at author
          filters { id label } related_products { sku } } }`,
      { headers: { Store: 'ru' } },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.cmsPage).toMatchObject({
      is_blog: true,
      title: 'Дуб дома: почему самый старый материал по-прежнему лучший',
      image: 'http://localhost:3000/media/cms/blog/oak-at-home.svg',
      filters: [
        { id: 'interiors', label: 'Интерьеры' },
        { id: 'materials', label: 'Материалы' },
      ],
      related_products: [{ sku: 'BLOG-OAK-TABLE' }, { sku: 'BLOG-OAK-CHAIR' }],
    });
    expect(String(res.data?.cmsPage?.short_description)).toMatch(/[а-я]/);
    expect(Date.parse(String(res.data?.cmsPage?.published_at))).toBeLessThan(Date.now());
  });

  it('hides an inactive post from the list and from cmsPage', async () => {
    expect(retiredId).toBeGreaterThan(0);
    const all = await ok({ limit: 50 });
    expect(all.items.map((p) => p.url_key)).not.toContain('blog/retired-post');
    const page = await api.gql('{ cmsPage(identifier: "blog/retired-post") { title } }');
    expect(page.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
    const neighbours = await list({ currentPost: 'blog/retired-post' });
    expect(neighbours.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
  });

  it('keeps a scheduled post (dated in the future) out of the list until it is published', async () => {
    await api.database.db.insert(cmsPage).values({
      identifier: 'blog/next-week',
      storeId: 0,
      title: 'Next week',
      content: '<p>Soon</p>',
      isBlog: true,
      publishedAt: new Date(Date.now() + 7 * 24 * 3600 * 1000),
    });
    const all = await ok({ limit: 50 });
    expect(all.items.map((p) => p.url_key)).not.toContain('blog/next-week');
  });
});
