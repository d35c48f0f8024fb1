// The order confirmation (issue 16 §3, decision 0038): a guest's checkout ends on a page with the
// items (the chosen variant's picture), totals, addresses, methods, the bank transfer's
// instructions and the way to an account made from the order; that account then has the order.
// A signed-in customer's confirmation shows the same; another browser sees only the number.
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { placeCustomerOrder } from './checkout-support.ts';
import { createCustomer, TEST_PASSWORD, uniqueEmail, useToken } from './customer-support.ts';
import { guestCheckoutByBankTransfer, guestOrderByBankTransfer } from './order-confirmation-support.ts';
import { chooseWebsite, waitForHydration } from './support.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

async function expectOrderContents(page: Page) {
  const order = page.getByTestId('confirmation-order');
  const item = order.getByTestId('order-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(/CHR-\d+-[A-Z]+/);
  // The chosen variant's picture, not the parent's.
  await expect(item.locator('img')).toHaveAttribute('src', /\/media\/catalog\/product\//);
  await expect(order.getByTestId('order-shipping-address')).toContainText('Tverskaya 1');
  await expect(order.getByTestId('order-billing-address')).toContainText('Moscow');
  await expect(order.getByTestId('order-shipping-method')).not.toBeEmpty();
  await expect(order.getByTestId('order-totals')).toContainText('Subtotal');
  await expect(order.getByTestId('order-totals')).toContainText('Grand total');
}

test('a guest paying by bank transfer gets the whole order, how to pay and an account made from it', async ({
  page,
  context,
}) => {
  await chooseWebsite(context, 'ru', { locale: 'en-US' });
  const email = uniqueEmail('confirmation');
  const number = await guestCheckoutByBankTransfer(page, email);
  expect(number).toMatch(/^\d+$/);

  await expectOrderContents(page);
  await expect(page.getByTestId('order-payment-method')).toContainText('Оплата по счёту');
  await expect(page.getByTestId('next-email')).toContainText(email);
  // The store's bank transfer instructions (payment/banktransfer/instructions), once.
  await expect(page.getByTestId('payment-instructions')).toHaveCount(1);
  await expect(page.getByTestId('payment-instructions')).toContainText('ИНН');

  // The account made from the order: name and e-mail filled in, and the order is in it afterwards.
  await page
    .getByTestId('create-account')
    .getByRole('link', { name: 'Create an account from this order' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/ru/customer/signup\\?order_number=${number}$`));
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await expect(page.getByLabel('First name')).toHaveValue('Anna');
  await expect(page.getByLabel('Last name')).toHaveValue('Pavlova');
  await waitForHydration(page);
  const form = page.locator('main [data-customer-form="signUp"]');
  await form.locator('input[name="password"]').fill(TEST_PASSWORD);
  await form.getByRole('button', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/ru\/customer\/account\/$/);
  await page.goto('/ru/customer/account/orders');
  await expect(page.getByTestId('order-row').filter({ hasText: number })).toHaveCount(1);
});

test('another browser with the same link sees the number and nothing of the order', async ({
  page,
  browser,
}) => {
  await chooseWebsite(page.context(), 'ru', { locale: 'en-US' });
  // The guest's order through the API (the first test walks the checkout); this browser placed it.
  const number = await guestOrderByBankTransfer(page.context(), uniqueEmail('confirmation-other'));
  await page.goto(`/ru/checkout/success?order_number=${number}`);
  await expect(page.getByTestId('confirmation-order')).toBeVisible();
  const other = await browser.newContext();
  await chooseWebsite(other, 'ru', { locale: 'en-US' });
  const stranger = await other.newPage();
  await stranger.goto(`/ru/checkout/success?order_number=${number}`);
  await expect(stranger.getByTestId('order-number')).toHaveText(number);
  await expect(stranger.getByTestId('confirmation-order')).toHaveCount(0);
  await expect(stranger.getByTestId('create-account')).toHaveCount(0);
  await expect(stranger.locator('body')).not.toContainText('Tverskaya');
  await other.close();
});

test('a signed-in customer’s confirmation shows the same contents and links the order page', async ({
  page,
  context,
}) => {
  const customer = await createCustomer({ firstname: 'Anna', lastname: 'Pavlova' });
  await chooseWebsite(context, 'ru', { locale: 'en-US' });
  await useToken(context, customer.token);
  const number = await placeCustomerOrder(customer.token);
  await page.goto(`/ru/checkout/success?order_number=${number}`);
  await expectOrderContents(page);
  await expect(page.getByTestId('next-email')).toContainText(customer.email);
  await expect(page.getByTestId('create-account')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View the order' })).toHaveAttribute(
    'href',
    `/ru/customer/account/orders/${number}`,
  );
});
