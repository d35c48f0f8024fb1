// The UI on a Magento backend (issue 18 §3): rendered on the server with the root loader's
// API_BACKEND, the cart page, the account menu and the product actions leave out Atrium's features
// (and keep them on Atrium's API).
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AccountLayout } from '~/features/account/AccountLayout';
import { AccountOverviewPage } from '~/features/account/AccountOverviewPage';
import { CartPage } from '~/features/cart/CartPage';
import { EMPTY_CART } from '~/features/cart/cart-view';
import { SaveAsEstimateForm } from '~/features/estimates/SaveAsEstimateForm';
import { AskQuestion } from '~/features/helpdesk/AskQuestion';
import { AddToProjectButton } from '~/features/projects/AddToProjectButton';
import { loadMessages } from '~/i18n/load-messages.server';
import { I18nProvider } from '~/i18n/react';
import { createTranslator } from '~/i18n/translator';
import { type Backend, backendHasFeature } from './backend';
import { EXCLUDING_TAX } from './cart/tax-display';

let rendered: () => ReactNode = () => null;
function Page() {
  return rendered();
}

/** The element under the root route (its env) and the website layout (its shell data). */
function render(backend: Backend, element: () => ReactNode, path = '/int/checkout/cart'): string {
  rendered = element;
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: Outlet,
      children: [
        { id: 'website', path: 'int', Component: Outlet, children: [{ path: '*', Component: Page }] },
      ],
    },
  ]);
  return renderToString(
    <I18nProvider i18n={createTranslator('en-US', loadMessages('en-US').messages)}>
      <Stub
        initialEntries={[path]}
        hydrationData={{
          loaderData: {
            root: { locale: 'en-US', env: { DARK_THEME: false, API_BACKEND: backend } },
            website: { website: 'int', isAuthenticated: true, cart: EMPTY_CART },
          },
        }}
      />
    </I18nProvider>,
  ).replace(/<!-- -->/g, '');
}

const cart = {
  ...EMPTY_CART,
  totalQuantity: 1,
  comment: 'Call first',
  lines: [
    {
      uid: 'MQ==',
      name: 'Oslo chair',
      sku: 'CHAIR',
      parentSku: null,
      href: '/int/oslo-chair.html',
      image: null,
      quantity: 1,
      rules: { min: 1, step: 1 },
      options: [],
      price: { value: 50, currency: 'USD' },
      priceInclTax: { value: 50, currency: 'USD' },
      rowTotal: { value: 50, currency: 'USD' },
      rowTotalInclTax: { value: 50, currency: 'USD' },
      discount: null,
      inStock: true,
      errors: [],
      agreed: false,
    },
  ],
};

const product = { sku: 'CHAIR', parentSku: null, selectedOptions: [], quantity: 1, name: 'Oslo chair' };

/** The cart page as the route composes it: "Add to project" on the lines, "Save as estimate". */
const cartPage = () => (
  <CartPage
    website="int"
    cart={cart}
    display={EXCLUDING_TAX}
    renderLineAction={() => <AddToProjectButton variant="line" product={product} />}
    asideExtra={<SaveAsEstimateForm action="/int/checkout/cart" projects={[]} />}
  />
);

describe('the UI on a Magento backend', () => {
  it('knows which backend has which feature', () => {
    expect(backendHasFeature('atrium', 'cartComment')).toBe(true);
    expect(backendHasFeature('magento', 'cartComment')).toBe(false);
  });

  it('the cart page has no comment, no "Add to project" and no "Save as estimate"', () => {
    const atrium = render('atrium', cartPage);
    expect(atrium).toContain('id="cart-comment-field"');
    expect(atrium).toContain('Call first');
    expect(atrium).toContain('data-testid="add-to-project-button"');
    expect(atrium).toContain('data-testid="save-as-estimate-form"');

    const magento = render('magento', cartPage);
    expect(magento).toContain('Oslo chair');
    expect(magento).toContain('data-testid="cart-lines"');
    expect(magento).not.toContain('cart-comment-field');
    expect(magento).not.toContain('add-to-project-button');
    expect(magento).not.toContain('save-as-estimate');
  });

  it('the account menu has no projects, estimates, proposals or messages', () => {
    const links = (html: string) =>
      [...html.matchAll(/href="\/int\/customer\/account\/([^"]*)"/g)].map((match) => match[1]);
    const layout = () => <AccountLayout website="int" unreadMessages={2} />;
    const atrium = links(render('atrium', layout, '/int/customer/account/'));
    expect(atrium).toEqual(expect.arrayContaining(['projects', 'estimates', 'proposals', 'messages']));

    const magento = render('magento', layout, '/int/customer/account/');
    expect(links(magento)).toEqual(expect.arrayContaining(['edit', 'orders', 'address/', 'wishlist']));
    for (const page of ['projects', 'estimates', 'proposals', 'messages'])
      expect(links(magento)).not.toContain(page);
    expect(magento).not.toContain('account-nav-unread');
  });

  it('the dashboard has no organisation; orders have no "Ask a question"', () => {
    const overview = () => (
      <AccountOverviewPage
        data={{
          website: 'int',
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          customerTypeKey: null,
          organization: null,
          isSubscribed: false,
          defaultBilling: null,
          defaultShipping: null,
          addressCount: 0,
        }}
      />
    );
    expect(render('atrium', overview, '/int/customer/account/')).toContain('account-organization');
    expect(render('magento', overview, '/int/customer/account/')).not.toContain('account-organization');

    const ask = () => <AskQuestion website="int" about={{ orderNumber: '000000001' }} ticket={null} />;
    expect(render('atrium', ask, '/int/customer/account/orders/000000001')).toContain('ask-question');
    expect(render('magento', ask, '/int/customer/account/orders/000000001')).toBe('');
  });
});
