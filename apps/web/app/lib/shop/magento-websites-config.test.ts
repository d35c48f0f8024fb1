// The websites' configuration on a Magento backend: built from availableStores, currency and
// countries into the view the storefront reads from Atrium's websitesConfig.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTestBackend } from '~/lib/backend.server';
import type { MagentoStoreDirectoryQuery } from '~/lib/graphql/generated';
import { fetchMagentoWebsitesConfig, getWebsitesConfig } from './get-websites-config.server';
import { type MagentoStore, toMagentoWebsitesConfig } from './magento-websites-config';
import { resolveShopScope } from './shop-scope';
import { toWebsitesConfig } from './websites-config';

const store = (code: string, website: string, extra: Partial<MagentoStore> = {}): MagentoStore => ({
  store_code: code,
  store_name: code.toUpperCase(),
  store_sort_order: 0,
  is_default_store: false,
  is_default_store_group: true,
  website_code: website,
  website_name: website === 'ru' ? 'Россия' : 'International',
  locale: 'en_US',
  default_country: 'US',
  default_display_currency_code: 'USD',
  ...extra,
});

const INT = store('int', 'int', { is_default_store: true, store_sort_order: 2 });
const INT_RU = store('int_ru', 'int', { locale: 'ru_RU', default_country: 'KZ', store_sort_order: 1 });
const RU = store('ru', 'ru', {
  is_default_store: true,
  locale: 'ru_RU',
  default_country: 'RU',
  default_display_currency_code: 'RUB',
});

const country = (id: string, name: string) => ({ id, full_name_locale: name, full_name_english: name });
const directory = (
  currency: string,
  available: string[],
  countries: ReturnType<typeof country>[],
): MagentoStoreDirectoryQuery => ({
  currency: { default_display_currency_code: currency, available_currency_codes: available },
  countries,
});
const INT_COUNTRIES = [country('US', 'United States'), country('DE', 'Germany'), country('KZ', 'Kazakhstan')];
const DIRECTORIES: Record<string, MagentoStoreDirectoryQuery> = {
  int: directory('USD', ['USD', 'EUR'], INT_COUNTRIES),
  int_ru: directory('USD', ['USD', 'EUR', 'RUB'], INT_COUNTRIES),
  ru: directory('RUB', ['RUB'], [country('RU', 'Россия')]),
};

afterEach(() => {
  setTestBackend(undefined);
  vi.unstubAllGlobals();
});

describe("the websites' configuration on a Magento backend", () => {
  const config = toWebsitesConfig(
    toMagentoWebsitesConfig({ defaultWebsite: 'int', stores: [INT_RU, RU, INT], directories: DIRECTORIES }),
  );

  it('lists the websites in the storefront’s order with their store views, default first', () => {
    expect(config.websites.map((site) => [site.code, site.name, site.is_default])).toEqual([
      ['ru', 'Россия', false],
      ['int', 'International', true],
    ]);
    const int = config.websites[1];
    expect(int?.stores_view).toEqual([
      {
        code: 'int',
        name: 'INT',
        is_default: true,
        locale: 'en_US',
        default_region_code: 'us',
        currencies: { default: 'USD', available: ['USD', 'EUR'] },
      },
      {
        code: 'int_ru',
        name: 'INT_RU',
        is_default: false,
        locale: 'ru_RU',
        default_region_code: 'kz',
        currencies: { default: 'USD', available: ['USD', 'EUR', 'RUB'] },
      },
    ]);
    // One currency only: nothing to choose.
    expect(config.websites[0]?.stores_view[0]?.currencies).toEqual({ default: 'RUB', available: [] });
  });

  it("makes the default store view's countries the website's regions, by name", () => {
    expect(
      config.websites[1]?.website_regions.map((region) => [region.code, region.country_id, region.name]),
    ).toEqual([
      ['de', 'DE', 'Germany'],
      ['kz', 'KZ', 'Kazakhstan'],
      ['us', 'US', 'United States'],
    ]);
    expect(config.websites[1]?.website_regions[0]).toMatchObject({ domain_code: 'int', currency_code: null });
    // Region ids are unique across the websites.
    const ids = config.websites.flatMap((site) => site.website_regions.map((region) => region.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('places every visitor where Atrium places an address it cannot: the fallback website', () => {
    expect(config.region_by_location).toEqual({
      name: 'United States',
      region_code: 'us',
      store_view_code: 'int',
      website_code: 'int',
    });
  });

  it('serves the shop scope as Atrium’s configuration does (a region with a store view of its own)', () => {
    const int = config.websites[1];
    if (!int) throw new Error('no int website');
    const scope = resolveShopScope(int, { region: 'kz', currency: 'eur' });
    expect(scope?.storeView.code).toBe('int');
    expect(scope?.regionCode).toBe('kz');
    expect(scope?.currencyCode).toBe('EUR');
    expect(resolveShopScope(int, { store: 'int_ru' })?.storeView.code).toBe('int_ru');
  });

  it('asks availableStores per website and each store view’s directory, never websitesConfig', async () => {
    const sent: { operation: string; store: string | null }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const { query } = JSON.parse(String(init.body)) as { query: string };
        const operation = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
        const storeCode = new Headers(init.headers).get('Store');
        sent.push({ operation, store: storeCode });
        if (operation === 'MagentoStores') {
          if (storeCode === 'ru') return Response.json({ data: { availableStores: [RU] } });
          if (storeCode === null || storeCode === 'int')
            return Response.json({ data: { availableStores: [INT, INT_RU] } });
        }
        if (operation === 'MagentoStoreDirectory' && storeCode)
          return Response.json({ data: DIRECTORIES[storeCode] });
        return Response.json({
          errors: [
            {
              message: `Requested store is not found (${storeCode})`,
              extensions: { category: 'graphql-input' },
            },
          ],
        });
      }),
    );
    const fetched = await fetchMagentoWebsitesConfig();
    expect(fetched).toEqual({ ok: true, data: { websitesConfig: config } });
    expect(sent.filter((item) => item.operation === 'MagentoStores').map((item) => item.store)).toEqual([
      null,
      'ru',
      'int',
    ]);
    expect(
      sent
        .filter((item) => item.operation === 'MagentoStoreDirectory')
        .map((item) => item.store)
        .sort(),
    ).toEqual(['int', 'int_ru', 'ru']);

    // Through the storefront's entry point on a Magento backend: the same, and no websitesConfig.
    setTestBackend('magento');
    sent.length = 0;
    expect(await getWebsitesConfig('203.0.113.7')).toEqual(fetched);
    expect(sent.map((item) => item.operation)).not.toContain('WebsitesConfig');
  });

  it('fails when Magento answers no store list at all', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>down</html>', { status: 503 })),
    );
    expect(await fetchMagentoWebsitesConfig()).toEqual({
      ok: false,
      error: { kind: 'http', status: 503, message: 'The API answered 503' },
    });
  });
});
