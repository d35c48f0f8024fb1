// A customer's checkout in a real browser against the real API: signing in with a guest cart merges
// it into the customer's cart, the saved address is offered, cash on delivery is chosen with its
// prompt, and the order then shows in the account's orders list and on its own page (with the
// guest cart's coupon as a discount line).
import { expect as baseExpect, test } from '@playwright/test';
import { expectCurrentStep, guestCartWithChair, step, useCart } from './checkout-support.ts';
import { createAddress, createCustomer } from './customer-support.ts';
import { chooseWebsite, waitForHydration } from './support.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

test('a customer signs in with a guest cart, pays cash on delivery and finds the order in the account', async ({
  page,
  context,
}) => {
  const customer = await createCustomer({ firstname: 'Anna', lastname: 'Pavlova' });
  await createAddress(customer.token, {
    firstname: 'Anna',
    lastname: 'Pavlova',
    street: ['Tverskaya 1'],
    city: 'Moscow',
    country_code: 'RU',
    region: { region_id: 44 },
    postcode: '125009',
    telephone: '+7 495 000 00 00',
  });
  // On the Russian website in the English interface the shopper chose (locale cookie).
  await chooseWebsite(context, 'ru', { locale: 'en-US' });
  // The guest's cart carries a coupon, which comes along and shows on the order.
  await useCart(context, 'ru', await guestCartWithChair('ru', 2, 'WELCOME10'));

  // Sign in through the drawer: the guest cart is merged into the customer's.
  await page.goto('/ru/');
  await waitForHydration(page);
  await page.getByTestId('account-button').click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('E-mail').fill(customer.email);
  await drawer.getByLabel('Password').fill(customer.password);
  await drawer.getByRole('button', { name: 'Sign in' }).click();
  await expect(drawer).toBeHidden();

  await page.goto('/ru/checkout');
  await waitForHydration(page);
  // The guest's chair came along into the customer's cart.
  await expect(page.getByTestId('summary-item')).toHaveCount(1);
  await expect(page.getByTestId('summary-item')).toContainText('Qty: 2');
  // No e-mail step for a customer; the default shipping address is chosen already.
  await expectCurrentStep(page, 'shipping-address');
  const saved = page.getByTestId('saved-address-option');
  await expect(saved).toHaveCount(1);
  await expect(saved.getByRole('radio')).toBeChecked();
  await step(page, 'shipping-address').getByRole('button', { name: 'Continue' }).click();

  await expectCurrentStep(page, 'shipping-method');
  await step(page, 'shipping-method').getByRole('radio').first().check();
  await step(page, 'shipping-method').getByRole('button', { name: 'Continue' }).click();

  await expectCurrentStep(page, 'payment-method');
  await step(page, 'payment-method')
    .getByRole('radio', { name: /Оплата при получении/ })
    .check();
  await step(page, 'payment-method').getByRole('button', { name: 'Continue' }).click();
  await expectCurrentStep(page, 'review');
  await expect(step(page, 'payment-method')).toContainText(/Оплата при получении/);
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page.getByTestId('checkout-success')).toBeVisible();
  const number = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  expect(number).toMatch(/\d+/);

  // The order in the account: the list, then its page.
  await page.goto('/ru/customer/account/orders');
  await expect(page.getByTestId('account-nav').getByRole('link', { name: 'My orders' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const row = page.getByTestId('order-row').filter({ hasText: number });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('order-status')).not.toBeEmpty();
  await row.getByRole('link', { name: `Order № ${number}` }).click();

  const detail = page.getByTestId('order-detail');
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText(`Order № ${number}`);
  await expect(detail.getByTestId('order-item')).toContainText(/CHR-\d+-[A-Z-]+/);
  await expect(detail.getByTestId('order-shipping-address')).toContainText('Tverskaya 1');
  await expect(detail.getByTestId('order-billing-address')).toContainText('Moscow');
  await expect(detail.getByTestId('order-payment-method')).toContainText(/Оплата при получении/);
  await expect(detail.getByTestId('order-totals')).toContainText('Grand total');
  await expect(detail.getByTestId('order-discount')).toContainText('Coupon WELCOME10');
});

test("another customer's order number is not found, and a new customer has no orders", async ({
  page,
  context,
}) => {
  const customer = await createCustomer();
  await chooseWebsite(context, 'int');
  await context.addCookies([
    { name: 'auth_token', value: customer.token, domain: '127.0.0.1', path: '/', httpOnly: true },
  ]);
  await page.goto('/int/customer/account/orders');
  await expect(page.getByTestId('orders-empty')).toBeVisible();
  const response = await page.goto('/int/customer/account/orders/000000001');
  expect(response?.status()).toBe(404);
});
