// The shopper's store scope for one request, resolved once by the website layout's middleware and
// read by every loader below it: the website configuration, the store view, region and currency
// (as the API's scope headers) and the store view's configuration. Child loaders call
// `getShopContext(context)` instead of resolving the website again.
import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { clientIpContext } from '~/lib/client-ip-context';
import { COOKIE, readCookie, readCookies } from '~/lib/cookies.server';
import type { GraphQLClientError, ScopeHeaders } from '~/lib/graphql.server';
import { throwIfSessionExpired } from '~/lib/graphql-errors.server';
import { getStoreConfig } from './get-store-config.server';
import { getWebsitesConfig } from './get-websites-config.server';
import { currentSelection, resolveShopScope, type ShopScope, withDetectedChoice } from './shop-scope';
import type { WebsiteCode } from './website-codes';

type WebsitesConfig = Extract<Awaited<ReturnType<typeof getWebsitesConfig>>, { ok: true }>['data'];
type StoreShell = Extract<Awaited<ReturnType<typeof getStoreConfig>>, { ok: true }>['data'];

export interface ShopContext {
  website: WebsiteCode;
  websitesConfig: WebsitesConfig['websitesConfig'];
  scope: ShopScope;
  /** Headers for every API call of this request (store, currency, region, token). */
  headers: ScopeHeaders;
  storeConfig: NonNullable<StoreShell['storeConfig']>;
  currency: StoreShell['currency'];
}

const shopContextKey = createContext<ShopContext | null>(null);

/** Spec §8: a website, store or region configuration that fails to load fails the whole layout. */
function cannotResolveWebsite(website: string, cause: GraphQLClientError | string): never {
  if (typeof cause !== 'string') throwIfSessionExpired(cause, website);
  console.error(`Can't resolve website ${website}: ${typeof cause === 'string' ? cause : cause.message}`);
  throw data({ messageKey: 'error.cant_resolve_website' }, { status: 500 });
}

export function scopeHeaders(request: Request, scope: ShopScope, clientIp = ''): ScopeHeaders {
  return {
    store: scope.storeView.code,
    currency: scope.currencyCode,
    region: scope.regionCode,
    authToken: readCookie(request, COOKIE.authToken),
    clientIp: clientIp || undefined,
  };
}

async function resolveShopContext(
  request: Request,
  website: WebsiteCode,
  clientIp: string,
): Promise<ShopContext> {
  const config = await getWebsitesConfig(clientIp);
  if (!config.ok) cannotResolveWebsite(website, config.error);
  const site = config.data.websitesConfig.websites.find((item) => item.code === website);
  const cookies = readCookies(request);
  const chosen = site && resolveShopScope(site, cookies);
  if (!chosen) return cannotResolveWebsite(website, 'the website or its store view is not configured');
  // No website chosen yet: the page is served in the detected region and currency (decision 0037).
  const scope = cookies[COOKIE.website]
    ? chosen
    : withDetectedChoice(
        chosen,
        currentSelection(
          chosen,
          config.data.websitesConfig.region_by_location,
          request.headers.get('accept-language'),
        ),
      );
  const headers = scopeHeaders(request, scope, clientIp);
  const store = await getStoreConfig(headers);
  if (!store.ok) cannotResolveWebsite(website, store.error);
  const { storeConfig, currency } = store.data;
  if (!storeConfig) return cannotResolveWebsite(website, 'the store view has no configuration');
  return { website, websitesConfig: config.data.websitesConfig, scope, headers, storeConfig, currency };
}

/** Runs after the website prefix middleware, so `params.website` is a valid website code. */
export const shopContextMiddleware: MiddlewareFunction<Response> = async (
  { request, params, context },
  next,
) => {
  const website = params.website as WebsiteCode;
  provideShopContext(context, await resolveShopContext(request, website, context.get(clientIpContext)));
  return next();
};

/** Puts a resolved shop context in the router context (the middleware above; unit tests). */
export function provideShopContext(context: Readonly<RouterContextProvider>, shop: ShopContext): void {
  context.set(shopContextKey, shop);
}

/** The shop context when the website layout's middleware has resolved it (the root loader). */
export function findShopContext(context: Readonly<RouterContextProvider>): ShopContext | null {
  return context.get(shopContextKey);
}

export function getShopContext(context: Readonly<RouterContextProvider>): ShopContext {
  const shop = findShopContext(context);
  if (!shop) throw new Error('The shop context is read outside the website layout');
  return shop;
}
