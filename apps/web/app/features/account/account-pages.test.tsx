// The account pages rendered on the server, as a shopper's first HTML: what each shows.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '~/i18n/load-messages.server';
import { I18nProvider } from '~/i18n/react';
import { createTranslator } from '~/i18n/translator';
import type { CountryOption } from '~/lib/address/address-form';
import { addressFormValues, toAddressViews } from '~/lib/address/address-view';
import { AccountOverviewPage } from './AccountOverviewPage';
import { AddressBookPage } from './AddressBookPage';
import { AddressForm } from './AddressForm';

// The page under a router (its links need one); `rendered` is what the next render shows.
let rendered: () => ReactNode = () => null;
function RoutedPage() {
  return rendered();
}
const Stub = createRoutesStub([{ path: '/int/customer/account/*', Component: RoutedPage }]);

function render(path: string, element: () => ReactNode): string {
  rendered = element;
  return renderToString(
    <I18nProvider i18n={createTranslator('en-US', loadMessages('en-US').messages)}>
      <Stub initialEntries={[path]} />
    </I18nProvider>,
  ).replace(/<!-- -->/g, '');
}

const addresses = toAddressViews(
  [
    {
      id: 4,
      firstname: 'Ada',
      lastname: 'Lovelace',
      street: ['12 Baker Street'],
      city: 'London',
      postcode: 'NW1 6XE',
      country_code: 'GB',
      telephone: '+44 20 7946 0000',
      default_billing: true,
      default_shipping: true,
    },
    { id: 9, firstname: 'Ada', lastname: 'Lovelace', street: ['5 rue X'], city: 'Paris', country_code: 'FR' },
  ],
  { GB: 'United Kingdom', FR: 'France' },
);

const countries: CountryOption[] = [
  { id: 'FR', name: 'France', regions: [] },
  { id: 'US', name: 'United States', regions: [{ id: 43, code: 'NY', name: 'New York' }] },
];

describe('account pages (server render)', () => {
  it('the dashboard shows the customer, organisation, newsletter and default addresses', () => {
    const html = render('/int/customer/account/', () => (
      <AccountOverviewPage
        data={{
          website: 'int',
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          customerTypeKey: 'account.customer_type.partner',
          organization: { name: 'Analytical Ltd', details: [], logoUrl: null },
          isSubscribed: true,
          defaultBilling: addresses[0] ?? null,
          defaultShipping: null,
          addressCount: 2,
        }}
      />
    ));
    expect(html).toContain('Hello, Ada Lovelace!');
    expect(html).toContain('Partner');
    expect(html).toContain('Analytical Ltd');
    expect(html).toContain('You are subscribed to our newsletter.');
    expect(html).toContain('London NW1 6XE');
    expect(html).toContain('You have not set a default shipping address.');
    expect(html).toContain('href="/int/customer/account/edit?changePassword=1"');
  });

  it('the dashboard of an ordinary shopper shows no customer type', () => {
    const html = render('/int/customer/account/', () => (
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
    ));
    expect(html).not.toContain('data-testid="account-type"');
    expect(html).not.toContain('Customer type');
  });

  it('the address book marks defaults and asks before deleting', () => {
    const plain = render('/int/customer/account/address/', () => (
      <AddressBookPage website="int" addresses={addresses} />
    ));
    expect(plain.match(/data-testid="address-card"/g)).toHaveLength(2);
    expect(plain).toContain('Default billing address');
    expect(plain).not.toContain('role="dialog"');
    const confirming = render('/int/customer/account/address/?delete=9', () => (
      <AddressBookPage website="int" addresses={addresses} message={{ text: 'Refused by the API' }} />
    ));
    expect(confirming).toContain('role="dialog"');
    expect(confirming).toContain('Delete this address?');
    expect(confirming).toContain('name="id" value="9"');
    expect(confirming).toContain('Refused by the API');
  });

  it('the address form lists the country’s regions, or takes the region as text', () => {
    const form = (countryCode: string) =>
      render('/int/customer/account/address/create', () => (
        <AddressForm
          values={{ ...addressFormValues(null), countryCode }}
          countries={countries}
          isDefault={{ billing: true, shipping: false }}
          errors={{ city: { key: 'validation.required' } }}
          cancelHref="/int/customer/account/address/"
        />
      ));
    const us = form('US');
    expect(us).toContain('name="region_id"');
    expect(us).toContain('New York');
    expect(us).toContain('This is a required field.');
    expect(us).toContain('This is your default billing address.');
    expect(us).toContain('name="default_shipping"');
    expect(us).not.toContain('name="default_billing"');
    const fr = form('FR');
    expect(fr).not.toContain('name="region_id"');
    expect(fr).toContain('name="region"');
  });
});
