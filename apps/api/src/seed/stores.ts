// Websites, store views, regions, exchange rates and store configuration of the demo shop.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { configValue, currencyRate, storeView, website, websiteRegion } from '../db/schema.ts';
import { bumpStoreVersion } from '../modules/store/cache.ts';

export const WEBSITES = [
  { id: 1, code: 'ru', name: 'Россия', sortOrder: 10, isDefault: true, baseCurrencyCode: 'RUB' },
  { id: 2, code: 'int', name: 'International', sortOrder: 20, isDefault: false, baseCurrencyCode: 'USD' },
];

export const STORE_VIEWS = [
  {
    id: 1,
    code: 'ru',
    websiteId: 1,
    name: 'Русский',
    sortOrder: 10,
    isDefault: true,
    defaultRegionCode: 'ru',
    defaultDisplayCurrencyCode: 'RUB',
    availableCurrencyCodes: [],
  },
  {
    id: 2,
    code: 'int',
    websiteId: 2,
    name: 'International',
    sortOrder: 20,
    isDefault: true,
    defaultRegionCode: 'us',
    defaultDisplayCurrencyCode: 'USD',
    availableCurrencyCodes: ['USD', 'EUR'],
  },
  {
    id: 3,
    code: 'int_ru',
    websiteId: 2,
    name: 'International (для России)',
    sortOrder: 30,
    isDefault: false,
    defaultRegionCode: 'kz',
    defaultDisplayCurrencyCode: 'USD',
    availableCurrencyCodes: ['USD', 'EUR', 'RUB'],
  },
];

/** The Russian card gateway's method code (Robokassa's redirect protocol). */
export const RUSSIAN_CARD_METHOD = 'robokassa';

const ruPayments = [RUSSIAN_CARD_METHOD, 'cashondelivery', 'banktransfer'];
const intPayments = ['paypal_express', 'checkmo', 'banktransfer'];

export const REGIONS: {
  code: string;
  websiteId: number;
  countryId: string;
  name: string;
  position: number;
  paymentMethods: string[];
}[] = [
  { code: 'ru', websiteId: 1, countryId: 'RU', name: 'Россия', position: 10, paymentMethods: ruPayments },
  ...[
    ['us', 'US', 'United States'],
    ['gb', 'GB', 'United Kingdom'],
    ['de', 'DE', 'Germany'],
    ['fr', 'FR', 'France'],
    ['es', 'ES', 'Spain'],
    ['it', 'IT', 'Italy'],
    ['nl', 'NL', 'Netherlands'],
    ['ae', 'AE', 'United Arab Emirates'],
    ['kz', 'KZ', 'Kazakhstan'],
    ['am', 'AM', 'Armenia'],
    ['ge', 'GE', 'Georgia'],
    ['rs', 'RS', 'Serbia'],
  ].map(([code, countryId, name], i) => ({
    code: code!,
    websiteId: 2,
    countryId: countryId!,
    name: name!,
    position: (i + 1) * 10,
    paymentMethods: intPayments,
  })),
];

/** Rates from each base currency (RUB for ru, USD for int). */
export const RATES = [
  ['USD', 'EUR', '0.921500000000'],
  ['USD', 'RUB', '92.450000000000'],
  ['RUB', 'USD', '0.010816657653'],
  ['RUB', 'EUR', '0.009967550027'],
  ['EUR', 'USD', '1.085187194791'],
  ['EUR', 'RUB', '100.325556158437'],
] as const;

const defaults: Record<string, string> = {
  'general/locale/code': 'en_US',
  'general/locale/timezone': 'Europe/Moscow',
  'general/locale/weight_unit': 'kgs',
  'general/country/default': 'US',
  'general/store_information/name': 'Atrium',
  'design/head/default_title': 'Atrium',
  'design/head/title_separator': '—',
  'design/head/shortcut_icon': '/favicon.svg',
  'design/header/logo_src': '/logo.svg',
  'design/header/logo_alt': 'Atrium',
  'design/header/logo_width': '148',
  'design/header/logo_height': '32',
  'design/header/welcome': 'Furniture and supply for your projects',
  'design/footer/copyright': '© 2026 Atrium. All rights reserved.',
  'design/head/default_description': 'Furniture, lighting and project supply for homes, offices and hotels.',
  'design/head/default_keywords': 'furniture, lighting, interior, project supply',
  'web/default/cms_home_page': 'home',
  'web/default/cms_no_route': 'no-route',
  'web/default/show_cms_breadcrumbs': '1',
  'catalog/category/root_id': '2',
  'catalog/frontend/default_sort_by': 'position',
  'catalog/frontend/scrolling': 'pages',
  'catalog/frontend/list_mode': 'grid-list',
  'catalog/frontend/grid_per_page': '24',
  'catalog/frontend/grid_per_page_values': '12,24,48',
  'catalog/frontend/list_per_page': '10',
  'catalog/frontend/list_per_page_values': '5,10,20',
  'catalog/seo/category_url_suffix': '',
  'catalog/seo/product_url_suffix': '.html',
  'customer/password/minimum_password_length': '8',
  'customer/password/required_character_classes_number': '3',
  'newsletter/general/active': '1',
  'contact/contact/active': '1',
  'contact/email/recipient_email': 'hello@atrium.example',
  'wishlist/general/active': '1',
  'wishlist/general/multiple_enabled': '1',
  'wishlist/general/multiple_wishlist_number': '10',
  // Gift options (cart/gift-options.ts): a message on the order and a gift receipt; no wrapping, no printed card.
  'sales/gift_options/allow_order': '1',
  'sales/gift_options/allow_items': '0',
  'sales/gift_options/wrapping_allow_order': '0',
  'sales/gift_options/wrapping_allow_items': '0',
  'sales/gift_options/allow_gift_receipt': '1',
  'sales/gift_options/allow_printed_card': '0',
  'sales/gift_options/printed_card_price': '0',
  'atrium/estimate/product_listing_note': 'Prices in an estimate are fixed for 14 days.',
};

const perStore: Record<number, Record<string, string>> = {
  1: {
    'general/locale/code': 'ru_RU',
    'general/country/default': 'RU',
    'general/store_information/name': 'Атриум',
    'contact/email/recipient_email': 'hello-ru@atrium.example',
    'design/head/default_title': 'Атриум — мебель и комплектация проектов',
    'design/head/shortcut_icon': '/favicon-ru.svg',
    'design/header/logo_src': '/logo-ru.svg',
    'design/header/logo_alt': 'Атриум',
    'design/header/welcome': 'Мебель и комплектация для ваших проектов',
    'design/footer/copyright': '© 2026 Атриум. Все права защищены.',
    'design/head/default_description': 'Мебель, свет и комплектация объектов: дома, офисы, отели.',
    'design/head/default_keywords': 'мебель, освещение, интерьер, комплектация',
    'atrium/estimate/product_listing_note': 'Цены в смете фиксируются на 14 дней.',
  },
  2: {
    'design/head/default_title': 'Atrium — furniture and project supply',
    'general/locale/timezone': 'UTC',
  },
  3: {
    'general/locale/code': 'ru_RU',
    'general/country/default': 'KZ',
    'general/locale/timezone': 'UTC',
    'general/store_information/name': 'Atrium International',
    'design/head/default_title': 'Atrium International — мебель с доставкой по миру',
    'design/head/shortcut_icon': '/favicon-int-ru.svg',
    'design/header/logo_src': '/logo-int-ru.svg',
    'design/header/logo_alt': 'Atrium International',
    'design/header/welcome': 'Мебель и комплектация с доставкой по всему миру',
    'design/footer/copyright': '© 2026 Atrium International. Все права защищены.',
    'design/head/default_description': 'Мебель и комплектация объектов с доставкой из Европы и США.',
    'atrium/estimate/product_listing_note': 'Цены в смете фиксируются на 14 дней.',
  },
};

export async function seedStores(db: Db): Promise<void> {
  await db.insert(website).values(WEBSITES);
  await db.insert(storeView).values(STORE_VIEWS);
  await db.insert(websiteRegion).values(REGIONS);
  await db
    .insert(currencyRate)
    .values(RATES.map(([currencyFrom, currencyTo, rate]) => ({ currencyFrom, currencyTo, rate })));
  const rows = [
    ...Object.entries(defaults).map(([path, value]) => ({ scope: 'default', scopeId: 0, path, value })),
    ...Object.entries(perStore).flatMap(([id, values]) =>
      Object.entries(values).map(([path, value]) => ({ scope: 'stores', scopeId: Number(id), path, value })),
    ),
  ];
  await db.insert(configValue).values(rows);
  // Store views, configuration and rates are cached under the store version (store/cache.ts).
  await bumpStoreVersion(db);
  // Explicit ids above: move the sequences past them so later inserts do not collide.
  await db.execute(sql`select setval('website_id_seq', (select max(id) from website))`);
  await db.execute(sql`select setval('store_view_id_seq', (select max(id) from store_view))`);
}
