import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '~/i18n/load-messages.server';
import { I18nProvider } from '~/i18n/react';
import { createTranslator } from '~/i18n/translator';
import { cartTaxDisplay, EXCLUDING_TAX } from '~/lib/cart/tax-display';
import type { MoneyFragment } from '~/lib/graphql/generated';
import type { CheckoutCart } from './checkout-types';
import { OrderSummary } from './OrderSummary';
import { ShippingMethodPrice } from './ShippingMethodStep';
import { SHIPPING_ADDRESS, testCart } from './test-cart';

const rub = (value: number): MoneyFragment => ({ value, currency: 'RUB' });
const INCLUDING_TAX = cartTaxDisplay({
  shopping_cart_display_price: 2,
  shopping_cart_display_subtotal: 2,
  shopping_cart_display_shipping: 2,
});

// A chair shelved at 19 990 ₽ with 22 % VAT inside, delivery 1 000 ₽ with VAT inside.
const delivery = {
  carrier_code: 'flatrate',
  carrier_title: 'Курьер',
  method_code: 'flatrate',
  method_title: 'По городу',
  available: true,
  error_message: null,
  prompt_message: null,
  amount: rub(819.67),
  price_excl_tax: rub(819.67),
  price_incl_tax: rub(1000),
};

const ruCart: CheckoutCart = testCart({
  items: [
    {
      uid: 'MQ==',
      quantity: 1,
      product: { name: 'Стул Осло', sku: 'chair', url_key: 'chair', thumbnail: null },
      prices: { row_total: rub(16385.25), row_total_including_tax: rub(19990) },
      customizable_options: [],
    },
  ],
  prices: {
    grand_total: rub(20990),
    subtotal_excluding_tax: rub(16385.25),
    subtotal_including_tax: rub(19990),
    subtotal_with_discount_excluding_tax: rub(16385.25),
    applied_taxes: [{ label: 'НДС 22%', amount: rub(3785.08) }],
    discounts: [],
  },
  shipping_addresses: [
    {
      ...SHIPPING_ADDRESS,
      customer_notes: null,
      available_shipping_methods: [delivery],
      selected_shipping_method: delivery,
    },
  ],
});

function text(element: React.ReactElement): string {
  return renderToString(
    <I18nProvider i18n={createTranslator('ru-RU', loadMessages('ru-RU').messages)}>{element}</I18nProvider>,
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('OrderSummary', () => {
  it('shows the shelf price, delivery with VAT and the VAT as included when prices include tax', () => {
    const summary = text(<OrderSummary cart={ruCart} display={INCLUDING_TAX} />);
    expect(summary).toMatch(/Товары 19\s990,00\s₽/);
    expect(summary).toMatch(/Доставка \(По городу\) 1\s000,00\s₽/);
    expect(summary).not.toMatch(/16\s385,25/);
    expect(summary).toMatch(/Итого 20\s990,00\s₽ в т\. ч\. НДС 22% 3\s785,08\s₽/);
  });

  it('shows amounts without VAT and adds the VAT before the total when prices exclude tax', () => {
    const summary = text(<OrderSummary cart={ruCart} display={EXCLUDING_TAX} />);
    expect(summary).toMatch(/Товары 16\s385,25\s₽/);
    expect(summary).toMatch(/819,67\s₽ НДС 22% 3\s785,08\s₽ Итого 20\s990,00\s₽/);
    expect(summary).not.toContain('в т. ч.');
  });

  it("shows the chosen colour's picture of a configurable line, not the parent's", () => {
    const sofa = {
      __typename: 'ConfigurableCartItem' as const,
      uid: 'Mg==',
      quantity: 1,
      product: {
        name: 'Диван Берн',
        sku: 'sofa',
        url_key: 'sofa',
        thumbnail: { url: '/media/sofa-graphite.jpg', label: 'Графитовый' },
      },
      prices: { row_total: rub(16385.25), row_total_including_tax: rub(19990) },
      configurable_options: [{ option_label: 'Цвет', value_label: 'Горчичный' }],
      configured_variant: { thumbnail: { url: '/media/sofa-mustard.jpg', label: 'Горчичный' } },
    };
    const html = renderToString(
      <I18nProvider i18n={createTranslator('ru-RU', loadMessages('ru-RU').messages)}>
        <OrderSummary cart={{ ...ruCart, items: [sofa] }} display={INCLUDING_TAX} />
      </I18nProvider>,
    );
    expect(html).toContain('src="/media/sofa-mustard.jpg"');
    expect(html).not.toContain('sofa-graphite');
    expect(html).toContain('Цвет: Горчичный');
  });

  it("lists a bundle line's chosen products under their options", () => {
    const set = {
      __typename: 'BundleCartItem' as const,
      uid: 'Mw==',
      quantity: 1,
      product: {
        name: 'Обеденный комплект Осло',
        sku: 'BND-OSLO-DINING-SET',
        url_key: 'set',
        thumbnail: null,
      },
      prices: { row_total: rub(150000), row_total_including_tax: rub(150000) },
      customizable_options: [],
      bundle_options: [
        {
          uid: 'YnVuZGxlLzI=',
          label: 'Стулья',
          type: 'select',
          values: [{ uid: 'v', label: 'Стул Осло, чёрный', quantity: 6, price: 11000 }],
        },
      ],
    };
    expect(text(<OrderSummary cart={{ ...ruCart, items: [set] }} display={INCLUDING_TAX} />)).toContain(
      'Стулья: 6 × Стул Осло, чёрный',
    );
  });
});

describe('ShippingMethodPrice', () => {
  it('shows a method with or without tax, or both, as the store asks', () => {
    expect(text(<ShippingMethodPrice method={delivery} display={INCLUDING_TAX} />)).toMatch(/1\s000,00\s₽/);
    expect(text(<ShippingMethodPrice method={delivery} display={EXCLUDING_TAX} />)).toMatch(/819,67\s₽/);
    const both = cartTaxDisplay({ shopping_cart_display_shipping: 3 });
    expect(text(<ShippingMethodPrice method={delivery} display={both} />)).toMatch(
      /819,67\s₽ без НДС \/ 1\s000,00\s₽ с НДС/,
    );
  });

  it('says free for a method that costs nothing', () => {
    const free = { ...delivery, amount: rub(0), price_excl_tax: rub(0), price_incl_tax: rub(0) };
    expect(text(<ShippingMethodPrice method={free} display={INCLUDING_TAX} />)).toContain('Бесплатно');
  });
});
