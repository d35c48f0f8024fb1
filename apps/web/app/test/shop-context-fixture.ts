// A resolved shop context for unit tests of code that runs below the website layout (guards,
// loaders): the international website, its default store view, and the request's auth token.
import { type ShopContext, scopeHeaders } from '~/lib/shop/shop-context.server';
import { resolveShopScope } from '~/lib/shop/shop-scope';
import { intWebsite, ruWebsite } from './websites-fixture';

export function shopContextFixture(request: Request, clientIp = '203.0.113.7'): ShopContext {
  const scope = resolveShopScope(intWebsite, {});
  if (!scope) throw new Error('the int website fixture has no store view');
  return {
    website: 'int',
    websitesConfig: {
      websites: [ruWebsite, intWebsite],
      region_by_location: {
        name: 'United States',
        region_code: 'us',
        store_view_code: 'int',
        website_code: 'int',
      },
    },
    scope,
    headers: scopeHeaders(request, scope, clientIp),
    storeConfig: {} as ShopContext['storeConfig'],
    currency: null,
  };
}
