import { describe, expect, it } from 'vitest';
import { intWebsite, ruWebsite } from '~/test/websites-fixture';
import { currentSelection, regionCurrency, resolveShopScope, withDetectedChoice } from './shop-scope';

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

  it("falls back to the browser's country when the location belongs to the other website", () => {
    const scope = resolveShopScope(intWebsite, {})!;
    const russian = { name: 'Россия', region_code: 'ru', store_view_code: 'ru', website_code: 'ru' };
    expect(currentSelection(scope, russian, 'de-DE,de;q=0.9,en;q=0.8')).toEqual({
      website: 'int',
      region: 'de',
      currency: 'EUR',
    });
    // A language without a country, or a country the website does not ship to: the store view's region.
    expect(currentSelection(scope, russian, 'de, en;q=0.5').region).toBe('us');
    expect(currentSelection(scope, russian, 'xx-ZZ').region).toBe('us');
  });

  it('prefers the location on this website over the browser languages', () => {
    const scope = resolveShopScope(intWebsite, {})!;
    const located = { name: 'Germany', region_code: 'de', store_view_code: 'int', website_code: 'int' };
    expect(currentSelection(scope, located, 'en-GB').region).toBe('de');
  });

  it('serves a first visit in the detected country, its currency and its store view', () => {
    const scope = resolveShopScope(intWebsite, {})!;
    const german = withDetectedChoice(scope, { region: 'de', currency: 'EUR' });
    expect([german.storeView.code, german.regionCode, german.currencyCode]).toEqual(['int', 'de', 'EUR']);
    const kazakh = withDetectedChoice(scope, { region: 'kz', currency: 'RUB' });
    expect([kazakh.storeView.code, kazakh.regionCode, kazakh.currencyCode]).toEqual(['int_ru', 'kz', 'RUB']);
    expect(withDetectedChoice(scope, { region: 'nowhere', currency: 'EUR' })).toBe(scope);
  });
});
