import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '~/i18n/react';
import { createTranslator } from '~/i18n/translator';
import { Price } from './Price';

function renderPrice(locale: string, money: { currency: string; value: number }) {
  const html = renderToStaticMarkup(
    <I18nProvider i18n={createTranslator(locale, {})}>
      <Price money={money} />
    </I18nProvider>,
  );
  // The text without tags, with the no-break spaces Intl uses turned into plain spaces.
  return html.replace(/<[^>]+>/g, '').replace(/[\u00a0\u202f]/g, ' ');
}

describe('Price', () => {
  it('shows US dollars with two decimals in English', () => {
    expect(renderPrice('en-US', { currency: 'USD', value: 1234.5 })).toBe('$1,234.50');
  });

  it('shows roubles the Russian way in Russian', () => {
    expect(renderPrice('ru-RU', { currency: 'RUB', value: 1234.5 })).toBe('1 234,50 ₽');
  });

  it('shows euros in Spanish', () => {
    expect(renderPrice('es-ES', { currency: 'EUR', value: 99 })).toBe('99,00 €');
  });

  it('fails with "Required argument not passed" without a currency', () => {
    expect(() => renderPrice('en-US', { currency: '', value: 10 })).toThrow('Required argument not passed');
  });
});
