// Locale choice (spec §4, decision 0035): the cookie of an earlier choice; else the browser's
// languages, but only those the website's store views are written in, so the labels never speak
// another language than the content (an English browser on /ru/ reads Russian); else the store
// view's own locale; else en-US.
import { DEFAULT_LOCALE, type Locale, SUPPORTED_LOCALES, toSupportedLocale } from './config';

interface WeightedTag {
  tag: string;
  quality: number;
}

/** Parses an Accept-Language header into tags ordered by preference (q=0 means "not acceptable"). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  const tags: WeightedTag[] = [];
  for (const part of header.split(',')) {
    const [rawTag, ...params] = part.trim().split(';');
    const tag = rawTag?.trim();
    if (!tag || tag === '*') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = qParam ? Number(qParam.slice(2)) : 1;
    if (Number.isFinite(quality) && quality > 0) tags.push({ tag, quality });
  }
  // Array.prototype.sort is stable, so equal weights keep the browser's order.
  return tags.sort((a, b) => b.quality - a.quality).map((item) => item.tag);
}

const languageOf = (tag: string) => tag.split(/[-_]/)[0]?.toLowerCase() ?? '';

/** An exact supported locale, else the first supported locale of the same language (es-MX → es-ES). */
function matchLanguageTag(tag: string): Locale | undefined {
  // Store views name their locale the platform's way (ru_RU).
  const exact = toSupportedLocale(tag.replace('_', '-'));
  if (exact) return exact;
  const language = languageOf(tag);
  return SUPPORTED_LOCALES.find((locale) => languageOf(locale) === language);
}

/** The store view a request is served in, when it is known (any page under /ru/ or /int/). */
export interface StoreViewLanguages {
  /** The store view's locale (ru_RU): the language of its content. */
  storeViewLocale: string;
  /** The locales of all store views of the website (int: en_US and ru_RU). */
  websiteLocales: readonly string[];
}

interface LocaleChoiceInput {
  cookie?: string | null;
  acceptLanguage?: string | null;
  storeView?: StoreViewLanguages;
}

export function chooseLocale(input: LocaleChoiceInput): Locale {
  const fromCookie = toSupportedLocale(input.cookie);
  if (fromCookie) return fromCookie;
  const { storeView } = input;
  const websiteLanguages = storeView && new Set(storeView.websiteLocales.map(languageOf));
  for (const tag of parseAcceptLanguage(input.acceptLanguage)) {
    const match = matchLanguageTag(tag);
    if (match && (!websiteLanguages || websiteLanguages.has(languageOf(match)))) return match;
  }
  return (storeView && matchLanguageTag(storeView.storeViewLocale)) ?? DEFAULT_LOCALE;
}
