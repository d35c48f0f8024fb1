// /sitemap.xml: the index of every website's sitemap files (pages, categories, products-N).
import { allWebsiteScopes } from '~/features/sitemap/sitemap-data.server';
import { sitemapUnavailable, xmlResponse } from '~/features/sitemap/sitemap-response.server';
import { sitemapFileUrl, sitemapIndex, websiteSitemapFiles } from '~/features/sitemap/sitemap-xml';
import { clientIpContext } from '~/lib/client-ip-context';
import type { Route } from './+types/sitemap-index';

export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const websites = await allWebsiteScopes(context.get(clientIpContext), new URL(request.url).origin);
    return xmlResponse(
      sitemapIndex(
        websites.flatMap(({ baseUrl, productCount }) =>
          websiteSitemapFiles(productCount).map((file) => sitemapFileUrl(baseUrl, file)),
        ),
      ),
    );
  } catch (error) {
    return sitemapUnavailable(error);
  }
}
