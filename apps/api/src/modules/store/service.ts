// Store configuration, websites and region-by-location rules.

import { isIP } from 'node:net';
import type { RequestContext } from '../../shared/context.ts';
import { DEFAULT_OPTIONAL_ZIP, DEFAULT_STATE_REQUIRED } from '../customer-address/index.ts';
import { countryCurrency, countryShortName } from '../directory/country-names.ts';
import { countryOfIp } from './geoip.ts';
import {
  listRegions,
  listStoreViews,
  listWebsites,
  type RegionRow,
  readConfig,
  type StoreScope,
  type StoreViewRow,
  type WebsiteRow,
} from './store.ts';

/** Spec: Russian addresses resolve to ru; everything else, private and loopback addresses included, to int. */
export const FALLBACK_WEBSITE_CODE = 'int';

const configFields: Record<string, string> = {
  default_title: 'design/head/default_title',
  title_prefix: 'design/head/title_prefix',
  title_suffix: 'design/head/title_suffix',
  title_separator: 'catalog/seo/title_separator',
  default_description: 'design/head/default_description',
  default_keywords: 'design/head/default_keywords',
  head_shortcut_icon: 'design/head/shortcut_icon',
  header_logo_src: 'design/header/logo_src',
  logo_alt: 'design/header/logo_alt',
  welcome: 'design/header/welcome',
  copyright: 'design/footer/copyright',
  absolute_footer: 'design/footer/absolute_footer',
  locale: 'general/locale/code',
  timezone: 'general/locale/timezone',
  weight_unit: 'general/locale/weight_unit',
  default_country: 'general/country/default',
  cms_home_page: 'web/default/cms_home_page',
  cms_no_route: 'web/default/cms_no_route',
  catalog_default_sort_by: 'catalog/frontend/default_sort_by',
  catalog_scrolling: 'catalog/frontend/scrolling',
  category_url_suffix: 'catalog/seo/category_url_suffix',
  product_url_suffix: 'catalog/seo/product_url_suffix',
  grid_per_page_values: 'catalog/frontend/grid_per_page_values',
  list_per_page_values: 'catalog/frontend/list_per_page_values',
  list_mode: 'catalog/frontend/list_mode',
  minimum_password_length: 'customer/password/minimum_password_length',
  required_character_classes_number: 'customer/password/required_character_classes_number',
  magento_wishlist_general_is_enabled: 'wishlist/general/active',
  estimate_product_listing_note: 'atrium/estimate/product_listing_note',
};

const intConfigFields: Record<string, string> = {
  logo_height: 'design/header/logo_height',
  logo_width: 'design/header/logo_width',
  grid_per_page: 'catalog/frontend/grid_per_page',
  list_per_page: 'catalog/frontend/list_per_page',
  show_cms_breadcrumbs: 'web/default/show_cms_breadcrumbs',
  root_category_id: 'catalog/category/root_id',
};

/** Magento's checkout/options/guest_checkout (on by default): whether guests may check out. */
export function guestCheckoutEnabled(config: ReadonlyMap<string, string | null>): boolean {
  const value = config.get('checkout/options/guest_checkout');
  return value !== '0' && value !== 'false';
}

/** Magento's catalog/review/active (on by default): whether the store takes and shows product reviews. */
export function reviewsEnabled(config: ReadonlyMap<string, string | null>): boolean {
  const value = config.get('catalog/review/active');
  return value !== '0' && value !== 'false';
}

/** Magento's catalog/review/allow_guest (on by default): whether guests may write reviews. */
export function guestReviewsAllowed(config: ReadonlyMap<string, string | null>): boolean {
  const value = config.get('catalog/review/allow_guest');
  return value !== '0' && value !== 'false';
}

/**
 * Magento's tax/weee/enable: whether fixed product taxes (`product_fixed_tax`) are listed on
 * products and charged in carts. On when unset, unlike Magento (off): Atrium sets fixed product
 * taxes up per product and country, so a product without rows has none (docs/catalogue.md).
 */
export function fixedProductTaxesEnabled(config: ReadonlyMap<string, string | null> | undefined): boolean {
  const value = config?.get('tax/weee/enable');
  return value !== '0' && value !== 'false';
}

// Magento's Weee display types (Weee\Model\Tax::DISPLAY_*) as FixedProductTaxDisplaySettings.
const FPT_DISPLAY = [
  'INCLUDE_FPT_WITHOUT_DETAILS',
  'INCLUDE_FPT_WITH_DETAILS',
  'EXCLUDE_FPT_AND_INCLUDE_WITH_DETAILS',
  'EXCLUDE_FPT_WITHOUT_DETAILS',
] as const;

/**
 * How product lists, the product page and the sales pages show fixed product taxes
 * (tax/weee/display_list, display, display_sales), FPT_DISABLED while they are off. Unset, each is
 * 2 (EXCLUDE_FPT_AND_INCLUDE_WITH_DETAILS), not Magento's 1: Atrium's prices never include them;
 * products list them in `fixed_product_taxes`, carts and orders as their own lines.
 */
function fixedProductTaxSettings(config: ReadonlyMap<string, string | null>) {
  const setting = (path: string) => {
    if (!fixedProductTaxesEnabled(config)) return 'FPT_DISABLED' as const;
    const value = config.get(path);
    return FPT_DISPLAY[value == null || value === '' ? 2 : Number(value)] ?? 'FPT_DISABLED';
  };
  return {
    category_fixed_product_tax_display_setting: setting('tax/weee/display_list'),
    product_fixed_product_tax_display_setting: setting('tax/weee/display'),
    sales_fixed_product_tax_display_setting: setting('tax/weee/display_sales'),
  };
}

/** Magento's sales/gift_options/* (all off when unset, as in Magento): what setGiftOptionsOnCart accepts. */
export interface GiftOptionsConfig {
  /** Gift message on the order (allow_order). */
  order: boolean;
  /** Gift messages on items (allow_items; Atrium takes order-level messages only). */
  items: boolean;
  wrappingOnOrder: boolean;
  wrappingOnItems: boolean;
  giftReceipt: boolean;
  printedCard: boolean;
  printedCardPrice: string;
}

export function giftOptionsConfig(config: ReadonlyMap<string, string | null>): GiftOptionsConfig {
  const on = (path: string) => flag(config.get(`sales/gift_options/${path}`));
  return {
    order: on('allow_order'),
    items: on('allow_items'),
    wrappingOnOrder: on('wrapping_allow_order'),
    wrappingOnItems: on('wrapping_allow_items'),
    giftReceipt: on('allow_gift_receipt'),
    printedCard: on('allow_printed_card'),
    printedCardPrice: config.get('sales/gift_options/printed_card_price') || '0',
  };
}

/** The StoreConfig fields of the gift options, answered "1" / "0" as Magento does. */
function giftOptionsStoreConfig(config: Map<string, string | null>) {
  const gift = giftOptionsConfig(config);
  const yes = (value: boolean) => (value ? '1' : '0');
  // tax/cart_display/* and tax/sales_display/*: 1 excluding tax, 2 including, 3 both (default 1).
  const display = (path: string) => {
    const value = config.get(path);
    return value === '2' || value === '3' ? value : '1';
  };
  return {
    allow_order: yes(gift.order),
    allow_items: yes(gift.items),
    allow_gift_wrapping_on_order: yes(gift.wrappingOnOrder),
    allow_gift_wrapping_on_order_items: yes(gift.wrappingOnItems),
    allow_gift_receipt: yes(gift.giftReceipt),
    allow_printed_card: yes(gift.printedCard),
    printed_card_price: gift.printedCardPrice,
    cart_gift_wrapping: display('tax/cart_display/gift_wrapping'),
    cart_printed_card: display('tax/cart_display/printed_card'),
    sales_gift_wrapping: display('tax/sales_display/gift_wrapping'),
    sales_printed_card: display('tax/sales_display/printed_card'),
  };
}

function positiveInt(value: string | null | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

function flag(value: string | null | undefined): boolean {
  return value === '1' || value === 'true';
}

// Shopping Cart Display Settings (Magento's tax/cart_display/*): 1 excluding tax, 2 including
// tax, 3 both. Unset paths take the defaults of Magento's Tax module config.xml.
const cartDisplayTypes: Record<string, string> = {
  shopping_cart_display_price: 'tax/cart_display/price',
  shopping_cart_display_subtotal: 'tax/cart_display/subtotal',
  shopping_cart_display_shipping: 'tax/cart_display/shipping',
};

const cartDisplayFlags: Record<string, string> = {
  shopping_cart_display_grand_total: 'tax/cart_display/grandtotal',
  shopping_cart_display_full_summary: 'tax/cart_display/full_summary',
  shopping_cart_display_zero_tax: 'tax/cart_display/zero_tax',
};

function cartDisplaySettings(config: Map<string, string | null>): Record<string, number | boolean> {
  const out: Record<string, number | boolean> = {};
  for (const [field, path] of Object.entries(cartDisplayTypes)) {
    const value = Number(config.get(path));
    out[field] = value === 2 || value === 3 ? value : 1;
  }
  for (const [field, path] of Object.entries(cartDisplayFlags)) out[field] = flag(config.get(path));
  return out;
}

const intOr = (value: string | null | undefined, fallback: number) => {
  const n = Number(value);
  return value == null || value === '' || !Number.isInteger(n) || n < 0 ? fallback : n;
};
const flagOr = (value: string | null | undefined, fallback: boolean) =>
  value == null || value === '' ? fallback : flag(value);

/**
 * What Magento's clients read besides the shop's own settings (issue 18): the cart and checkout
 * display settings, the CMS routes, and the features Atrium does not have, reported as off.
 * Unset paths take Magento's defaults, except the cart picture: Atrium shows the chosen variant's.
 */
function clientSettings(config: ReadonlyMap<string, string | null>) {
  const thumbnail = config.get('checkout/cart/configurable_product_image');
  return {
    configurable_thumbnail_source: thumbnail === 'parent' ? 'parent' : 'itself',
    cart_summary_display_quantity: intOr(config.get('checkout/cart_link/use_qty'), 1) === 0 ? 0 : 1,
    minicart_display: flagOr(config.get('checkout/sidebar/display'), true),
    minicart_max_items: intOr(config.get('checkout/sidebar/count'), 5),
    max_items_in_order_summary: intOr(config.get('checkout/options/max_items_display_count'), 10),
    display_state_if_optional: flagOr(config.get('general/region/display_all'), true),
    front: config.get('web/default/front') ?? 'cms',
    no_route: config.get('web/default/no_route') ?? 'cms/noroute/index',
    cms_no_cookies: config.get('web/default/cms_no_cookies') ?? 'enable-cookies',
    head_includes: config.get('design/head/includes') ?? '',
    demonotice: flag(config.get('design/head/demonotice')) ? 1 : 0,
    create_account_confirmation: false,
    send_friend: { enabled_for_customers: false, enabled_for_guests: false },
    is_one_page_checkout_enabled: true,
    autocomplete_on_storefront: flagOr(config.get('customer/password/autocomplete_on_storefront'), true),
    order_cancellation_enabled: false,
    order_cancellation_reasons: [],
    use_store_in_url: false,
    // PayPal Payflow Pro is not among Atrium's payment methods (docs/cart-and-checkout.md).
    payment_payflowpro_cc_vault_active: '0',
  };
}

/** The StoreConfig of one store view, from its configuration values. */
export function toStoreConfig(ctx: RequestContext, scope: StoreScope, config: Map<string, string | null>) {
  const out: Record<string, unknown> = {};
  for (const [field, path] of Object.entries(configFields)) out[field] = config.get(path) ?? null;
  for (const [field, path] of Object.entries(intConfigFields)) {
    const value = config.get(path);
    out[field] = value == null || value === '' ? null : Number(value);
  }
  const baseUrl = `${ctx.storefrontUrl}${scope.website.code}/`;
  const mediaUrl = `${baseUrl}media/`;
  const staticUrl = `${baseUrl}static/`;
  return {
    ...out,
    ...cartDisplaySettings(config),
    ...giftOptionsStoreConfig(config),
    id: scope.store.id,
    code: scope.store.code,
    store_code: scope.store.code,
    store_name: scope.store.name,
    store_sort_order: scope.store.sortOrder,
    is_default_store: scope.store.isDefault,
    store_group_code: `${scope.website.code}_store`,
    store_group_name: scope.website.name,
    is_default_store_group: true,
    website_id: scope.website.id,
    website_code: scope.website.code,
    website_name: scope.website.name,
    base_currency_code: scope.website.baseCurrencyCode,
    default_display_currency_code: scope.store.defaultDisplayCurrencyCode,
    base_url: baseUrl,
    base_link_url: baseUrl,
    base_media_url: mediaUrl,
    base_static_url: staticUrl,
    secure_base_url: baseUrl,
    secure_base_link_url: baseUrl,
    secure_base_media_url: mediaUrl,
    secure_base_static_url: staticUrl,
    root_category_uid:
      out.root_category_id == null ? null : Buffer.from(String(out.root_category_id)).toString('base64'),
    // Hours, as Magento; the API's CUSTOMER_TOKEN_LIFETIME_HOURS, the one value tokens are issued with.
    customer_access_token_lifetime: ctx.accounts.tokenLifetimeHours,
    // The address and checkout rules the cart and the address book apply, with the same defaults.
    countries_with_required_region: config.get('general/region/state_required') ?? DEFAULT_STATE_REQUIRED,
    optional_zip_countries: config.get('general/country/optional_zip_countries') ?? DEFAULT_OPTIONAL_ZIP,
    is_guest_checkout_enabled: guestCheckoutEnabled(config),
    // Magento answers these two as "1" / "0".
    product_reviews_enabled: reviewsEnabled(config) ? '1' : '0',
    allow_guests_to_write_product_reviews: guestReviewsAllowed(config) ? '1' : '0',
    ...clientSettings(config),
    ...fixedProductTaxSettings(config),
    newsletter_enabled: flag(config.get('newsletter/general/active')),
    contact_enabled: flag(config.get('contact/contact/active')),
    // Magento Commerce's multiple wish lists (the wishlist module applies them; unset: off, and 3).
    enable_multiple_wishlists: flag(config.get('wishlist/general/multiple_enabled')) ? '1' : '0',
    maximum_number_of_wishlists: String(
      positiveInt(config.get('wishlist/general/multiple_wishlist_number'), 3),
    ),
    showcase_mode: true,
  };
}

export function currentStoreConfig(ctx: RequestContext) {
  return toStoreConfig(ctx, { store: ctx.store, website: ctx.website }, ctx.config);
}

/** Store views of the current website (its one store group), each with its own configuration. */
export async function availableStores(ctx: RequestContext) {
  const stores = await listStoreViews(ctx.db, ctx.website.id);
  return Promise.all(
    stores.map(async (store) => {
      const scope = { store, website: ctx.website };
      return toStoreConfig(ctx, scope, await readConfig(ctx.db, scope));
    }),
  );
}

export async function regionCollection(ctx: RequestContext, allWebsites: boolean) {
  const regions = await listRegions(ctx.db, allWebsites ? undefined : ctx.website.id);
  return regions.map((r) => toWebsiteRegion(r, ctx));
}

function toWebsiteRegion(region: RegionRow, ctx: RequestContext, websites?: WebsiteRow[]) {
  const site =
    websites?.find((w) => w.id === region.websiteId) ??
    (region.websiteId === ctx.website.id ? ctx.website : undefined);
  return {
    id: region.id,
    code: region.code,
    country_id: region.countryId,
    domain_code: site?.code ?? '',
    name: countryShortName(region.countryId, ctx.locale) ?? region.name,
    position: region.position,
    payment_methods: region.paymentMethods,
    currency_code: countryCurrency(region.countryId) ?? null,
  };
}

function toWebsiteStoreView(store: StoreViewRow, locale: string) {
  return {
    code: store.code,
    name: store.name,
    is_default: store.isDefault,
    locale,
    default_region_code: store.defaultRegionCode,
    currencies: { default: store.defaultDisplayCurrencyCode, available: store.availableCurrencyCodes },
  };
}

/**
 * The region for an IP: the country from the GeoIP database picks the website region with that
 * country (the ru website for Russia); any other or unknown country, and private or loopback
 * addresses, get the fallback website's default region.
 */
export async function regionByLocation(ctx: RequestContext, ip: string | null | undefined) {
  const address = (ip ?? ctx.clientIp).trim();
  const country = isIP(address) ? countryOfIp(address) : undefined;
  const [websites, regions, stores] = await Promise.all([
    listWebsites(ctx.db),
    listRegions(ctx.db),
    listStoreViews(ctx.db),
  ]);
  const fallback = websites.find((w) => w.code === FALLBACK_WEBSITE_CODE) ?? websites[0];
  if (!fallback) throw new Error('No website is configured');
  const ruWebsite = websites.find((w) => w.code === 'ru');
  const site = country === 'RU' && ruWebsite ? ruWebsite : fallback;
  const siteRegions = regions.filter((r) => r.websiteId === site.id);
  const siteStores = stores.filter((s) => s.websiteId === site.id);
  const defaultStore = siteStores.find((s) => s.isDefault) ?? siteStores[0];
  const region =
    siteRegions.find((r) => r.countryId === country) ??
    siteRegions.find((r) => r.code === defaultStore?.defaultRegionCode) ??
    siteRegions[0];
  if (!region || !defaultStore) throw new Error(`Website ${site.code} has no region or store view`);
  const store = siteStores.find((s) => s.defaultRegionCode === region.code) ?? defaultStore;
  return {
    name: countryShortName(region.countryId, ctx.locale) ?? region.name,
    region_code: region.code,
    store_view_code: store.code,
    website_code: site.code,
  };
}

export async function websitesConfig(ctx: RequestContext, ip: string | null | undefined) {
  const [websites, regions, stores] = await Promise.all([
    listWebsites(ctx.db),
    listRegions(ctx.db),
    listStoreViews(ctx.db),
  ]);
  const locales = new Map<number, string>();
  await Promise.all(
    stores.map(async (store) => {
      const website = websites.find((w) => w.id === store.websiteId);
      if (!website) return;
      const config = await readConfig(ctx.db, { store, website });
      locales.set(store.id, config.get('general/locale/code') ?? 'en_US');
    }),
  );
  return {
    websites: websites.map((site) => ({
      id: site.id,
      code: site.code,
      name: site.name,
      is_default: site.isDefault,
      sort_order: site.sortOrder,
      website_regions: regions
        .filter((r) => r.websiteId === site.id)
        .map((r) => toWebsiteRegion(r, ctx, websites)),
      stores_view: stores
        .filter((s) => s.websiteId === site.id)
        .map((s) => toWebsiteStoreView(s, locales.get(s.id) ?? 'en_US')),
    })),
    region_by_location: await regionByLocation(ctx, ip),
  };
}
