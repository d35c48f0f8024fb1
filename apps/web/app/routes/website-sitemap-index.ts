// /{website}/sitemap.xml: the index of one website's sitemap files.
import { productCount } from '~/features/sitemap/sitemap-data.server';
import { sitemapUnavailable, xmlResponse } from '~/features/sitemap/sitemap-response.server';
import { sitemapFileUrl, sitemapIndex, websiteSitemapFiles } from '~/features/sitemap/sitemap-xml';
import { getShopContext } from '~/lib/shop/shop-context.server';
import type { Route } from './+types/website-sitemap-index';

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = getShopContext(context);
  const baseUrl = shop.storeConfig.secure_base_url || `${new URL(request.url).origin}/${shop.website}/`;
  try {
    const files = websiteSitemapFiles(await productCount(shop.headers));
    return xmlResponse(sitemapIndex(files.map((file) => sitemapFileUrl(baseUrl, file))));
  } catch (error) {
    return sitemapUnavailable(error);
  }
}
