import { describe, expect, it } from 'vitest';
import { intWebsite, ruWebsite, websites } from '~/test/websites-fixture';
import {
  changeRegion,
  changeWebsite,
  currencyOptions,
  isCurrencySelectShown,
  validateRegionForm,
} from './region-form-rules';

describe('changing the website in the region form', () => {
  it('resets the region to the first region and the currency to the default of the international store view', () => {
    expect(changeWebsite(websites, 'int')).toEqual({ website: 'int', region: 'us', currency: 'USD' });
  });

  it('resets to the only region and RUB on the Russian website', () => {
    expect(changeWebsite(websites, 'ru')).toEqual({ website: 'ru', region: 'ru', currency: 'RUB' });
  });
});

describe('changing the region', () => {
  it("picks the country's own currency where the store view offers it (Germany → EUR)", () => {
    const values = { website: 'int', region: 'us', currency: 'USD' };
    expect(changeRegion(websites, values, 'de')).toEqual({ website: 'int', region: 'de', currency: 'EUR' });
  });

  it("gives any other country the store view's default, not the previous country's currency", () => {
    const values = { website: 'int', region: 'de', currency: 'EUR' };
    expect(changeRegion(websites, values, 'gb').currency).toBe('USD');
    expect(changeRegion(websites, values, 'kz').currency).toBe('USD');
  });

  it('falls back to the default currency when the new region does not allow the chosen one', () => {
    const values = { website: 'int', region: 'kz', currency: 'RUB' };
    expect(changeRegion(websites, values, 'us')).toEqual({ website: 'int', region: 'us', currency: 'USD' });
  });
});

describe('the currency select', () => {
  it('is shown when the default store view lists available currencies', () => {
    expect(isCurrencySelectShown(intWebsite)).toBe(true);
  });

  it('is hidden when the store view sells in one currency only', () => {
    expect(isCurrencySelectShown(ruWebsite)).toBe(false);
  });

  it('offers the currencies of the store view that belongs to the region', () => {
    expect(currencyOptions(intWebsite, 'us')).toEqual(['USD', 'EUR']);
    expect(currencyOptions(intWebsite, 'kz')).toEqual(['USD', 'EUR', 'RUB']);
  });
});

describe('validating a submission', () => {
  it('accepts a region of the website and an allowed currency, and names the store view', () => {
    expect(validateRegionForm(websites, { website: 'int', region: 'kz', currency: 'RUB' })).toEqual({
      ok: true,
      values: { website: 'int', region: 'kz', currency: 'RUB' },
      storeView: 'int_ru',
    });
  });

  it('accepts a country in its own currency where the store view offers it', () => {
    const result = validateRegionForm(websites, { website: 'int', region: 'de', currency: 'EUR' });
    expect(result).toMatchObject({ ok: true, values: { currency: 'EUR' }, storeView: 'int' });
  });

  it('uses the store view currency when the website has no currency choice', () => {
    expect(validateRegionForm(websites, { website: 'ru', region: 'ru' })).toEqual({
      ok: true,
      values: { website: 'ru', region: 'ru', currency: 'RUB' },
      storeView: 'ru',
    });
  });

  it('requires the website, the country and the currency with the shared required message', () => {
    expect(validateRegionForm(websites, { website: '' })).toEqual({
      ok: false,
      errors: { website: 'validation.required', region: 'validation.required' },
    });
    expect(validateRegionForm(websites, { website: 'int', region: 'us', currency: ' ' })).toEqual({
      ok: false,
      errors: { currency: 'validation.required' },
    });
  });

  it('rejects a region of another website and a currency the store view does not sell in', () => {
    const result = validateRegionForm(websites, { website: 'int', region: 'ru', currency: 'GBP' });
    expect(result).toEqual({
      ok: false,
      errors: {
        region: 'region_and_currency.region_not_in_website',
        currency: 'region_and_currency.currency_not_allowed',
      },
    });
  });

  it('rejects RUB on a region whose store view does not offer it', () => {
    const result = validateRegionForm(websites, { website: 'int', region: 'us', currency: 'RUB' });
    expect(result.ok).toBe(false);
  });
});
