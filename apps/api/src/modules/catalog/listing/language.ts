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
 * A `to_tsquery` text ANDing the words. Each word is stemmed by the store view's configuration
 * and, with `prefix`, matches as a prefix: a half-typed word already matches, and a stem that
 * Snowball cuts differently from the indexed form still matches the name's unstemmed words
 * (the index also holds the name through the `simple` configuration): "кровати" → 'кроват':*
 * finds "кровать", indexed as 'крова' and 'кровать'. `weights` restricts matches to lexemes of
 * those weights (A name and SKU, B short description, C description).
 */
export function tsQueryText(words: string[], options: { prefix?: boolean; weights?: string } = {}): string {
  const suffix =
    options.prefix || options.weights ? `:${options.prefix ? '*' : ''}${options.weights ?? ''}` : '';
  return words.map((w) => `'${w}'${suffix}`).join(' & ');
}
