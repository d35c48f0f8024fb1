import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONAL_ZIP, DEFAULT_STATE_REQUIRED } from '../../src/modules/customer-address/index.ts';
import { bumpStoreVersion } from '../../src/modules/store/cache.ts';
import { configValue } from '../../src/modules/store/tables.ts';
import { useTestApi } from '../support/api-client.ts';

const api = useTestApi();

const FIELDS = `store_code store_name website_code locale timezone weight_unit base_currency_code
  default_display_currency_code default_title head_shortcut_icon header_logo_src logo_alt logo_width logo_height
  catalog_default_sort_by catalog_scrolling category_url_suffix product_url_suffix grid_per_page grid_per_page_values
  list_per_page list_per_page_values list_mode root_category_id root_category_uid secure_base_url secure_base_media_url
  copyright welcome cms_home_page show_cms_breadcrumbs estimate_product_listing_note showcase_mode
  minimum_password_length required_character_classes_number newsletter_enabled`;

type Config = Record<string, unknown>;

describe('storeConfig', () => {
  it('gives every store view its own locale, title, logo and icon', async () => {
    const configs: Record<string, Config> = {};
    for (const store of ['ru', 'int', 'int_ru']) {
      const res = await api.gql<{ storeConfig: Config }>(`{ storeConfig { ${FIELDS} } }`, {
        headers: { Store: store },
      });
      expect(res.errors).toBeUndefined();
      configs[store] = res.data!.storeConfig;
    }
    expect(configs.ru).toMatchObject({
      store_code: 'ru',
      website_code: 'ru',
      locale: 'ru_RU',
      base_currency_code: 'RUB',
      default_display_currency_code: 'RUB',
      default_title: 'Атриум — мебель и комплектация проектов',
      header_logo_src: '/logo-ru.svg',
      head_shortcut_icon: '/favicon-ru.svg',
      root_category_id: 2,
      root_category_uid: 'Mg==',
      showcase_mode: true,
    });
    expect(configs.int).toMatchObject({
      store_code: 'int',
      website_code: 'int',
      locale: 'en_US',
      base_currency_code: 'USD',
    });
    expect(configs.int_ru).toMatchObject({ store_code: 'int_ru', website_code: 'int', locale: 'ru_RU' });
    const titles = new Set(Object.values(configs).map((c) => c.default_title));
    const logos = new Set(Object.values(configs).map((c) => c.header_logo_src));
    expect(titles.size).toBe(3);
    expect(logos.size).toBe(3);
  });

  it('reports the listing settings and URLs of the store', async () => {
    const res = await api.gql<{ storeConfig: Config }>(`{ storeConfig { ${FIELDS} } }`, {
      headers: { Store: 'int' },
    });
    expect(res.data?.storeConfig).toMatchObject({
      catalog_default_sort_by: 'position',
      list_mode: 'grid-list',
      grid_per_page: 24,
      grid_per_page_values: '12,24,48',
      list_per_page: 10,
      product_url_suffix: '.html',
      cms_home_page: 'home',
      show_cms_breadcrumbs: 1,
      minimum_password_length: '8',
      secure_base_url: 'http://localhost:3000/int/',
      secure_base_media_url: 'http://localhost:3000/int/media/',
    });
    for (const field of FIELDS.split(/\s+/).filter(Boolean)) {
      expect(res.data?.storeConfig[field], field).not.toBeNull();
    }
  });
});

describe('storeConfig shopping cart display settings', () => {
  const CART_DISPLAY = `shopping_cart_display_price shopping_cart_display_subtotal
    shopping_cart_display_shipping shopping_cart_display_grand_total
    shopping_cart_display_full_summary shopping_cart_display_zero_tax`;

  async function cartDisplay(store: string): Promise<Config> {
    const res = await api.gql<{ storeConfig: Config }>(`{ storeConfig { ${CART_DISPLAY} } }`, {
      headers: { Store: store },
    });
    expect(res.errors).toBeUndefined();
    return res.data!.storeConfig;
  }

  it('shows the ru cart including VAT, as its catalogue prices include it', async () => {
    expect(await cartDisplay('ru')).toEqual({
      shopping_cart_display_price: 2,
      shopping_cart_display_subtotal: 2,
      shopping_cart_display_shipping: 2,
      shopping_cart_display_grand_total: true,
      shopping_cart_display_full_summary: false,
      shopping_cart_display_zero_tax: false,
    });
  });

  it("keeps Magento's defaults (excluding tax) on the int website in every store view", async () => {
    const defaults = {
      shopping_cart_display_price: 1,
      shopping_cart_display_subtotal: 1,
      shopping_cart_display_shipping: 1,
      shopping_cart_display_grand_total: false,
      shopping_cart_display_full_summary: false,
      shopping_cart_display_zero_tax: false,
    };
    expect(await cartDisplay('int')).toEqual(defaults);
    expect(await cartDisplay('int_ru')).toEqual(defaults);
  });
});

describe('availableStores', () => {
  it('lists the store views of the current website with their own config', async () => {
    const res = await api.gql<{ availableStores: Config[] }>(
      '{ availableStores { store_code locale default_title is_default_store } }',
      { headers: { Store: 'int' } },
    );
    expect(res.data?.availableStores.map((s) => s.store_code)).toEqual(['int', 'int_ru']);
    expect(res.data?.availableStores[1]).toMatchObject({ locale: 'ru_RU', is_default_store: false });
  });

  it('answers the same for the current group', async () => {
    const res = await api.gql<{ availableStores: Config[] }>(
      '{ availableStores(useCurrentGroup: true) { store_code } }',
    );
    expect(res.data?.availableStores.map((s) => s.store_code)).toEqual(['ru']);
  });
});

describe('address and checkout rules in storeConfig (Magento names, issue 18)', () => {
  const RULES = 'store_code countries_with_required_region optional_zip_countries is_guest_checkout_enabled';

  beforeAll(async () => {
    // The int website's Russian store view (3) has rules of its own.
    await api.database.db.insert(configValue).values([
      { scope: 'stores', scopeId: 3, path: 'checkout/options/guest_checkout', value: '0' },
      { scope: 'stores', scopeId: 3, path: 'general/region/state_required', value: 'US,CA' },
      { scope: 'stores', scopeId: 3, path: 'general/country/optional_zip_countries', value: 'IE' },
    ]);
    await bumpStoreVersion(api.database.db);
  });

  it('answers the rules the address book and the cart apply, with their defaults', async () => {
    const res = await api.gql<{ storeConfig: Config }>(`{ storeConfig { ${RULES} } }`, {
      headers: { Store: 'int' },
    });
    expect(res.data?.storeConfig).toEqual({
      store_code: 'int',
      countries_with_required_region: DEFAULT_STATE_REQUIRED,
      optional_zip_countries: DEFAULT_OPTIONAL_ZIP,
      is_guest_checkout_enabled: true,
    });
    expect(DEFAULT_STATE_REQUIRED.split(',')).toEqual(expect.arrayContaining(['RU', 'US']));
  });

  it("answers each store view's own configuration, in storeConfig and in availableStores", async () => {
    const own = {
      countries_with_required_region: 'US,CA',
      optional_zip_countries: 'IE',
      is_guest_checkout_enabled: false,
    };
    const res = await api.gql<{ storeConfig: Config }>(`{ storeConfig { ${RULES} } }`, {
      headers: { Store: 'int_ru' },
    });
    expect(res.data?.storeConfig).toEqual({ store_code: 'int_ru', ...own });
    const stores = await api.gql<{ availableStores: Config[] }>(`{ availableStores { ${RULES} } }`, {
      headers: { Store: 'int' },
    });
    expect(stores.data?.availableStores).toEqual([
      expect.objectContaining({ store_code: 'int', is_guest_checkout_enabled: true }),
      { store_code: 'int_ru', ...own },
    ]);
  });
});

describe('what Magento clients read besides the shop settings (issue 18)', () => {
  const CLIENT_FIELDS = `store_code configurable_thumbnail_source cart_summary_display_quantity minicart_display
    minicart_max_items max_items_in_order_summary display_state_if_optional front no_route cms_no_cookies
    head_includes demonotice create_account_confirmation send_friend { enabled_for_customers enabled_for_guests }
    is_one_page_checkout_enabled autocomplete_on_storefront order_cancellation_enabled
    order_cancellation_reasons { description } use_store_in_url`;

  it('answers Magento’s defaults, the variant’s own cart picture, and the missing features as off', async () => {
    const res = await api.gql<{ storeConfig: Record<string, unknown> }>(
      `{ storeConfig { ${CLIENT_FIELDS} } }`,
      {
        headers: { Store: 'ru' },
      },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.storeConfig).toEqual({
      store_code: 'ru',
      configurable_thumbnail_source: 'itself',
      cart_summary_display_quantity: 1,
      minicart_display: true,
      minicart_max_items: 5,
      max_items_in_order_summary: 10,
      display_state_if_optional: true,
      front: 'cms',
      no_route: 'cms/noroute/index',
      cms_no_cookies: 'enable-cookies',
      head_includes: '',
      demonotice: 0,
      create_account_confirmation: false,
      send_friend: { enabled_for_customers: false, enabled_for_guests: false },
      is_one_page_checkout_enabled: true,
      autocomplete_on_storefront: true,
      order_cancellation_enabled: false,
      order_cancellation_reasons: [],
      use_store_in_url: false,
    });
  });

  it('follows the store view’s configuration where the shop has it', async () => {
    await api.database.db.insert(configValue).values([
      { scope: 'stores', scopeId: 2, path: 'checkout/cart/configurable_product_image', value: 'parent' },
      { scope: 'stores', scopeId: 2, path: 'checkout/sidebar/count', value: '3' },
      { scope: 'stores', scopeId: 2, path: 'checkout/cart_link/use_qty', value: '0' },
      // Not a count: the default stays.
      { scope: 'stores', scopeId: 2, path: 'checkout/options/max_items_display_count', value: 'many' },
    ]);
    await bumpStoreVersion(api.database.db);
    const res = await api.gql<{ storeConfig: Record<string, unknown> }>(
      `{ storeConfig { ${CLIENT_FIELDS} } }`,
      {
        headers: { Store: 'int' },
      },
    );
    expect(res.data?.storeConfig).toMatchObject({
      store_code: 'int',
      configurable_thumbnail_source: 'parent',
      minicart_max_items: 3,
      cart_summary_display_quantity: 0,
      max_items_in_order_summary: 10,
    });
  });
});
