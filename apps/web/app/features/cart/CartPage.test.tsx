import { renderToString } from 'react-dom/server';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '~/i18n/load-messages.server';
import { I18nProvider } from '~/i18n/react';
import { createTranslator } from '~/i18n/translator';
import { type CartTaxDisplay, cartTaxDisplay, EXCLUDING_TAX } from '~/lib/cart/tax-display';
import type { ProductCardItem } from '~/lib/product-card-item';
import { CartPage } from './CartPage';
import type { CartView } from './cart-view';

const INCLUDING_TAX = cartTaxDisplay({
  shopping_cart_display_price: 2,
  shopping_cart_display_subtotal: 2,
  shopping_cart_display_shipping: 2,
});
const BOTH = cartTaxDisplay({
  shopping_cart_display_price: 3,
  shopping_cart_display_subtotal: 3,
  shopping_cart_display_shipping: 3,
});

const usd = (value: number) => ({ value, currency: 'USD' });
const rub = (value: number) => ({ value, currency: 'RUB' });

const cart = (money: typeof usd): CartView => ({
  totalQuantity: 3,
  coupon: 'WELCOME10',
  comment: 'Call first',
  giftMessage: null,
  giftReceipt: false,
  lines: [
    {
      uid: 'MQ==',
      name: 'Oslo chair',
      sku: 'CHAIR-RED',
      parentSku: 'CHAIR',
      href: '/int/oslo-chair.html',
      image: null,
      quantity: 2,
      rules: { min: 2, step: 2 },
      options: [{ label: 'Colour', value: 'Red' }],
      price: money(50),
      priceInclTax: money(55),
      rowTotal: money(100),
      rowTotalInclTax: money(110),
      discount: money(10),
      inStock: true,
      errors: ['Only 1 left in stock'],
      agreed: false,
    },
    {
      uid: 'Mg==',
      name: 'Lamp',
      sku: 'LAMP',
      parentSku: null,
      href: null,
      image: null,
      quantity: 1,
      rules: { min: 1, step: 1 },
      options: [],
      price: money(20),
      priceInclTax: money(22),
      rowTotal: money(20),
      rowTotalInclTax: money(22),
      discount: null,
      inStock: true,
      errors: [],
      agreed: false,
    },
  ],
  totals: {
    subtotal: money(120),
    subtotalInclTax: money(132),
    discounts: [{ label: 'Welcome 10% off', amount: money(12) }],
    // 10 % of (120 − 12); including tax the same total reads 132 − 13.20 = 118.80.
    taxes: [{ label: 'VAT 10%', amount: money(10.8) }],
    grandTotal: money(118.8),
  },
});

// The page under a router (its links and forms need one); `rendered` is the cart the next render shows.
let rendered: CartView;
let renderedDisplay: CartTaxDisplay;
let renderedCrossSells: ProductCardItem[] = [];
function Page() {
  return (
    <CartPage
      website="int"
      cart={rendered}
      display={renderedDisplay}
      crossSells={renderedCrossSells}
      renderCard={(item) => <a href={item.href}>card {item.name}</a>}
    />
  );
}

function render(view: CartView, locale: 'en-US' | 'ru-RU' = 'en-US', display = EXCLUDING_TAX) {
  rendered = view;
  renderedDisplay = display;
  const Stub = createRoutesStub([
    {
      id: 'website',
      path: '/int',
      Component: Outlet,
      children: [{ path: 'checkout/cart', Component: Page }],
    },
  ]);
  return renderToString(
    <I18nProvider i18n={createTranslator(locale, loadMessages(locale).messages)}>
      <Stub
        initialEntries={['/int/checkout/cart']}
        hydrationData={{ loaderData: { website: { website: 'int', cart: view } } }}
      />
    </I18nProvider>,
  ).replace(/<!-- -->/g, '');
}

/** The page's words without markup, as a shopper reads them. */
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('CartPage (server render)', () => {
  it('lists the lines with options, steppers, row totals and the API’s item errors', () => {
    const html = render(cart(usd));
    expect(html).toContain('3 items');
    expect(html).toContain('Oslo chair');
    expect(html).toContain('Colour:');
    expect(html).toContain('$100.00');
    expect(html).toContain('Only 1 left in stock');
    // The − of a line at its smallest quantity is disabled; + steps by the increment.
    expect(html).toMatch(
      /<button type="submit" value="2" disabled="" aria-label="Decrease the quantity of Oslo chair"/,
    );
    expect(html).toMatch(/<button type="submit" value="4" aria-label="Increase the quantity of Oslo chair"/);
    expect(html).toContain('aria-label="Remove Oslo chair from the cart"');
  });

  it('marks a line loaded from a proposal as agreed and shows its quantity without a stepper', () => {
    const view = cart(usd);
    const [chair, lamp] = view.lines;
    if (!chair || !lamp) throw new Error('the fixture has two lines');
    const html = render({ ...view, lines: [{ ...chair, agreed: true }, lamp] });
    expect(text(html)).toContain('Agreed price');
    expect(text(html)).toContain('Quantity 2, as agreed in the proposal');
    // The agreed line keeps its remove button but has no stepper; the other line keeps its own.
    expect(html).not.toContain('aria-label="Increase the quantity of Oslo chair"');
    expect(html).toContain('aria-label="Remove Oslo chair from the cart"');
    expect(html).toContain('aria-label="Increase the quantity of Lamp"');
    expect(text(render(view))).not.toContain('Agreed price');
  });

  it('shows the coupon, the comment and the totals with discount and tax labels', () => {
    const html = render(cart(usd));
    expect(html).toContain('WELCOME10');
    expect(html).toContain('Call first');
    expect(html).toContain('Welcome 10% off');
    expect(html).toContain('−<span>$12.00</span>');
    expect(html).toContain('VAT 10%');
    expect(html).toContain('$118.80');
  });

  it('offers no coupon form for a cart of agreed lines only, which no coupon discounts', () => {
    const agreedOnly = {
      ...cart(usd),
      coupon: null,
      lines: cart(usd).lines.map((line) => ({ ...line, agreed: true })),
    };
    expect(render(agreedOnly)).not.toContain('data-testid="cart-coupon"');
    const mixed: CartView = {
      ...agreedOnly,
      lines: agreedOnly.lines.map((line, index) => ({ ...line, agreed: index > 0 })),
    };
    expect(render(mixed)).toContain('data-testid="cart-coupon"');
  });

  it('offers the promo code as an optional field, without a required mark', () => {
    const html = render({ ...cart(usd), coupon: null });
    const field = html.slice(html.indexOf('data-testid="cart-coupon"'));
    const input = field.match(/<input[^>]*name="coupon_code"[^>]*>/)?.[0] ?? '';
    expect(input).not.toBe('');
    expect(input).not.toContain('required');
    expect(field.slice(0, field.indexOf(input))).not.toContain('>*</span>');
  });

  it('speaks Russian with Russian plurals and roubles', () => {
    const html = render(cart(rub), 'ru-RU');
    expect(html).toContain('Корзина');
    expect(html).toContain('3 товара');
    expect(html).toMatch(/118,80\s₽/);
  });

  it('shows lines and subtotal without tax and adds the tax on top when the store excludes tax', () => {
    const html = render(cart(usd));
    expect(html).toContain('$100.00');
    expect(html).not.toContain('$110.00');
    expect(html).toContain('$120.00');
    expect(html).not.toContain('$132.00');
    expect(html).toMatch(/<dt>VAT 10%<\/dt>/);
    expect(html).not.toContain('incl. VAT 10%');
  });

  it('shows lines and subtotal with tax and the tax as included when the store includes tax', () => {
    const html = render(cart(usd), 'en-US', INCLUDING_TAX);
    expect(html).toContain('$110.00');
    expect(text(html)).toContain('Price: $55.00');
    expect(html).not.toContain('$100.00');
    expect(html).toContain('$132.00');
    expect(html).not.toContain('$120.00');
    expect(html).not.toMatch(/<dt>VAT 10%<\/dt>/);
    // The included tax follows the grand total rather than sitting between the amounts to add.
    expect(html.indexOf('incl. VAT 10%')).toBeGreaterThan(html.indexOf('Order total'));
  });

  it('reads the included VAT the Russian way', () => {
    const html = render(cart(rub), 'ru-RU', INCLUDING_TAX);
    expect(html).toContain('в т. ч. VAT 10%');
    expect(html).toMatch(/132,00\s₽/);
  });

  it('shows both amounts, each marked, when the store shows both', () => {
    const html = render(cart(usd), 'en-US', BOTH);
    expect(text(html)).toContain('$100.00 excl. tax');
    expect(text(html)).toContain('$110.00 incl. tax');
    expect(text(html)).toContain('Price: $50.00 excl. tax / $55.00 incl. tax');
    expect(html).toContain('Subtotal (excl. tax)');
    expect(html).toContain('Subtotal (incl. tax)');
    expect(html).toMatch(/<dt>VAT 10%<\/dt>/);
  });

  it('says so when the cart is empty', () => {
    const html = render({ ...cart(usd), lines: [], totalQuantity: 0 });
    expect(html).toContain('Your cart is empty.');
    expect(html).not.toContain('Proceed to checkout');
  });
});

describe('CartPage cross-sells (server render)', () => {
  const crossSell = (uid: string, name: string): ProductCardItem => ({
    uid,
    name,
    sku: uid.toUpperCase(),
    href: `/int/${uid}.html`,
    image: null,
    inStock: true,
    price: {
      minimum_price: {
        regular_price: { value: 10, currency: 'USD' },
        final_price: { value: 10, currency: 'USD' },
        discount: null,
      },
      maximum_price: null,
    },
    rating: null,
    typename: 'SimpleProduct',
    minSaleQty: null,
    qtyIncrements: null,
    hasRequiredOptions: false,
  });

  it('shows "Complete your order" with the cards under the lines, and nothing without cross-sells', () => {
    renderedCrossSells = [crossSell('oslo-cushion', 'Oslo cushion')];
    try {
      const html = render(cart(usd));
      expect(html).toContain('data-testid="cart-crosssells"');
      expect(html).toContain('>Complete your order</h2>');
      expect(html).toContain('<a href="/int/oslo-cushion.html">card Oslo cushion</a>');
      // an empty cart has no rail, whatever the loader found
      expect(render({ ...cart(usd), lines: [] })).not.toContain('cart-crosssells');
    } finally {
      renderedCrossSells = [];
    }
    expect(render(cart(usd))).not.toContain('cart-crosssells');
  });
});
