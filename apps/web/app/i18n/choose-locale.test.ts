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
});
