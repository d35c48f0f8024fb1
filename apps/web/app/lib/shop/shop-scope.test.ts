import { describe, expect, it } from 'vitest';
import { intWebsite, ruWebsite } from '~/test/websites-fixture';
import { resolveShopScope } from './shop-scope';

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
