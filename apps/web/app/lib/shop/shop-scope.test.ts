import { describe, expect, it } from 'vitest';
import { intWebsite, ruWebsite } from '~/test/websites-fixture';
import { currentSelection, regionCurrency, resolveShopScope } from './shop-scope';

describe('the shop scope of a request', () => {
  it('uses the website default store view and sends no region or currency without cookies', () => {
    const scope = resolveShopScope(intWebsite, {});
    expect(scope?.storeView.code).toBe('int');
    expect(scope?.regionCode).toBeUndefined();
    expect(scope?.currencyCode).toBeUndefined();
    expect(scope?.displayRegion?.code).toBe('us');
  });

  it('accepts a store view, region and currency from cookies that fit the website', () => {
    const scope = resolveShopScope(intWebsite, { store: 'int_ru', region: 'kz', currency: 'rub' });
    expect([scope?.storeView.code, scope?.regionCode, scope?.currencyCode]).toEqual(['int_ru', 'kz', 'RUB']);
  });

  it('ignores cookies of the other website', () => {
    const scope = resolveShopScope(ruWebsite, { store: 'int', region: 'us', currency: 'USD' });
    expect([scope?.storeView.code, scope?.regionCode, scope?.currencyCode]).toEqual([
      'ru',
      undefined,
      undefined,
    ]);
  });

  it('accepts only USD, EUR and RUB as a currency from a cookie', () => {
    const gbpView = {
      ...intWebsite.stores_view[0]!,
      currencies: { default: 'USD', available: ['USD', 'GBP'] },
    };
    const site = { ...intWebsite, stores_view: [gbpView] };
    expect(resolveShopScope(site, { currency: 'GBP' })?.currencyCode).toBeUndefined();
    expect(resolveShopScope(site, { currency: 'USD' })?.currencyCode).toBe('USD');
  });
});

describe("a country's currency", () => {
  it('is its own where the store view offers it, else the store view default', () => {
    expect(regionCurrency(intWebsite, 'de')).toBe('EUR');
    expect(regionCurrency(intWebsite, 'gb')).toBe('USD');
    expect(regionCurrency(intWebsite, 'us')).toBe('USD');
    expect(regionCurrency(ruWebsite, 'ru')).toBe('RUB');
  });

  it('is what the region form starts from for a first-time visitor located in Germany', () => {
    const scope = resolveShopScope(intWebsite, {})!;
    const located = { name: 'Germany', region_code: 'de', store_view_code: 'int', website_code: 'int' };
    expect(currentSelection(scope, located)).toEqual({ website: 'int', region: 'de', currency: 'EUR' });
  });

  it("keeps a currency the shopper chose over the country's own", () => {
    const scope = resolveShopScope(intWebsite, { region: 'de', currency: 'USD' })!;
    expect(currentSelection(scope, undefined).currency).toBe('USD');
  });
});
