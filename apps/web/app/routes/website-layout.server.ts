// Start-up data of every page (spec §4): websites and regions, the shopper's store scope, store
// configuration and currency, the category menu and the footer, all in the first HTML.
import { data } from 'react-router';
import { getShopperCart } from '~/features/cart/cart-state.server';
import { getCategoryMenu } from '~/features/catalog/get-category-menu.server';
import type { MenuCategory } from '~/features/catalog/menu-tree';
import type { FooterBlock } from '~/features/content/footer-blocks';
import { getFooterBlocks } from '~/features/content/get-footer-data.server';
import { loadShellCustomer } from '~/features/customer/shell-customer.server';
import { getRequestLocale } from '~/i18n/request-locale.server';
import { COOKIE, readCookies } from '~/lib/cookies.server';
import type { ShellCustomer } from '~/lib/customer/customer-types';
import { countryNames, currencyNames } from '~/lib/display-names.server';
import type { CustomerDrawerType } from '~/lib/drawer-types';
import { readFlash } from '~/lib/flash.server';
import type { GlobalMessageInput } from '~/lib/global-message';
import { reportApiError } from '~/lib/graphql-errors.server';
import { publicFileUrlContext } from '~/lib/public-file-url-context';
import { getShopContext, type ShopContext } from '~/lib/shop/shop-context.server';
import { currentSelection } from '~/lib/shop/shop-scope';
import { findGuardedCustomer } from '~/middleware/guarded-customer.server';
import type { Route } from './+types/website-layout';

export async function loadShell(
  request: Request,
  shop: ShopContext,
  locale: string,
  /** The customer a guard of this page already reloaded, if any. */
  reloadedCustomer: ShellCustomer | null = null,
) {
  const { website, headers, storeConfig, currency, scope } = shop;
  const { websites, region_by_location: located } = shop.websitesConfig;
  const site = websites.find((item) => item.code === website);
  const cookies = readCookies(request);
  const footerRequest = getFooterBlocks(headers);
  const customerRequest = loadShellCustomer(shop, reloadedCustomer);
  // It may reject (the session-expired redirect) while the menu is still loading; it is awaited
  // below, and this handler keeps Node from treating the early rejection as unhandled.
  customerRequest.catch(() => {});

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

  const { customer, message: customerMessage } = await customerRequest;
  if (customerMessage) messages.push(customerMessage);

  const selection = currentSelection(scope, located, request.headers.get('accept-language'));
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
    /**
     * No website chosen yet (decision 0037): the home page shows the region and currency pop-up,
     * which cannot be dismissed (spec §2); any other page the region bar with `selection`.
     */
    needsRegionChoice: !cookies[COOKIE.website],
    isAuthenticated: Boolean(cookies[COOKIE.authToken]),
    /** The signed-in customer's name and type; null for guests (or when it could not be loaded). */
    customer,
    messages,
    /** A customer drawer to open once the page is shown (from a flash, e.g. sign in after a reset). */
    openCustomerDrawer: undefined as CustomerDrawerType | undefined,
  };
}

export type ShellData = Awaited<ReturnType<typeof loadShell>>;

/** The website layout route's loader: the shell, the shopper's cart and the flash message. */
export async function loadWebsiteLayout({ request, context }: Route.LoaderArgs) {
  const shop = getShopContext(context);
  // The header's cart button and the cart sidebar show the cart on every page.
  const cartRequest = getShopperCart(context, request, shop);
  cartRequest.catch(() => {});
  const shell = await loadShell(
    request,
    shop,
    getRequestLocale(request, context),
    findGuardedCustomer(context),
  );
  const cart = await cartRequest;
  if (cart.message) shell.messages.push(cart.message);
  const flash = readFlash(request);
  if (flash.message) shell.messages.push(flash.message);
  shell.openCustomerDrawer = flash.drawer;
  // The logo and favicon by content version, so browsers may keep them for a year (ADR 0043).
  const publicFileUrl = context.get(publicFileUrlContext);
  const { header_logo_src: logo, head_shortcut_icon: icon } = shell.storeConfig;
  shell.storeConfig = {
    ...shell.storeConfig,
    header_logo_src: logo ? publicFileUrl(logo) : logo,
    head_shortcut_icon: icon ? publicFileUrl(icon) : icon,
  };
  const headers = new Headers();
  if (flash.clearCookie) headers.append('Set-Cookie', flash.clearCookie);
  for (const cookie of cart.setCookies) headers.append('Set-Cookie', cookie);
  return data({ ...shell, cart: cart.view }, { headers });
}
