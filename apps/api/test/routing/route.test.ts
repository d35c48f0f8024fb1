import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cmsPage, configValue, product, productStore, urlRewrite } from '../../src/db/schema.ts';
import { writeUrlRewrites } from '../../src/modules/routing/url-rewrites.ts';
import { bumpStoreVersion } from '../../src/modules/store/cache.ts';
import { useTestApi } from '../support/api-client.ts';

const api = useTestApi();

interface Routed {
  __typename: string;
  relative_url: string | null;
  redirect_code: number;
  type: string | null;
  name?: string;
  id?: number;
  identifier?: string;
  title?: string;
}

const ROUTE = `query($url: String!) { route(url: $url) {
  __typename relative_url redirect_code type
  ... on CategoryTree { id name }
  ... on CmsPage { identifier title }
} }`;

const route = (url: string, store = 'int') =>
  api.gql<{ route: Routed | null }>(ROUTE, { variables: { url }, headers: { Store: store } });

const ids: Record<string, number> = {};

beforeAll(async () => {
  const db = api.database.db;
  const made = await db
    .insert(product)
    .values([
      { sku: 'R-SOFA', typeId: 'simple', urlKey: 'oslo-sofa' },
      { sku: 'R-CHAIR', typeId: 'configurable', urlKey: 'bergen-chair' },
      { sku: 'R-CHAIR-RED', typeId: 'simple', urlKey: 'bergen-chair-red', parentId: null, visibility: 1 },
      { sku: 'R-OFF', typeId: 'simple', urlKey: 'retired-lamp', isActive: false },
      { sku: 'R-FALLBACK', typeId: 'simple', urlKey: 'malmo-table' },
    ])
    .returning({ id: product.id, sku: product.sku });
  for (const row of made) ids[row.sku] = row.id;
  await db.insert(productStore).values(made.map((row) => ({ productId: row.id, storeId: 0, name: row.sku })));
  const [page] = await db
    .insert(cmsPage)
    .values([
      { identifier: 'route-test-page', storeId: 0, title: 'Route test page', content: '<p>All views</p>' },
      { identifier: 'route-test-page', storeId: 1, title: 'Тестовая страница', content: '<p>Только ru</p>' },
      { identifier: 'route-hidden-page', storeId: 0, title: 'Hidden', content: '<p>x</p>', isActive: false },
    ])
    .returning({ id: cmsPage.id });
  ids.page = page!.id;
  const rewrite = (
    storeId: number,
    requestPath: string,
    targetPath: string,
    entityType: string,
    entityId: number,
    redirectType = 0,
  ) => ({ storeId, requestPath, targetPath, entityType, entityId, redirectType });
  const sofa = ids['R-SOFA']!;
  await db
    .insert(urlRewrite)
    .values([
      ...[1, 2, 3].flatMap((store) => [
        rewrite(store, 'oslo-sofa.html', `catalog/product/view/id/${sofa}`, 'product', sofa),
        rewrite(
          store,
          'bergen-chair.html',
          `catalog/product/view/id/${ids['R-CHAIR']}`,
          'product',
          ids['R-CHAIR']!,
        ),
        rewrite(
          store,
          'retired-lamp.html',
          `catalog/product/view/id/${ids['R-OFF']}`,
          'product',
          ids['R-OFF']!,
        ),
      ]),
      rewrite(2, 'old-oslo-sofa.html', 'oslo-sofa.html', 'product', sofa, 301),
      rewrite(2, 'older-oslo-sofa.html', 'old-oslo-sofa.html', 'product', sofa, 302),
      rewrite(2, 'couches', 'living-room/sofas', 'category', 11, 302),
      rewrite(2, 'showroom-moscow', 'https://maps.example.com/atrium-moscow', 'custom', 0, 301),
      rewrite(2, 'loop-a', 'loop-b', 'custom', 0, 301),
      rewrite(2, 'loop-b', 'loop-a', 'custom', 0, 301),
      rewrite(2, 'only-in-int.html', `catalog/product/view/id/${sofa}`, 'product', sofa, 0),
    ]);
});

describe('route', () => {
  it('resolves a category by its url_path and the store view’s category suffix', async () => {
    const res = await route('living-room/sofas');
    expect(res.errors).toBeUndefined();
    expect(res.data?.route).toEqual({
      __typename: 'CategoryTree',
      relative_url: 'living-room/sofas',
      redirect_code: 0,
      type: 'CATEGORY',
      id: 11,
      name: 'Sofas',
    });
    const ru = await route('living-room/sofas', 'ru');
    expect(ru.data?.route?.name).toBe('Диваны');
  });

  it('ignores a leading slash, the query string and the fragment', async () => {
    for (const url of [
      '/living-room/sofas',
      '/living-room/sofas?p=2&product_list_order=price',
      'living-room/sofas#top',
    ]) {
      const res = await route(url);
      expect(res.data?.route).toMatchObject({
        __typename: 'CategoryTree',
        id: 11,
        relative_url: 'living-room/sofas',
      });
    }
    const product = await route('/oslo-sofa.html?utm_source=mail');
    expect(product.data?.route).toMatchObject({
      __typename: 'SimpleProduct',
      relative_url: 'oslo-sofa.html',
    });
  });

  it('resolves simple and configurable products from their URL rewrites', async () => {
    const simple = await route('oslo-sofa.html');
    expect(simple.errors).toBeUndefined();
    expect(simple.data?.route).toEqual({
      __typename: 'SimpleProduct',
      relative_url: 'oslo-sofa.html',
      redirect_code: 0,
      type: 'PRODUCT',
    });
    const configurable = await route('bergen-chair.html', 'ru');
    expect(configurable.data?.route).toMatchObject({ __typename: 'ConfigurableProduct', type: 'PRODUCT' });
  });

  it('resolves a product by url_key and the product suffix when it has no rewrite yet', async () => {
    const res = await route('malmo-table.html');
    expect(res.data?.route).toEqual({
      __typename: 'SimpleProduct',
      relative_url: 'malmo-table.html',
      redirect_code: 0,
      type: 'PRODUCT',
    });
    const withoutSuffix = await route('malmo-table');
    expect(withoutSuffix.data?.route).toBeNull();
  });

  it('answers a 301 rewrite with the target entity, its URL and the redirect code', async () => {
    const res = await route('old-oslo-sofa.html');
    expect(res.errors).toBeUndefined();
    expect(res.data?.route).toEqual({
      __typename: 'SimpleProduct',
      relative_url: 'oslo-sofa.html',
      redirect_code: 301,
      type: 'PRODUCT',
    });
  });

  it('follows a chain of redirects and keeps the first redirect’s code', async () => {
    const res = await route('older-oslo-sofa.html');
    expect(res.data?.route).toMatchObject({
      __typename: 'SimpleProduct',
      relative_url: 'oslo-sofa.html',
      redirect_code: 302,
    });
  });

  it('answers a 302 to a category path with the category', async () => {
    const res = await route('couches');
    expect(res.data?.route).toMatchObject({
      __typename: 'CategoryTree',
      id: 11,
      relative_url: 'living-room/sofas',
      redirect_code: 302,
      type: 'CATEGORY',
    });
  });

  it('answers a custom rewrite to another site as a RoutableUrl', async () => {
    const res = await route('showroom-moscow');
    expect(res.errors).toBeUndefined();
    expect(res.data?.route).toEqual({
      __typename: 'RoutableUrl',
      relative_url: 'https://maps.example.com/atrium-moscow',
      redirect_code: 301,
      type: null,
    });
  });

  it('resolves CMS pages by identifier, the store view’s own page first', async () => {
    const en = await route('route-test-page');
    expect(en.data?.route).toMatchObject({
      __typename: 'CmsPage',
      identifier: 'route-test-page',
      title: 'Route test page',
      relative_url: 'route-test-page',
      redirect_code: 0,
      type: 'CMS_PAGE',
    });
    const ru = await route('/route-test-page', 'ru');
    expect(ru.data?.route).toMatchObject({ __typename: 'CmsPage', title: 'Тестовая страница' });
  });

  it('resolves the internal entity paths Magento also accepts', async () => {
    const res = await route(`catalog/product/view/id/${ids['R-SOFA']}`);
    expect(res.data?.route).toMatchObject({ __typename: 'SimpleProduct', relative_url: 'oslo-sofa.html' });
    const category = await route('catalog/category/view/id/14');
    expect(category.data?.route).toMatchObject({
      __typename: 'CategoryTree',
      id: 14,
      relative_url: 'living-room/armchairs',
    });
  });

  it('answers unknown URLs, disabled and invisible products and inactive pages with Magento’s error', async () => {
    for (const url of [
      'no-such-thing.html',
      'retired-lamp.html',
      'bergen-chair-red.html',
      'route-hidden-page',
      'loop-a',
    ]) {
      const res = await route(url);
      expect(res.data?.route).toBeNull();
      expect(res.errors?.[0]?.message).toBe(`No such entity found with matching URL key: ${url}`);
      expect(res.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
      expect(res.errors?.[0]?.path).toEqual(['route']);
    }
    const slash = await route('/no-such-thing.html?x=1');
    expect(slash.errors?.[0]?.message).toBe('No such entity found with matching URL key: no-such-thing.html');
  });

  it('resolves each URL in the request’s store view only', async () => {
    expect((await route('only-in-int.html', 'int')).data?.route?.__typename).toBe('SimpleProduct');
    const ru = await route('only-in-int.html', 'ru');
    expect(ru.data?.route).toBeNull();
    expect(ru.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
    expect((await route('old-oslo-sofa.html', 'ru')).data?.route).toBeNull();
  });

  it('uses the store view’s category suffix, with and without rewrite rows', async () => {
    const db = api.database.db;
    await db.delete(urlRewrite).where(and(eq(urlRewrite.storeId, 3), eq(urlRewrite.entityType, 'category')));
    await db
      .insert(configValue)
      .values({ scope: 'stores', scopeId: 3, path: 'catalog/seo/category_url_suffix', value: '.html' });
    await bumpStoreVersion(db);
    expect((await route('living-room.html', 'int_ru')).data?.route).toMatchObject({
      __typename: 'CategoryTree',
      id: 10,
      relative_url: 'living-room.html',
    });
    expect((await route('living-room', 'int_ru')).data?.route).toBeNull();
    expect((await route('living-room', 'int')).data?.route).toMatchObject({ id: 10 });

    await writeUrlRewrites(db, { categories: true, cmsPages: false });
    const rows = await db
      .select()
      .from(urlRewrite)
      .where(
        and(
          eq(urlRewrite.entityType, 'category'),
          eq(urlRewrite.entityId, 11),
          eq(urlRewrite.redirectType, 0),
        ),
      );
    expect(rows.map((r) => [r.storeId, r.requestPath]).sort()).toEqual([
      [1, 'living-room/sofas'],
      [2, 'living-room/sofas'],
      [3, 'living-room/sofas.html'],
    ]);
    expect((await route('living-room/sofas.html', 'int_ru')).data?.route).toMatchObject({ id: 11 });
    await db.delete(configValue).where(eq(configValue.scopeId, 3));
    await bumpStoreVersion(db);
  });

  it('requires a url', async () => {
    const res = await route('  ');
    expect(res.errors?.[0]?.message).toBe('"url" argument should be specified and not empty');
    expect(res.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });
});

describe('urlResolver', () => {
  const resolve = (url: string) =>
    api.gql<{ urlResolver: Record<string, unknown> | null }>(
      'query($url: String!) { urlResolver(url: $url) { id entity_uid canonical_url relative_url redirectCode type } }',
      { variables: { url }, headers: { Store: 'int' } },
    );

  it('answers Magento’s EntityUrl for products, categories and redirects', async () => {
    const sofa = ids['R-SOFA']!;
    expect((await resolve('old-oslo-sofa.html')).data?.urlResolver).toEqual({
      id: sofa,
      entity_uid: Buffer.from(String(sofa)).toString('base64'),
      canonical_url: 'oslo-sofa.html',
      relative_url: 'oslo-sofa.html',
      redirectCode: 301,
      type: 'PRODUCT',
    });
    expect((await resolve('/living-room/sofas')).data?.urlResolver).toMatchObject({
      id: 11,
      entity_uid: 'MTE=',
      relative_url: 'living-room/sofas',
      redirectCode: 0,
      type: 'CATEGORY',
    });
    expect((await resolve('route-test-page')).data?.urlResolver).toMatchObject({
      id: ids.page,
      type: 'CMS_PAGE',
    });
  });

  it('answers null for an unknown URL', async () => {
    const res = await resolve('nothing-here');
    expect(res.errors).toBeUndefined();
    expect(res.data?.urlResolver).toBeNull();
  });
});
