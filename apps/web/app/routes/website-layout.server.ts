// Start-up data of every page (spec §4): websites and regions, the shopper's store scope, store
// configuration and currency, the category menu and the footer, all in the first HTML.
import { data } from 'react-router';
import { getCategoryMenu } from '~/features/catalog/get-category-menu.server';
import type { MenuCategory } from '~/features/catalog/menu-tree';
import type { FooterBlock } from '~/features/content/footer-blocks';
import { getFooterBlocks } from '~/features/content/get-footer-data.server';
import { getStoreConfig } from '~/features/store/get-store-config.server';
import { getWebsitesConfig } from '~/features/website/get-websites-config.server';
import { currentSelection, resolveShopScope, type ShopScope } from '~/features/website/shop-scope';
import type { WebsiteCode } from '~/features/website/website-codes';
import { COOKIE, readCookie, readCookies } from '~/lib/cookies.server';
import { countryNames, currencyNames } from '~/lib/display-names.server';
import type { GlobalMessageInput } from '~/lib/global-message';
import type { GraphQLClientError, ScopeHeaders } from '~/lib/graphql.server';
import { reportApiError, throwIfSessionExpired } from '~/lib/graphql-errors.server';

/** Spec §8: a website, store or region configuration that fails to load fails the whole layout. */
function cannotResolveWebsite(website: string, cause: GraphQLClientError | string): never {
  if (typeof cause !== 'string') throwIfSessionExpired(cause, website);
  console.error(`Can't resolve website ${website}: ${typeof cause === 'string' ? cause : cause.message}`);
  throw data({ messageKey: 'error.cant_resolve_website' }, { status: 500 });
}

export function scopeHeaders(request: Request, scope: ShopScope): ScopeHeaders {
  return {
    store: scope.storeView.code,
    currency: scope.currencyCode,
    region: scope.regionCode,
    authToken: readCookie(request, COOKIE.authToken),
  };
}

export async function loadShell(request: Request, website: WebsiteCode, clientIp: string, locale: string) {
  const config = await getWebsitesConfig(clientIp);
  if (!config.ok) cannotResolveWebsite(website, config.error);
  const { websites, region_by_location: located } = config.data.websitesConfig;
  const site = websites.find((item) => item.code === website);
  const cookies = readCookies(request);
  const scope = site && resolveShopScope(site, cookies);
  if (!scope) return cannotResolveWebsite(website, 'the website or its store view is not configured');

  const headers = scopeHeaders(request, scope);
  const footerRequest = getFooterBlocks(headers);
  const store = await getStoreConfig(headers);
  if (!store.ok) cannotResolveWebsite(website, store.error);
  const { storeConfig, currency } = store.data;
  if (!storeConfig) return cannotResolveWebsite(website, 'the store view has no configuration');

  const messages: GlobalMessageInput[] = [];
  let menu: MenuCategory[] = [];
  if (storeConfig.root_category_uid) {
    const result = await getCategoryMenu(
      headers,
      storeConfig.root_category_uid,
      storeConfig.category_url_suffix ?? '',
    );
    if (result.ok) menu = result.data;
    else messages.push(reportApiError('categoryList', result.error, website));
  }
  let footer: FooterBlock[] = [];
  const footerResult = await footerRequest;
  if (footerResult.ok) footer = footerResult.data;
  else messages.push(reportApiError('cmsBlocks', footerResult.error, website));

  const selection = currentSelection(scope, located);
  const currentCurrency = currency?.current_display_currency_code ?? selection.currency;
  const allCountries = websites.flatMap((item) => item.website_regions.map((r) => r.country_id));
  const allCurrencies = websites.flatMap((item) =>
    item.stores_view.flatMap((v) => [v.currencies.default, ...v.currencies.available]),
  );

  return {
    website,
    storeConfig,
    baseCurrency: currency?.base_currency_code ?? currentCurrency,
    exchangeRates: (currency?.exchange_rates ?? []).flatMap((rate) =>
      rate?.currency_to && rate.rate != null ? [{ currency: rate.currency_to, rate: rate.rate }] : [],
    ),
    menu,
    footer,
    websites,
    countryNames: countryNames(allCountries, locale),
    currencyNames: currencyNames(allCurrencies, locale),
    selection: { ...selection, currency: currentCurrency },
    selectedCountry: site?.website_regions.find((r) => r.code === selection.region)?.country_id ?? '',
    /** Spec §2: no website chosen yet → the region and currency pop-up, which cannot be dismissed. */
    needsRegionChoice: !cookies[COOKIE.website],
    isAuthenticated: Boolean(cookies[COOKIE.authToken]),
    messages,
  };
}

export type ShellData = Awaited<ReturnType<typeof loadShell>>;
