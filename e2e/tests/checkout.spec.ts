// The checkout in a real browser against the real API: the empty-cart guard, every step's field
// validation with the spec's messages, a guest paying a configurable chair with a coupon by card on
// the Russian website through the payment provider's page (the API's sandbox; the shopper chose the
// English interface, so the locale cookie is en-US: decision 0035), and a declined payment that
// leaves the cart (and its cookie) as it was; a placed or paid order clears the cookie.
import { type BrowserContext, expect as baseExpect, type Page, test } from '@playwright/test';
import {
  CONFIGURABLE,
  configurablePictures,
  continueStep,
  expectCurrentStep,
  fillAddress,
  guestCartWithChair,
  MOSCOW,
  step,
  useCart,
} from './checkout-support.ts';
import { uniqueEmail } from './customer-support.ts';
import { chooseWebsite, waitForHydration } from './support.ts';

// Every step is a form post, a redirect and the page's API calls on a shared 2-core machine.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

/** E-mail, address, the first shipping method; billing follows the shipping address. */
async function fillGuestSteps(page: Page, email: string) {
  await step(page, 'email').getByLabel('E-mail address').fill(email);
  await continueStep(page, 'email');
  await expectCurrentStep(page, 'shipping-address');
  await fillAddress(page, 'shipping-address-form', MOSCOW);
  await continueStep(page, 'shipping-address');
  await expectCurrentStep(page, 'shipping-method');
  await step(page, 'shipping-method').getByRole('radio').first().check();
  await continueStep(page, 'shipping-method');
  // Billing is the shipping address by default, so the payment step is next.
  await expectCurrentStep(page, 'payment-method');
  await expect(step(page, 'billing-address')).toContainText('Same as the shipping address');
}

/** The storefront's cart cookie, if the browser still has one. */
async function cartCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === 'cart_id')?.value;
}

async function payByCard(page: Page) {
  await step(page, 'payment-method')
    .getByRole('radio', { name: /Банковская карта/ })
    .check();
  await continueStep(page, 'payment-method');
  await expectCurrentStep(page, 'review');
  await page.getByRole('button', { name: 'Place order' }).click();
}

test('the checkout of an empty cart sends the shopper home', async ({ page, context }) => {
  await chooseWebsite(context, 'int');
  await page.goto('/int/checkout');
  await expect(page).toHaveURL(/\/int\/$/);
});

test('each step shows the spec messages for missing and invalid fields', async ({ page, context }) => {
  await chooseWebsite(context, 'ru', { locale: 'en-US' });
  await useCart(context, 'ru', await guestCartWithChair('ru'));
  await page.goto('/ru/checkout');
  await waitForHydration(page);
  await expectCurrentStep(page, 'email');
  await continueStep(page, 'email');
  await expect(step(page, 'email')).toContainText('This is a required field.');
  await step(page, 'email').getByLabel('E-mail address').fill('not-an-address');
  await continueStep(page, 'email');
  await expect(step(page, 'email')).toContainText('Enter a valid e-mail address');
  await step(page, 'email').getByLabel('E-mail address').fill(uniqueEmail('checkout-validation'));
  await continueStep(page, 'email');

  await expectCurrentStep(page, 'shipping-address');
  const form = page.getByTestId('shipping-address-form');
  await form.getByLabel('First name').fill('');
  await continueStep(page, 'shipping-address');
  for (const label of ['First name', 'Last name', 'Phone number', 'City']) {
    await expect(form.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(form.getByText('This is a required field.').first()).toBeVisible();
  // The postcode is optional on a cart address (spec §5).
  await expect(form.getByLabel('ZIP or postal code')).not.toHaveAttribute('aria-invalid', 'true');
  await fillAddress(page, 'shipping-address-form', { ...MOSCOW, region: undefined });
  await continueStep(page, 'shipping-address');
  await expect(form.getByLabel('State or region')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('State or region').selectOption({ label: 'Москва' });
  await continueStep(page, 'shipping-address');
  await expectCurrentStep(page, 'shipping-method');
  await continueStep(page, 'shipping-method');
  await expect(step(page, 'shipping-method')).toContainText('This is a required field.');
});

test('a guest buys a configurable chair with a coupon, paying by card on the provider page', async ({
  page,
  context,
}) => {
  await chooseWebsite(context, 'ru', { locale: 'en-US' });
  // The product page: pick the colour and add the chair (sold in twos) to the cart.
  await page.goto(`/ru/${CONFIGURABLE.urlPath}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: CONFIGURABLE.colour }).click();
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-button')).toContainText('2');
  // The cart page: the coupon, then on to the checkout.
  await page.goto('/ru/checkout/cart');
  await waitForHydration(page);
  await page.getByLabel('Enter a discount code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('cart-discount')).toBeVisible();
  await page.getByTestId('cart-checkout').click();

  await expect(page).toHaveURL(/\/ru\/checkout$/);
  await waitForHydration(page);
  const summary = page.getByTestId('order-summary');
  await expect(summary).toContainText(CONFIGURABLE.name);
  await expect(summary).toContainText('Qty: 2');
  await expect(summary).toContainText('Coupon: WELCOME10');
  // The summary shows the chosen colour's picture, not the parent's.
  const pictures = await configurablePictures();
  expect(pictures.variant).not.toBe(pictures.parent);
  await expect(summary.getByTestId('summary-item').locator('img')).toHaveAttribute(
    'src',
    new RegExp(`${pictures.variant.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  );

  await fillGuestSteps(page, uniqueEmail('checkout-card'));
  await payByCard(page);

  // The provider's page (the API's Robokassa sandbox): approve the payment.
  await expect(page).not.toHaveURL(/127\.0\.0\.1:31\d\d/);
  await page.getByRole('button', { name: /^(Pay|Оплатить)$/ }).click();

  await expect(page.getByTestId('checkout-success')).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(/\d+/);
  // The paid order closed the cart: its cookie is gone, so no page asks the API for it again.
  expect(await cartCookie(context)).toBeUndefined();
  await page.goto('/ru/checkout');
  await expect(page).toHaveURL(/\/ru\/$/);
});

test('a declined card payment brings the shopper back with the cart as it was', async ({ page, context }) => {
  await chooseWebsite(context, 'ru', { locale: 'en-US' });
  await useCart(context, 'ru', await guestCartWithChair('ru'));
  await page.goto('/ru/checkout');
  await waitForHydration(page);
  await fillGuestSteps(page, uniqueEmail('checkout-declined'));
  await payByCard(page);
  await expect(page).not.toHaveURL(/127\.0\.0\.1:31\d\d/);
  await page.getByRole('button', { name: /^(Decline|Отказаться)$/ }).click();

  await expect(page.getByTestId('payment-declined')).toBeVisible();
  // The same cart is given back, so its cookie stays.
  expect(await cartCookie(context)).toBeDefined();
  await expect(page.getByRole('alert')).toContainText('The payment was declined or cancelled');
  await page.getByRole('link', { name: 'Back to checkout' }).click();
  await expect(page.getByTestId('summary-item')).toHaveCount(1);
  await expect(page.getByTestId('summary-item')).toContainText('Qty: 2');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every step is a form that posts and answers, up to the placed order', async ({ page, context }) => {
    await chooseWebsite(context, 'ru', { locale: 'en-US' });
    await useCart(context, 'ru', await guestCartWithChair('ru'));
    await page.goto('/ru/checkout');
    await continueStep(page, 'email');
    await expect(step(page, 'email')).toContainText('This is a required field.');
    await fillGuestSteps(page, uniqueEmail('checkout-nojs'));
    await step(page, 'payment-method')
      .getByRole('radio', { name: /Оплата по счёту/ })
      .check();
    await continueStep(page, 'payment-method');
    await expectCurrentStep(page, 'review');
    // The bank transfer's prompt (the account to pay to) is shown with the chosen method.
    await expect(step(page, 'payment-method')).toContainText('ИНН');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByTestId('checkout-success')).toBeVisible();
    await expect(page.getByTestId('order-number')).toHaveText(/\d+/);
    expect(await cartCookie(context)).toBeUndefined();
  });
});
