// Every link of the footer blocks leads to a CMS page in the store view's language, so a footer
// link that answers 404 on the storefront cannot come back unnoticed. The paths are read from the
// seeded blocks' {{store url='…'}} directives, not listed here.
import { like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cmsBlock, cmsPage } from '../../src/db/schema.ts';
import { useTestApi } from '../support/api-client.ts';

const api = useTestApi();

/** Footer paths that are not CMS pages: what `route` answers for them (null: not checked). */
const NOT_CMS_PAGES: Record<string, string | null> = {
  blog: null, // the journal's list is a storefront route (/blog); the API's `route` has no URL for it
  'our-projects': 'CategoryTree', // the showcase category, drawn by its own storefront route
};

/** Store views checked, with the store id of the blocks and pages they show and their language. */
const VIEWS = [
  { code: 'int', storeId: 0, russian: false },
  { code: 'ru', storeId: 1, russian: true },
  { code: 'int_ru', storeId: 3, russian: true },
] as const;

const ROUTE = `query($url: String!) { route(url: $url) { __typename relative_url redirect_code
  ... on CmsPage { identifier title content } } }`;

interface Routed {
  __typename: string;
  relative_url: string | null;
  redirect_code: number;
  identifier?: string;
  title?: string;
  content?: string;
}

const route = (url: string, store: string) =>
  api.gql<{ route: Routed | null }>(ROUTE, { variables: { url }, headers: { Store: store } });

const STORE_URL = /\{\{store url=(?:'|"|&#39;|&quot;)([^'"&]*)(?:'|"|&#39;|&quot;)\}\}/g;
const storePaths = (html: string) => [...html.matchAll(STORE_URL)].map((match) => match[1]!);
const CYRILLIC = /[а-яё]/i;

const footerPaths = new Map<number, string[]>();

beforeAll(async () => {
  const rows = await api.database.db
    .select({ storeId: cmsBlock.storeId, content: cmsBlock.content })
    .from(cmsBlock)
    .where(like(cmsBlock.identifier, 'footer-%-links'));
  for (const row of rows) {
    footerPaths.set(row.storeId, [...(footerPaths.get(row.storeId) ?? []), ...storePaths(row.content)]);
  }
});

describe('footer links', () => {
  it('are read from the footer blocks of every store view checked', () => {
    for (const { storeId } of VIEWS) {
      const paths = footerPaths.get(storeId) ?? [];
      expect(paths.length, `store ${storeId}`).toBeGreaterThanOrEqual(10);
      expect(paths).toContain('returns');
      expect(paths).toContain('blog');
    }
  });

  for (const view of VIEWS) {
    it(`lead to CMS pages in the ${view.code} store view’s language`, async () => {
      const paths = footerPaths.get(view.storeId) ?? [];
      for (const path of paths) {
        const expected = NOT_CMS_PAGES[path];
        if (expected === null) continue;
        const res = await route(path, view.code);
        expect(res.errors, `${view.code}: ${path}`).toBeUndefined();
        if (expected) {
          expect(res.data?.route?.__typename, `${view.code}: ${path}`).toBe(expected);
          continue;
        }
        const page = res.data?.route;
        expect(page, `${view.code}: ${path}`).toMatchObject({
          __typename: 'CmsPage',
          identifier: path,
          relative_url: path,
          redirect_code: 0,
        });
        expect(page?.content?.length, `${view.code}: ${path}`).toBeGreaterThan(200);
        expect(CYRILLIC.test(`${page?.title} ${page?.content}`), `${view.code}: ${path}`).toBe(view.russian);
      }
    });
  }
});

describe('links inside the seeded CMS pages', () => {
  it('lead to a page, category or the showcase in every store view', async () => {
    const pages = await api.database.db
      .select({ storeId: cmsPage.storeId, identifier: cmsPage.identifier, content: cmsPage.content })
      .from(cmsPage);
    const checked = new Set<string>();
    for (const page of pages) {
      for (const view of VIEWS.filter((v) => v.storeId === page.storeId)) {
        for (const path of storePaths(page.content)) {
          const key = `${view.code}\u0000${path}`;
          if (NOT_CMS_PAGES[path] === null || checked.has(key)) continue;
          checked.add(key);
          const res = await route(path || '/', view.code);
          expect(res.data?.route, `${view.code}: ${page.identifier} → ${path || '/'}`).toBeTruthy();
        }
      }
    }
    expect(checked.size).toBeGreaterThan(40);
  });
});
