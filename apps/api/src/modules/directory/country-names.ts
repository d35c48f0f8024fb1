// Localised country names from the i18n-iso-countries dataset (CLDR-derived).

import { countries as countriesList } from 'countries-list';
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import es from 'i18n-iso-countries/langs/es.json' with { type: 'json' };
import ru from 'i18n-iso-countries/langs/ru.json' with { type: 'json' };

countries.registerLocale(en);
countries.registerLocale(ru);
countries.registerLocale(es);

/** `locale` is a store view locale such as ru_RU; unsupported languages fall back to English. */
export function countryName(id: string, locale: string): string | undefined {
  const language = locale.slice(0, 2).toLowerCase();
  return (
    countries.getName(id, language, { select: 'official' }) ??
    countries.getName(id, 'en', { select: 'official' })
  );
}

export function countryNameEnglish(id: string): string | undefined {
  return countries.getName(id, 'en', { select: 'official' });
}

export function alpha3(id: string): string | undefined {
  return countries.alpha2ToAlpha3(id);
}

/** The everyday name (Россия, United States) for menus and pickers. */
export function countryShortName(id: string, locale: string): string | undefined {
  const language = locale.slice(0, 2).toLowerCase();
  return (
    countries.getName(id, language, { select: 'alias' }) ?? countries.getName(id, 'en', { select: 'alias' })
  );
}

/**
 * The country's own currency (DE → EUR) from the countries-list dataset that geoip-country
 * ships with; the first listed one where a country has several (US: USD before USN).
 */
export function countryCurrency(id: string): string | undefined {
  const entry = (countriesList as Record<string, { currency: string[] } | undefined>)[id.toUpperCase()];
  return entry?.currency[0];
}
