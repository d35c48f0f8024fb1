// The translator must say exactly what i18next said for our language files (decision 0047): every
// key of every language, with every plural category's counts and values for all its placeholders.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { type Messages, SUPPORTED_LOCALES } from './config';
import { loadMessages } from './load-messages.server';
import { createTranslator } from './translator';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 1.5];

function keysOf(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function i18nextFor(locale: string, messages: Messages) {
  const instance = i18next.createInstance();
  instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: messages } },
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  return instance;
}

describe('translator', () => {
  it.each(SUPPORTED_LOCALES)('says what i18next says for every %s message', (locale) => {
    const { messages } = loadMessages(locale);
    const reference = i18nextFor(locale, messages);
    const ours = createTranslator(locale, messages);
    const raw = JSON.stringify(messages);
    const names = [...new Set([...raw.matchAll(/\{\{\s*([^{}\s]+)\s*\}\}/g)].map((m) => m[1] as string))];
    const values = Object.fromEntries(names.map((name) => [name, `<${name}>`]));
    // The one nested message embeds a status's name.
    values.status = 'sent';
    const bases = [...new Set(keysOf(messages).map((key) => key.replace(PLURAL_SUFFIX, '')))];
    let compared = 0;
    for (const key of bases) {
      for (const options of [undefined, values, ...COUNTS.map((count) => ({ ...values, count }))]) {
        expect(ours.t(key, options), `${locale} ${key} ${JSON.stringify(options)}`).toBe(
          reference.t(key, options),
        );
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(10_000);
  });

  it('answers a missing key with its default value, or the key itself', () => {
    const ours = createTranslator('en-US', { a: { b: 'B' } });
    expect(ours.t('a.c', { defaultValue: 'Sent' })).toBe('Sent');
    expect(ours.t('a.c')).toBe('a.c');
    expect(ours.t('a')).toBe('a');
    expect(ours.t('a.b.c')).toBe('a.b.c');
  });

  it('leaves a placeholder without a value as written and prints null as nothing', () => {
    const ours = createTranslator('en-US', { hi: 'Hello, {{name}}{{mark}}' });
    expect(ours.t('hi', { mark: null })).toBe('Hello, {{name}}');
  });

  it('uses the zero form for a count of 0 when a message has one', () => {
    const messages = { items_zero: 'No items', items_one: '{{count}} item', items_other: '{{count}} items' };
    const ours = createTranslator('en-US', messages);
    const reference = i18nextFor('en-US', messages);
    for (const count of [0, 1, 2]) expect(ours.t('items', { count })).toBe(reference.t('items', { count }));
    expect(ours.t('items', { count: 0 })).toBe('No items');
  });

  it('embeds another message with $t(key) after filling placeholders', () => {
    const ours = createTranslator('en-US', { status: { sent: 'Sent' }, now: 'Now “$t(status.{{s}})”' });
    expect(ours.t('now', { s: 'sent' })).toBe('Now “Sent”');
  });
});
