// Translates the interface's message keys, in the i18next JSON v4 format the language files use
// (decision 0047): nested keys, `{{name}}` placeholders, plural forms as `key_one` / `key_few` /
// `key_many` / `key_other` (plus an optional `key_zero` for a count of 0) chosen by the platform's
// CLDR plural rules (`Intl.PluralRules`), and `$t(key)` to embed another message. The same code
// renders on the server and in the browser, so hydration sees the same texts; a test compares every
// message of every language with i18next's own output (translator.test.ts).
import type { Messages } from './config';

export interface TranslateOptions {
  /** Chooses the plural form, and is a placeholder value like any other. */
  count?: number;
  /** The text when the key is missing (a status or sort order the files do not name yet). */
  defaultValue?: string;
  [placeholder: string]: unknown;
}

export type TFunction = (key: string, options?: TranslateOptions) => string;

export interface Translator {
  /** The interface language, a BCP 47 tag such as `ru-RU`. */
  readonly language: string;
  readonly t: TFunction;
}

const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;
const NESTED = /\$t\(([^()]+)\)/g;

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** The message at a dotted key, or undefined when there is none. */
export function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function createTranslator(language: string, messages: Messages): Translator {
  const resolve = (key: string, count: unknown): string | undefined => {
    if (typeof count === 'number') {
      const plural =
        (count === 0 ? lookup(messages, `${key}_zero`) : undefined) ??
        lookup(messages, `${key}_${pluralCategory(language, count)}`);
      if (plural !== undefined) return plural;
    }
    return lookup(messages, key);
  };

  const t: TFunction = (key, options) => {
    const message = resolve(key, options?.count) ?? options?.defaultValue ?? key;
    const interpolated = options
      ? message.replace(PLACEHOLDER, (placeholder, name: string) => {
          const value = options[name];
          // Like i18next, a placeholder without a value stays as written, so the gap is visible.
          if (value === undefined) return placeholder;
          return value === null ? '' : String(value);
        })
      : message;
    return interpolated.includes('$t(')
      ? interpolated.replace(NESTED, (_, nested: string) => t(nested.trim()))
      : interpolated;
  };

  return { language, t };
}
