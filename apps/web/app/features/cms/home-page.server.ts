// The CMS page the store view shows as its home page (storeConfig.cms_home_page). The home page
// still renders without it: a missing or failing page is logged and left out.
import type { CmsPageFieldsFragment } from '~/lib/graphql/generated';
import { NO_SUCH_ENTITY_CATEGORY, reportApiError } from '~/lib/graphql-errors.server';
import type { ShopContext } from '~/lib/shop/shop-context.server';
import { getCmsPage } from './get-cms-page.server';

export async function loadHomePage(shop: ShopContext): Promise<CmsPageFieldsFragment | null> {
  const identifier = shop.storeConfig.cms_home_page;
  if (!identifier) return null;
  const result = await getCmsPage(shop.headers, identifier);
  if (result.ok) return result.data.cmsPage;
  if (result.error.kind === 'graphql' && result.error.category === NO_SUCH_ENTITY_CATEGORY) return null;
  reportApiError(`cmsPage(${identifier})`, result.error, shop.website);
  return null;
}
