// /{website}/sitemap/{pages|categories|products-N}.xml: one sitemap file of a website. Product
// files are streamed batch by batch (up to 50,000 URLs each). The pages file lists the blog and its
// posts, the showcase's
// projects and the CMS pages the store links to from its footer (the API has no list of CMS pages;
// a page no block links to cannot be found by a shopper either). On a Magento backend the blog, the
// showcase and the personalised listings (Atrium's) are left out.

import { blogSitemapPaths } from '~/features/blog/blog-sitemap.server';
import { getFooterBlocks } from '~/features/content/get-footer-data.server';
import { personallySitemapPaths } from '~/features/personally/personally.server';
import { resolveRoute } from '~/features/routing/resolve-route.server';
import { getShowcaseProjects, SHOWCASE_PAGE_SIZE } from '~/features/showcase/get-showcase.server';
import { SHOWCASE_PATH } from '~/features/showcase/showcase-name';
import {
  categoryPaths,
  productPathBatches,
  SitemapSourceError,
} from '~/features/sitemap/sitemap-data.server';
import { sitemapUnavailable, xmlResponse } from '~/features/sitemap/sitemap-response.server';
import { urlsetStream } from '~/features/sitemap/sitemap-stream';
import { absoluteUrl, internalPaths, parseSitemapFile, urlset } from '~/features/sitemap/sitemap-xml';
import { backendHas } from '~/lib/backend.server';
import type { ScopeHeaders } from '~/lib/graphql.server';
import { getShopContext } from '~/lib/shop/shop-context.server';
import type { Route } from './+types/website-sitemap';

/** The showcase's item pages (our-projects/<url_key>). */
async function showcasePaths(scope: ScopeHeaders): Promise<string[]> {
  const paths: string[] = [];
  if (!backendHas('showcase')) return paths;
  for (let page = 1; ; page += 1) {
    const result = await getShowcaseProjects(scope, page);
    if (!result.ok) throw new SitemapSourceError('getOurProjectCollection', result.error);
    const collection = result.data.getOurProjectCollection;
    for (const item of collection?.items ?? [])
      if (item?.url_key) paths.push(`${SHOWCASE_PATH}/${item.url_key}`);
    const totalPages = collection?.page_info?.total_pages ?? 1;
    if (page >= totalPages || (collection?.items ?? []).length < SHOWCASE_PAGE_SIZE) return paths;
  }
}

/** The personalised listings and their entries. */
async function personallyPaths(scope: ScopeHeaders): Promise<string[]> {
  const result = await personallySitemapPaths(scope);
  if (!result.ok) throw new SitemapSourceError('personallyesListing', result.error);
  return result.paths;
}

/** CMS pages linked from the footer blocks that `route` confirms are CMS pages (not the home page). */
async function cmsPagePaths(scope: ScopeHeaders, baseUrl: string, homeIdentifier: string | null) {
  const blocks = await getFooterBlocks(scope);
  if (!blocks.ok) throw new SitemapSourceError('cmsBlocks', blocks.error);
  const candidates = internalPaths(blocks.data.map((block) => block.content).join('\n'), baseUrl);
  const resolved = await Promise.all(
    candidates.map(async (path) => {
      const lookup = await resolveRoute(scope, path);
      if (!lookup.ok) throw new SitemapSourceError(`route(${path})`, lookup.error);
      const route = lookup.route;
      const isPage =
        route?.__typename === 'CmsPage' && route.redirect_code === 0 && route.identifier !== homeIdentifier;
      return isPage ? path : null;
    }),
  );
  return resolved.filter((path): path is string => path !== null);
}

function notFound() {
  return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

async function* absolute(batches: AsyncGenerator<string[]>, baseUrl: string) {
  for await (const paths of batches) yield paths.map((path) => absoluteUrl(baseUrl, path));
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const file = parseSitemapFile(params.file);
  if (!file) return notFound();
  const { headers, storeConfig, website } = getShopContext(context);
  const baseUrl = storeConfig.secure_base_url || `${new URL(request.url).origin}/${website}/`;
  const toUrls = (paths: string[]) => paths.map((path) => ({ loc: absoluteUrl(baseUrl, path) }));
  try {
    if (file.kind === 'pages') {
      const [showcase, cmsPages, personally, blog] = await Promise.all([
        showcasePaths(headers),
        cmsPagePaths(headers, baseUrl, storeConfig.cms_home_page),
        personallyPaths(headers),
        blogSitemapPaths(headers),
      ]);
      if (!blog.ok) throw new SitemapSourceError('blogPageList', blog.error);
      // The footer links the blog too; list it once, with its posts after it.
      const pages = cmsPages.filter((path) => path !== 'blog');
      return xmlResponse(
        urlset(
          toUrls([
            '',
            'categories',
            ...(backendHas('showcase') ? [SHOWCASE_PATH] : []),
            ...pages,
            ...showcase,
            ...personally,
            ...blog.paths,
          ]),
        ),
      );
    }
    if (file.kind === 'categories') {
      const rootUid = storeConfig.root_category_uid;
      const paths = rootUid
        ? await categoryPaths(headers, rootUid, storeConfig.category_url_suffix ?? '')
        : [];
      return xmlResponse(urlset(toUrls(paths)));
    }
    const batches = await productPathBatches(headers, file.page, storeConfig.product_url_suffix ?? '');
    if (!batches) return notFound();
    return xmlResponse(
      urlsetStream([], absolute(batches, baseUrl), (error) =>
        console.error(`Sitemap ${website}/${params.file} broke off: ${String(error)}`),
      ),
    );
  } catch (error) {
    return sitemapUnavailable(error);
  }
}
