import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cmsPage, cmsPageProduct, urlRewrite } from '../../src/db/schema.ts';
import { insertProduct } from '../catalog/product-fixtures.ts';
import { useTestApi } from '../support/api-client.ts';

const api = useTestApi();

interface Page {
  identifier: string;
  url_key: string;
  title: string;
  content: string;
  content_heading: string | null;
  page_layout: string;
  meta_title: string | null;
  meta_keywords: string | null;
  meta_description: string | null;
  relative_url: string;
  redirect_code: number;
  type: string;
}

const FIELDS =
  'identifier url_key title content content_heading page_layout meta_title meta_keywords meta_description relative_url redirect_code type';

const byIdentifier = (identifier: string, store: string) =>
  api.gql<{ cmsPage: Page | null }>(
    `query($identifier: String) { cmsPage(identifier: $identifier) { ${FIELDS} } }`,
    {
      variables: { identifier },
      headers: { Store: store },
    },
  );
const byId = (id: number, store: string) =>
  api.gql<{ cmsPage: Page | null }>(`query($id: Int) { cmsPage(id: $id) { ${FIELDS} } }`, {
    variables: { id },
    headers: { Store: store },
  });

const ids: Record<string, number> = {};

beforeAll(async () => {
  const rows = await api.database.db
    .insert(cmsPage)
    .values([
      {
        identifier: 'unsafe-page',
        storeId: 0,
        title: 'Unsafe',
        // Written straight into the table, past the write-side sanitiser.
        content:
          '<p onclick="steal()">Hello</p><script>alert(document.cookie)</script><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(2)"><a href="{{store url=\'delivery\'}}">Delivery</a>',
      },
      { identifier: 'retired-page', storeId: 0, title: 'Retired', content: '<p>Old</p>', isActive: false },
      { identifier: 'ru-only-page', storeId: 1, title: 'Только ru', content: '<p>ru</p>' },
    ])
    .returning({ id: cmsPage.id, identifier: cmsPage.identifier });
  for (const row of rows) ids[row.identifier] = row.id;

  const [post] = await api.database.db
    .insert(cmsPage)
    .values({
      identifier: 'blog/living-room-in-oak',
      storeId: 0,
      title: 'A living room in oak',
      content: '<p>Story</p>',
      isBlog: true,
      description: 'How we furnished a flat on Petrovka',
      filters: [
        { id: 'interiors', label: 'Interiors' },
        { id: 'oak', label: 'Oak' },
      ],
    })
    .returning({ id: cmsPage.id });
  const product = (sku: string, extra: Record<string, unknown> = {}) =>
    insertProduct(api.database.db, { sku, texts: { 0: { name: sku } }, ...extra });
  const table = await product('OAK-TABLE');
  const chair = await product('OAK-CHAIR', { typeId: 'configurable' });
  const retired = await product('OAK-OLD', { isActive: false });
  const variant = await product('OAK-CHAIR-RED', { parentId: chair });
  await api.database.db.insert(cmsPageProduct).values([
    { pageId: post!.id, productId: table, position: 2 },
    { pageId: post!.id, productId: chair, position: 1 },
    { pageId: post!.id, productId: retired, position: 0 },
    { pageId: post!.id, productId: variant, position: 3 },
  ]);
});

describe('cmsPage', () => {
  it('serves the seeded home page in each store view’s language', async () => {
    const ru = await byIdentifier('home', 'ru');
    const en = await byIdentifier('home', 'int');
    const intRu = await byIdentifier('home', 'int_ru');
    expect(ru.errors).toBeUndefined();
    expect(ru.data?.cmsPage?.title).toBe('Атриум — мебель для дома, офиса и отеля');
    expect(intRu.data?.cmsPage?.title).toBe(ru.data?.cmsPage?.title);
    expect(en.data?.cmsPage).toMatchObject({
      identifier: 'home',
      url_key: 'home',
      title: 'Atrium — furniture for homes, offices and hotels',
      page_layout: '1column',
      meta_title: 'Atrium — furniture and project supply',
      relative_url: 'home',
      redirect_code: 0,
      type: 'CMS_PAGE',
    });
    expect(en.data?.cmsPage?.meta_description).toContain('Sofas');
    expect(en.data?.cmsPage?.content).toContain('<h1>Furniture that stays</h1>');
  });

  it('renders store links inside the website and links the categories', async () => {
    const ru = await byIdentifier('home', 'ru');
    const en = await byIdentifier('home', 'int');
    expect(ru.data?.cmsPage?.content).toContain('href="/ru/living-room"');
    expect(en.data?.cmsPage?.content).toContain('href="/int/our-projects"');
    expect(en.data?.cmsPage?.content).not.toContain('{{store');
  });

  it('has the customer-service and company pages and the 404 page in both languages', async () => {
    for (const identifier of ['about-us', 'delivery', 'payment', 'privacy-policy', 'no-route']) {
      const en = await byIdentifier(identifier, 'int');
      const ru = await byIdentifier(identifier, 'ru');
      expect(en.errors, identifier).toBeUndefined();
      expect(en.data?.cmsPage?.content.length).toBeGreaterThan(100);
      expect(ru.data?.cmsPage?.content).toMatch(/[а-яё]/i);
      expect(en.data?.cmsPage?.content).not.toMatch(/[а-яё]/i);
      expect(en.data?.cmsPage?.content_heading).toBeTruthy();
    }
    const storeConfig = await api.gql<{ storeConfig: { cms_home_page: string; cms_no_route: string } }>(
      '{ storeConfig { cms_home_page cms_no_route } }',
      { headers: { Store: 'ru' } },
    );
    expect(storeConfig.data?.storeConfig).toEqual({ cms_home_page: 'home', cms_no_route: 'no-route' });
  });

  it('finds a page by id in its store views only', async () => {
    const ru = await byId(ids['ru-only-page']!, 'ru');
    expect(ru.data?.cmsPage?.title).toBe('Только ru');
    const en = await byId(ids['ru-only-page']!, 'int');
    expect(en.data?.cmsPage).toBeNull();
    expect(en.errors?.[0]?.message).toBe(`The CMS page with the "${ids['ru-only-page']}" ID doesn't exist.`);
    expect(en.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
  });

  it('answers Magento’s messages for missing, unknown and disabled pages', async () => {
    for (const query of ['{ cmsPage { title } }', '{ cmsPage(identifier: "") { title } }']) {
      const res = await api.gql<{ cmsPage: Page | null }>(query);
      expect(res.data?.cmsPage).toBeNull();
      expect(res.errors?.[0]?.message).toBe('Page id/identifier should be specified');
      expect(res.errors?.[0]?.extensions?.category).toBe('graphql-input');
    }
    for (const identifier of ['no-such-page', 'retired-page']) {
      const res = await byIdentifier(identifier, 'int');
      expect(res.data?.cmsPage).toBeNull();
      expect(res.errors?.[0]?.message).toBe(`The CMS page with the "${identifier}" ID doesn't exist.`);
      expect(res.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
    }
    const retired = await byId(ids['retired-page']!, 'int');
    expect(retired.errors?.[0]?.message).toBe(
      `The CMS page with the "${ids['retired-page']}" ID doesn't exist.`,
    );
    const unknown = await byId(987654, 'int');
    expect(unknown.errors?.[0]?.message).toBe('The CMS page with the "987654" ID doesn\'t exist.');
  });

  it('never serves scripts, event handlers or javascript: links stored in a page', async () => {
    const res = await byIdentifier('unsafe-page', 'int');
    const content = res.data?.cmsPage?.content ?? '';
    expect(content).toContain('<p>Hello</p>');
    expect(content).toContain('href="/int/delivery"');
    expect(content).not.toMatch(/<script|alert\(document|onclick|onerror|javascript:/i);
  });
});

describe('blog fields of CMS pages', () => {
  it('serves is_blog, description, filters and the enabled related products in order', async () => {
    const res = await api.gql<{
      cmsPage: {
        is_blog: boolean;
        description: string;
        filters: { id: string; label: string }[];
        related_products: { __typename: string; sku: string }[];
      };
    }>(
      `{ cmsPage(identifier: "blog/living-room-in-oak") { is_blog description filters { id label }
        related_products { __typename sku } } }`,
      { headers: { Store: 'int' } },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.cmsPage).toEqual({
      is_blog: true,
      description: 'How we furnished a flat on Petrovka',
      filters: [
        { id: 'interiors', label: 'Interiors' },
        { id: 'oak', label: 'Oak' },
      ],
      related_products: [
        { __typename: 'ConfigurableProduct', sku: 'OAK-CHAIR' },
        { __typename: 'SimpleProduct', sku: 'OAK-TABLE' },
      ],
    });
    const home = await byIdentifier('home', 'int');
    expect(home.data?.cmsPage).toBeTruthy();
    const plain = await api.gql<{
      cmsPage: { is_blog: boolean; filters: unknown[]; related_products: unknown[] };
    }>('{ cmsPage(identifier: "delivery") { is_blog filters { id } related_products { sku } } }');
    expect(plain.data?.cmsPage).toEqual({ is_blog: false, filters: [], related_products: [] });
  });
});

describe('CMS pages and routing', () => {
  const ROUTE = `query($url: String!) { route(url: $url) { __typename relative_url redirect_code type
    ... on CmsPage { identifier title } } }`;

  it('resolves / to the configured home page', async () => {
    const res = await api.gql<{ route: { __typename: string; identifier: string; relative_url: string } }>(
      ROUTE,
      {
        variables: { url: '/' },
        headers: { Store: 'ru' },
      },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.route).toMatchObject({
      __typename: 'CmsPage',
      identifier: 'home',
      relative_url: 'home',
    });
  });

  it('has URL rewrites for the seeded pages in every store view, the view’s own page first', async () => {
    const db = api.database.db;
    for (const storeId of [1, 2, 3]) {
      const [row] = await db
        .select()
        .from(urlRewrite)
        .where(and(eq(urlRewrite.storeId, storeId), eq(urlRewrite.requestPath, 'delivery')));
      expect(row).toMatchObject({ entityType: 'cms-page', redirectType: 0 });
      const [page] = await db.select().from(cmsPage).where(eq(cmsPage.id, row!.entityId));
      expect(page?.storeId).toBe(storeId === 2 ? 0 : storeId);
      expect(row?.targetPath).toBe(`cms/page/view/page_id/${page!.id}`);
    }
  });

  it('resolves each seeded page through route in the store view’s language', async () => {
    const res = await api.gql<{ route: { title: string } }>(ROUTE, {
      variables: { url: '/delivery' },
      headers: { Store: 'int_ru' },
    });
    expect(res.data?.route).toMatchObject({ __typename: 'CmsPage', title: 'Доставка', type: 'CMS_PAGE' });
  });
});
