// The address of a language's messages file (routes/i18n-messages.ts): /i18n/<locale>.<version>.json.
import { type Locale, toSupportedLocale } from './config';

export function messagesPath(locale: Locale, version: string): string {
  return `/i18n/${locale}.${version}.json`;
}

/** The locale and version of a messages file name, or undefined when it names none. */
export function parseMessagesFile(file: string): { locale: Locale; version: string } | undefined {
  const match = /^([A-Za-z]{2}-[A-Za-z]{2})\.([0-9a-f]{10})\.json$/.exec(file);
  const locale = toSupportedLocale(match?.[1]);
  return match?.[2] && locale ? { locale, version: match[2] } : undefined;
}
