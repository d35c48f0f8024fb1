// Locale choice (spec §4): the cookie of an earlier choice, else the browser's languages, else en-US.
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

/** An exact supported locale, else the first supported locale of the same language (es-MX → es-ES). */
function matchLanguageTag(tag: string): Locale | undefined {
  const exact = toSupportedLocale(tag);
  if (exact) return exact;
  const language = tag.split('-')[0]?.toLowerCase();
  return SUPPORTED_LOCALES.find((locale) => locale.split('-')[0]?.toLowerCase() === language);
}

export function chooseLocale(input: { cookie?: string | null; acceptLanguage?: string | null }): Locale {
  const fromCookie = toSupportedLocale(input.cookie);
  if (fromCookie) return fromCookie;
  for (const tag of parseAcceptLanguage(input.acceptLanguage)) {
    const match = matchLanguageTag(tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}
