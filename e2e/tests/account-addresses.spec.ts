// The address book in a real browser against the real API: a new customer (made through the API)
// adds, edits and deletes addresses; a default address cannot be deleted and the API's message is
// shown; the address-exist guard keeps guests and other customers' ids out.
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { createAddress, createCustomer, useToken } from './customer-support.ts';
import { chooseWebsite, waitForHydration } from './support.ts';

// Each step is a form post, a redirect and the page's API calls on a shared 2-core machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const BOOK = '/int/customer/account/address/';
/** An address in a country without regions (the region is free text). */
const PARIS = {
  street: '5 rue de Rivoli',
  city: 'Paris',
  postcode: '75001',
  telephone: '+33 1 23 45 67 89',
  country: 'France',
};

async function fillAddress(
  page: Page,
  values: { street: string; city: string; postcode: string; telephone: string; country: string },
) {
  const form = page.getByTestId('address-form');
  await form.getByLabel('Phone number').fill(values.telephone);
  await form.getByRole('textbox', { name: 'Street address', exact: true }).fill(values.street);
  await form.getByLabel('Country').selectOption({ label: values.country });
  await form.getByLabel('City').fill(values.city);
  await form.getByLabel('ZIP or postal code').fill(values.postcode);
}

test.beforeEach(async ({ context }) => {
  await chooseWebsite(context, 'int');
});

test('a customer adds, edits and deletes addresses; a default address cannot be deleted', async ({
  page,
  context,
}) => {
  const customer = await createCustomer();
  await useToken(context, customer.token);
  await page.goto(BOOK);
  await expect(page.getByTestId('address-book-empty')).toBeVisible();
  await waitForHydration(page);

  // The first address: a country with regions asks for one from its list.
  await page.getByRole('link', { name: 'Add a new address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a new address' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await fillAddress(page, {
    street: '1 State Street',
    city: 'Albany',
    postcode: '12207',
    telephone: '+1 518 555 0100',
    country: 'United States',
  });
  await page.getByTestId('address-form').getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByLabel('State or region')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This is a required field.')).toBeVisible();
  await page.getByLabel('State or region').selectOption({ label: 'New York' });
  await page.getByTestId('address-form').getByRole('button', { name: 'Save address' }).click();

  await expect(page).toHaveURL(BOOK);
  await expect(page.getByRole('status').filter({ hasText: 'You saved the address.' })).toBeVisible();
  const cards = page.getByTestId('address-card');
  await expect(cards).toHaveCount(1);
  const first = cards.first();
  await expect(first).toContainText('Albany, New York 12207');
  await expect(first).toContainText('Default billing address');
  await expect(first).toContainText('Default shipping address');
  const firstId = await first.getAttribute('data-address-id');

  // A second address in a country without regions: the region is free text.
  await page.getByRole('link', { name: 'Add a new address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a new address' })).toBeVisible();
  await fillAddress(page, PARIS);
  await page.getByLabel('State or region').fill('Île-de-France');
  await page.getByTestId('address-form').getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(BOOK);
  await expect(cards).toHaveCount(2);
  const second = page.locator(`[data-testid="address-card"]:not([data-address-id="${firstId}"])`);
  await expect(second).toContainText('Paris, Île-de-France 75001');
  await expect(second).not.toContainText('Default');

  // Edit the second address.
  await second.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit address' })).toBeVisible();
  await expect(page.getByLabel('City')).toHaveValue('Paris');
  await page.getByLabel('City').fill('Lyon');
  await page.getByLabel('ZIP or postal code').fill('69001');
  await page.getByTestId('address-form').getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(BOOK);
  await expect(second).toContainText('Lyon, Île-de-France 69001');

  // Delete it, after confirming.
  await second.getByRole('link', { name: /^Delete the address of/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(dialog).toContainText('Lyon');
  await dialog.getByRole('button', { name: 'Delete address' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You deleted the address.' })).toBeVisible();
  await expect(cards).toHaveCount(1);

  // The default address stays: the API refuses, and its message is shown.
  await first.getByRole('link', { name: /^Delete the address of/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete address' }).click();
  await expect(page.getByTestId('form-error')).toHaveText(
    `Customer Address ${firstId} is set as default billing address and can not be deleted`,
  );
  await expect(cards).toHaveCount(1);
});

test('a guest opening an address is sent home', async ({ page }) => {
  await page.goto('/int/customer/account/address/123');
  await expect(page).toHaveURL('/int/');
});

test('another customer’s address id leads back to the address book', async ({ page, context }) => {
  const owner = await createCustomer({ firstname: 'Grace', lastname: 'Hopper' });
  const foreignId = await createAddress(owner.token, { firstname: 'Grace', lastname: 'Hopper' });
  const customer = await createCustomer();
  const ownId = await createAddress(customer.token);
  await useToken(context, customer.token);

  await page.goto(`/int/customer/account/address/${foreignId}`);
  await expect(page).toHaveURL(BOOK);
  await expect(page.getByText('Grace Hopper')).toHaveCount(0);

  await page.goto(`/int/customer/account/address/${ownId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit address' })).toBeVisible();
  await expect(page.getByLabel('City')).toHaveValue('London');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the address form answers with its field errors, and saves', async ({ page, context }) => {
    await useToken(context, (await createCustomer()).token);
    await page.goto('/int/customer/account/address/create');
    const form = page.getByTestId('address-form');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(form.getByLabel('City')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true');
    await fillAddress(page, PARIS);
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(page).toHaveURL(BOOK);
    await expect(page.getByTestId('address-card')).toContainText('Paris 75001');
  });
});
