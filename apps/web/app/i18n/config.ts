// Interface languages. The UI language is independent of the store view: a shopper on the Russian
// website may read the interface in English.
export const SUPPORTED_LOCALES = ['en-US', 'es-ES', 'ru-RU', 'en-GB'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

/** The locale cookie lives 365 days (spec §9). */
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;

export function toSupportedLocale(value: string | null | undefined): Locale | undefined {
  if (!value) return undefined;
  const lower = value.toLowerCase();
  return SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === lower);
}

/** A nested message tree, as stored in locales/<locale>.json. */
export interface Messages {
  [key: string]: string | Messages;
}
