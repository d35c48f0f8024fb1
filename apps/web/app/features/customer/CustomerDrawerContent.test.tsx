import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '~/i18n/config';
import { loadMessages } from '~/i18n/load-messages.server';
import { I18nProvider } from '~/i18n/react';
import { createTranslator } from '~/i18n/translator';
import type { CustomerDrawerType } from '~/lib/drawer-types';
import { CustomerDrawerContent, type CustomerDrawerShell } from './CustomerDrawerContent';

const guest: CustomerDrawerShell = {
  website: 'int',
  customer: null,
  storeConfig: {
    minimum_password_length: '10',
    required_character_classes_number: '2',
    newsletter_enabled: false,
  },
};
const partner: CustomerDrawerShell = {
  ...guest,
  customer: {
    id: 2,
    firstname: 'Алексей',
    lastname: 'Петров',
    email: 'partner@atrium.example',
    astrio_customer_type: 'partner',
  },
};

// The drawer content under a router (its forms and links need one), rendered as the server would;
// `shown` is what the next render shows.
let shown: { type: CustomerDrawerType; shell: CustomerDrawerShell; addToProject?: ReactNode } = {
  type: 'signIn',
  shell: guest,
};
function RoutedDrawer() {
  return <CustomerDrawerContent type={shown.type} shell={shown.shell} addToProject={shown.addToProject} />;
}
const Stub = createRoutesStub([{ path: '/int/', Component: RoutedDrawer }]);

function render(
  type: CustomerDrawerType,
  shell: CustomerDrawerShell,
  locale: Locale = 'en-US',
  addToProject?: ReactNode,
) {
  shown = { type, shell, addToProject };
  return renderToString(
    <I18nProvider i18n={createTranslator(locale, loadMessages(locale).messages)}>
      <Stub initialEntries={['/int/']} />
    </I18nProvider>,
  ).replace(/<!-- -->/g, '');
}

describe('the customer drawer', () => {
  it('signs in through the sign-in action', () => {
    const html = render('signIn', guest);
    expect(html).toContain('action="/int/customer/signin"');
    expect(html).toContain('name="email"');
    expect(html).toContain('autoComplete="current-password"');
  });

  it('shows the store’s password policy and offers the newsletter only when it is enabled', () => {
    const html = render('signUp', guest);
    expect(html).toContain('At least 10 characters, using 2 of these kinds');
    expect(html).not.toContain('name="is_subscribed"');
    expect(render('signUp', { ...guest, storeConfig: {} })).toContain('name="is_subscribed"');
  });

  it('greets a signed-in customer by name, with their type and the account pages', () => {
    const html = render('account', partner);
    expect(html).toContain('Hello, Алексей Петров!');
    expect(html).toContain('Partner');
    for (const path of ['', '/edit', '/address', '/wishlist', '/subscriptions']) {
      expect(html).toContain(`href="/int/customer/account${path}"`);
    }
    expect(html).toContain('action="/int/customer/logout"');
  });

  it('shows the add-to-project form the drawer host composes for a signed-in customer', () => {
    expect(render('addToProject', partner, 'en-US', <p>project form</p>)).toContain('project form');
  });
});
