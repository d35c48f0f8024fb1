// The PostgreSQL text-search configuration of a store view: its language's stemmer. The listing
// index is built with it and searches parse their words with the same one.

export type SearchLanguage = 'russian' | 'english';

export function searchLanguage(locale: string | null | undefined): SearchLanguage {
  return locale?.toLowerCase().startsWith('ru') ? 'russian' : 'english';
}

/**
 * Words of a shopper's query: runs of letters and digits, lower-cased. Everything else (quotes,
 * operators, punctuation) separates words, so the text can never change the query's structure.
 */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 16);
}

/**
 * A `to_tsquery` text ANDing the words: each word is stemmed by the configuration; the last one
 * is also a prefix (`:*`) when `prefixLast`, so a half-typed word already matches. `weights`
 * restricts matches to lexemes of those weights (A name and SKU, B short description, C description).
 */
export function tsQueryText(
  words: string[],
  options: { prefixLast?: boolean; prefixAll?: boolean; weights?: string } = {},
): string {
  const weights = options.weights ?? '';
  return words
    .map((w, i) => {
      const prefix = options.prefixAll || (options.prefixLast && i === words.length - 1);
      const suffix = prefix || weights ? `:${prefix ? '*' : ''}${weights}` : '';
      return `'${w}'${suffix}`;
    })
    .join(' & ');
}
