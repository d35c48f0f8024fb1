// /{website}/sitemap/{pages|categories|products-N}.xml: one sitemap file of a website. Product
// files are streamed batch by batch (up to 50,000 URLs each).

import { SHOWCASE_PATH } from '~/features/showcase/showcase-name';
import {
  categoryPaths,
  cmsPagePaths,
  productPathBatches,
  showcasePaths,
} from '~/features/sitemap/sitemap-data.server';
import { sitemapUnavailable, xmlResponse } from '~/features/sitemap/sitemap-response.server';
import { urlsetStream } from '~/features/sitemap/sitemap-stream';
import { absoluteUrl, parseSitemapFile, urlset } from '~/features/sitemap/sitemap-xml';
import { getShopContext } from '~/lib/shop/shop-context.server';
import type { Route } from './+types/website-sitemap';

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
      const [showcase, cmsPages] = await Promise.all([
        showcasePaths(headers),
        cmsPagePaths(headers, baseUrl, storeConfig.cms_home_page),
      ]);
      return xmlResponse(urlset(toUrls(['', 'categories', SHOWCASE_PATH, ...cmsPages, ...showcase])));
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
