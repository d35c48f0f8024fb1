import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/api-client.ts';

const api = useTestApi();

type Location = { name: string; region_code: string; store_view_code: string; website_code: string };

async function locate(ip: string, store = 'int'): Promise<Location> {
  const res = await api.gql<{ regionByLocation: Location }>(
    'query($ip: String) { regionByLocation(ip: $ip) { name region_code store_view_code website_code } }',
    { variables: { ip }, headers: { Store: store } },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.regionByLocation;
}

describe('regionByLocation', () => {
  it('sends Russian addresses to the ru website', async () => {
    expect(await locate('77.88.8.8')).toEqual({
      name: 'Russia',
      region_code: 'ru',
      store_view_code: 'ru',
      website_code: 'ru',
    });
    expect((await locate('2a02:6b8::feed:ff')).website_code).toBe('ru');
  });

  it('sends other countries to their region of the int website', async () => {
    expect(await locate('8.8.8.8')).toMatchObject({
      region_code: 'us',
      website_code: 'int',
      store_view_code: 'int',
    });
    expect(await locate('85.214.132.117')).toMatchObject({ region_code: 'de', website_code: 'int' });
  });

  it('gives the int website’s default region to countries it has no region for', async () => {
    expect(await locate('1.1.1.1')).toMatchObject({ website_code: 'int', region_code: 'us' });
  });

  it('resolves private, loopback and malformed addresses to the fallback website int', async () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.0.7', '::1', 'not-an-ip', '']) {
      expect((await locate(ip)).website_code, ip).toBe('int');
    }
  });

  it('names the region in the store view’s language', async () => {
    expect((await locate('77.88.8.8', 'ru')).name).toBe('Россия');
  });

  it('uses the caller’s address when no ip is given', async () => {
    const res = await api.gql<{ regionByLocation: Location }>('{ regionByLocation { website_code } }');
    expect(res.data?.regionByLocation.website_code).toBe('int');
  });
});

describe('websitesConfig', () => {
  it('lists both websites with their regions, payment methods and store views', async () => {
    const res = await api.gql<{
      websitesConfig: {
        websites: {
          code: string;
          is_default: boolean;
          website_regions: {
            code: string;
            country_id: string;
            domain_code: string;
            payment_methods: string[];
            currency_code: string | null;
          }[];
          stores_view: {
            code: string;
            is_default: boolean;
            locale: string;
            currencies: { default: string; available: string[] };
          }[];
        }[];
        region_by_location: Location;
      };
    }>(
      `query { websitesConfig(ip: "77.88.8.8") {
        websites { id code name is_default sort_order
          website_regions { id code country_id domain_code name position payment_methods currency_code }
          stores_view { code name is_default locale default_region_code currencies { default available } } }
        region_by_location { website_code region_code } } }`,
      { headers: { Store: 'int' } },
    );
    expect(res.errors).toBeUndefined();
    const [ru, int] = res.data!.websitesConfig.websites;
    expect(ru).toMatchObject({ code: 'ru', is_default: true });
    expect(ru?.website_regions).toEqual([
      expect.objectContaining({
        code: 'ru',
        country_id: 'RU',
        domain_code: 'ru',
        payment_methods: ['robokassa', 'cashondelivery', 'banktransfer'],
        currency_code: 'RUB',
      }),
    ]);
    expect(ru?.stores_view).toEqual([
      expect.objectContaining({ code: 'ru', locale: 'ru_RU', currencies: { default: 'RUB', available: [] } }),
    ]);
    expect(int?.code).toBe('int');
    expect(int?.website_regions.length).toBeGreaterThanOrEqual(10);
    expect(int?.website_regions[0]).toMatchObject({
      code: 'us',
      domain_code: 'int',
      payment_methods: ['paypal_express', 'checkmo', 'banktransfer'],
      currency_code: 'USD',
    });
    // Each country's own currency, which the storefront picks where the store view offers it.
    const currencyOf = (code: string) => int?.website_regions.find((r) => r.code === code)?.currency_code;
    expect([currencyOf('de'), currencyOf('gb'), currencyOf('kz')]).toEqual(['EUR', 'GBP', 'KZT']);
    expect(int?.stores_view.map((s) => [s.code, s.locale, s.currencies.available])).toEqual([
      ['int', 'en_US', ['USD', 'EUR']],
      ['int_ru', 'ru_RU', ['USD', 'EUR', 'RUB']],
    ]);
    expect(res.data!.websitesConfig.region_by_location).toEqual({ website_code: 'ru', region_code: 'ru' });
  });
});

describe('regionCollection', () => {
  it('lists the current website’s regions, or all of them', async () => {
    const own = await api.gql<{ regionCollection: { code: string }[] }>(
      '{ regionCollection { code country_id name id } }',
    );
    expect(own.data?.regionCollection.map((r) => r.code)).toEqual(['ru']);
    const all = await api.gql<{ regionCollection: { code: string }[] }>(
      '{ regionCollection(allWebsites: true) { code } }',
    );
    expect(all.data?.regionCollection.length).toBeGreaterThan(10);
  });
});
