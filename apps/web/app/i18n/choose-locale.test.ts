import { describe, expect, it } from 'vitest';
import { chooseLocale, parseAcceptLanguage } from './choose-locale';

describe('choosing the interface language', () => {
  it('uses the locale cookie of an earlier choice first', () => {
    expect(chooseLocale({ cookie: 'ru-RU', acceptLanguage: 'es-ES,es;q=0.9' })).toBe('ru-RU');
  });

  it('ignores a cookie naming an unsupported locale', () => {
    expect(chooseLocale({ cookie: 'de-DE', acceptLanguage: 'es-ES' })).toBe('es-ES');
  });

  it('falls back to the browser languages in order of preference', () => {
    expect(chooseLocale({ acceptLanguage: 'de-DE;q=0.9,en-GB;q=0.8,ru;q=0.95' })).toBe('ru-RU');
    expect(chooseLocale({ acceptLanguage: 'en-GB,en;q=0.9' })).toBe('en-GB');
  });

  it('matches a language without the exact region (es-MX → es-ES, en → en-US)', () => {
    expect(chooseLocale({ acceptLanguage: 'es-MX' })).toBe('es-ES');
    expect(chooseLocale({ acceptLanguage: 'en' })).toBe('en-US');
  });

  it('falls back to en-US when nothing matches', () => {
    expect(chooseLocale({ acceptLanguage: 'de-DE,fr;q=0.5' })).toBe('en-US');
    expect(chooseLocale({})).toBe('en-US');
  });

  it('skips languages marked q=0 and the wildcard', () => {
    expect(parseAcceptLanguage('ru;q=0, *, es')).toEqual(['es']);
  });

  describe('on a website, whose store views set the languages of the content', () => {
    const ruWebsite = { storeViewLocale: 'ru_RU', websiteLocales: ['ru_RU'] };
    const intWebsite = { storeViewLocale: 'en_US', websiteLocales: ['en_US', 'ru_RU'] };

    it('gives an English browser on the Russian website Russian, as its content', () => {
      expect(chooseLocale({ acceptLanguage: 'en-US,en;q=0.9', storeView: ruWebsite })).toBe('ru-RU');
    });

    it('gives a crawler without Accept-Language the store view locale', () => {
      expect(chooseLocale({ storeView: ruWebsite })).toBe('ru-RU');
      expect(chooseLocale({ storeView: intWebsite })).toBe('en-US');
      expect(chooseLocale({ storeView: { ...intWebsite, storeViewLocale: 'ru_RU' } })).toBe('ru-RU');
    });

    it('still lets the locale cookie (the language drawer) choose any interface language', () => {
      expect(chooseLocale({ cookie: 'en-US', acceptLanguage: 'ru-RU', storeView: ruWebsite })).toBe('en-US');
      expect(chooseLocale({ cookie: 'es-ES', storeView: ruWebsite })).toBe('es-ES');
    });

    it("follows the browser among the website's languages, keeping its region (en-GB)", () => {
      expect(chooseLocale({ acceptLanguage: 'ru-RU,en;q=0.5', storeView: intWebsite })).toBe('ru-RU');
      expect(chooseLocale({ acceptLanguage: 'en-GB', storeView: intWebsite })).toBe('en-GB');
      expect(chooseLocale({ acceptLanguage: 'es-ES,ru;q=0.8', storeView: intWebsite })).toBe('ru-RU');
    });

    it('falls back to the store view locale when the browser names none of them', () => {
      expect(chooseLocale({ acceptLanguage: 'es-ES,de;q=0.8', storeView: intWebsite })).toBe('en-US');
    });

    it('falls back to en-US for a store view locale the interface has no file for', () => {
      expect(chooseLocale({ storeView: { storeViewLocale: 'de_DE', websiteLocales: ['de_DE'] } })).toBe(
        'en-US',
      );
    });
  });
});
