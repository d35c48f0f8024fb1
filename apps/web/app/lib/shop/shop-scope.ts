// Which store view, region and currency a request is served in, from the shopper's cookies. A
// cookie counts only when it fits the website in the URL: a store view or region of the other
// website, or a currency the store view does not sell in, is ignored rather than trusted.
import { parseAcceptLanguage } from '~/i18n/choose-locale';
import type { RegionByLocation, StoreView, Website, WebsiteRegion } from './websites-config';

/** Spec §5: a currency from a cookie is accepted only if it is one of these. */
export const DISPLAY_CURRENCIES = ['USD', 'EUR', 'RUB'] as const;

export function defaultStoreView(website: Website): StoreView | undefined {
  return website.stores_view.find((view) => view.is_default) ?? website.stores_view[0];
}

/** A region may have a store view of its own (int_ru for Kazakhstan); otherwise the website default. */
export function storeViewForRegion(website: Website, regionCode: string | undefined): StoreView | undefined {
  return (
    website.stores_view.find((view) => view.default_region_code === regionCode) ?? defaultStoreView(website)
  );
}

/** The store view's default currency plus the ones a shopper may choose, limited to USD, EUR, RUB. */
export function allowedCurrencies(view: StoreView | undefined): string[] {
  if (!view) return [];
  const codes = [...new Set([view.currencies.default, ...view.currencies.available])];
  return codes.filter((code) => (DISPLAY_CURRENCIES as readonly string[]).includes(code));
}

export function findRegion(website: Website, code: string | undefined): WebsiteRegion | undefined {
  return code ? website.website_regions.find((region) => region.code === code) : undefined;
}

/**
 * The currency a country of the website is priced in: the country's own (Germany → EUR) where the
 * region's store view offers it, else that store view's default (United Kingdom → USD).
 */
export function regionCurrency(website: Website, regionCode: string | undefined): string {
  const view = storeViewForRegion(website, regionCode);
  const own = findRegion(website, regionCode)?.currency_code?.toUpperCase();
  return own && allowedCurrencies(view).includes(own) ? own : (view?.currencies.default ?? '');
}

export interface ShopScope {
  website: Website;
  storeView: StoreView;
  /** The region sent to the API: only one the shopper chose for this website. */
  regionCode: string | undefined;
  /** The currency sent to the API: only one the shopper chose and the store view allows. */
  currencyCode: string | undefined;
  /** The region shown in the header: the chosen one, else the store view's default, else the first. */
  displayRegion: WebsiteRegion | undefined;
}

export interface ScopeCookies {
  store?: string;
  region?: string;
  currency?: string;
}

export function resolveShopScope(website: Website, cookies: ScopeCookies): ShopScope | undefined {
  const storeView =
    website.stores_view.find((view) => view.code === cookies.store) ?? defaultStoreView(website);
  if (!storeView) return undefined;
  const region = findRegion(website, cookies.region);
  const currency = cookies.currency?.toUpperCase();
  const currencyCode = currency && allowedCurrencies(storeView).includes(currency) ? currency : undefined;
  const displayRegion =
    region ?? findRegion(website, storeView.default_region_code ?? undefined) ?? website.website_regions[0];
  return { website, storeView, regionCode: region?.code, currencyCode, displayRegion };
}

/**
 * The region of this website in the country of the browser's languages (Accept-Language "de-DE"
 * → Germany), the first one in order of preference; undefined when no tag names a country the
 * website ships to.
 */
export function regionFromAcceptLanguage(website: Website, header: string | null | undefined) {
  for (const tag of parseAcceptLanguage(header)) {
    const country = tag.split(/[-_]/)[1]?.toUpperCase();
    if (!country || !/^[A-Z]{2}$/.test(country)) continue;
    const region = website.website_regions.find((item) => item.country_id.toUpperCase() === country);
    if (region) return region;
  }
  return undefined;
}

/**
 * The website, region and currency the shopper is in now: what the region form starts from, what
 * a submission is compared with and, on a first visit, what the region bar offers (decision 0037).
 * A shopper without a chosen region is offered the region of their location (the client IP) when it
 * belongs to this website, else the country of their browser's languages, else the store view's.
 */
export function currentSelection(
  scope: ShopScope,
  located: RegionByLocation | undefined,
  acceptLanguage?: string | null,
) {
  const locatedHere = located?.website_code === scope.website.code ? located.region_code : undefined;
  const region =
    scope.regionCode ??
    locatedHere ??
    regionFromAcceptLanguage(scope.website, acceptLanguage)?.code ??
    scope.displayRegion?.code ??
    '';
  return {
    website: scope.website.code,
    region,
    // No currency chosen yet: the one of the offered country (a visitor from Germany starts in EUR).
    currency: scope.currencyCode ?? regionCurrency(scope.website, region),
  };
}

/**
 * A first visit (no website chosen yet) is served in the detected choice (decision 0037): the
 * region of `currentSelection` with its currency and store view, as the region bar names them and
 * as saving the form would set them. A visitor from Germany sees prices in EUR at once.
 */
export function withDetectedChoice(
  scope: ShopScope,
  selection: { region: string; currency: string },
): ShopScope {
  const region = findRegion(scope.website, selection.region);
  if (!region) return scope;
  const storeView = storeViewForRegion(scope.website, region.code) ?? scope.storeView;
  const currency = selection.currency.toUpperCase();
  return {
    ...scope,
    storeView,
    regionCode: region.code,
    currencyCode: allowedCurrencies(storeView).includes(currency) ? currency : undefined,
    displayRegion: region,
  };
}
