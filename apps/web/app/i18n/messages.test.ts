import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Messages, SUPPORTED_LOCALES } from './config';
import { loadMessages } from './load-messages.server';
import { createTranslator } from './translator';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function keysOf(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

describe('language files', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(SUPPORTED_LOCALES)(
    '%s holds every key of en-US, with all plural forms of its language',
    (locale) => {
      const english = keysOf(loadMessages('en-US').messages);
      const keys = new Set(keysOf(loadMessages(locale).messages));
      const plain = english.filter((key) => !PLURAL_SUFFIX.test(key));
      expect(plain.filter((key) => !keys.has(key))).toEqual([]);
      const pluralBases = new Set(
        english.filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')),
      );
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      const missing = [...pluralBases]
        .flatMap((base) => categories.map((c) => `${base}_${c}`))
        .filter((key) => !keys.has(key));
      expect(missing).toEqual([]);
    },
  );

  it('uses the three Russian plural forms for counts', () => {
    const i18n = createTranslator('ru-RU', loadMessages('ru-RU').messages);
    const products = [1, 2, 5, 11, 21, 22, 25].map((count) => i18n.t('catalog.product_count', { count }));
    expect(products).toEqual([
      '1 товар',
      '2 товара',
      '5 товаров',
      '11 товаров',
      '21 товар',
      '22 товара',
      '25 товаров',
    ]);
    expect(i18n.t('menu.category_count', { count: 4 })).toBe('4 категории');
  });

  it('uses one and other in English', () => {
    const i18n = createTranslator('en-US', loadMessages('en-US').messages);
    expect(i18n.t('catalog.product_count', { count: 1 })).toBe('1 product');
    expect(i18n.t('catalog.product_count', { count: 3 })).toBe('3 products');
  });

  it('warns and falls back to en-US when a language file is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const english = { common: { close: 'Close' } };
    const loaded = loadMessages('es-ES', { 'en-US': english });
    expect(loaded).toEqual({ locale: 'en-US', messages: english });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('es-ES'));
  });
});
