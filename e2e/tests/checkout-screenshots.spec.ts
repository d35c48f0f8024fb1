// Full-page screenshots of the checkout's steps, the confirmation, the declined payment and the
// account's orders at 1440 px and on a 390 px phone, in English and in Russian, for a person to
// look at (screenshots/checkout-*.png).
import { expect as baseExpect, type Page, test } from '@playwright/test';
import {
  expectCurrentStep,
  fillAddress,
  guestCartWithChair,
  MOSCOW,
  placeCustomerOrder,
  step,
  useCart,
} from './checkout-support.ts';
import { createCustomer, uniqueEmail, useToken } from './customer-support.ts';
import { chooseWebsite, SCREENSHOTS, screenshot, waitForHydration } from './support.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

async function shot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  await page.waitForLoadState('networkidle');
  await screenshot(page, `checkout-${name}`, { fullPage: true });
}

/** Russia as the country list names it in each interface language. */
const COUNTRY = { en: 'Russia', ru: 'Россия' } as const;

const LOCALES = [
  ['en', 'en-US'],
  ['ru', 'ru-RU'],
] as const;

for (const width of [1440, 390]) {
  for (const [language, locale] of LOCALES) {
    test(`checkout steps at ${width} px in ${language}`, async ({ page, context }) => {
      const suffix = `${width}-${language}`;
      await chooseWebsite(context, 'ru', { locale });
      await useCart(context, 'ru', await guestCartWithChair('ru', 2, 'WELCOME10'));
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/ru/checkout');
      await waitForHydration(page);
      await shot(page, `1-email-${suffix}`);
      await step(page, 'email').getByRole('textbox').fill(uniqueEmail('checkout-shots'));
      await step(page, 'email').getByRole('button').last().click();
      await expectCurrentStep(page, 'shipping-address');
      await step(page, 'shipping-address').getByRole('button').last().click();
      await expect(
        page.getByTestId('shipping-address-form').locator('[aria-invalid="true"]').first(),
      ).toBeVisible();
      await shot(page, `2-shipping-address-errors-${suffix}`);
      await fillAddress(page, 'shipping-address-form', { ...MOSCOW, country: COUNTRY[language] });
      await step(page, 'shipping-address').getByRole('button').last().click();
      await expectCurrentStep(page, 'shipping-method');
      await step(page, 'shipping-method').getByRole('radio').last().check();
      await shot(page, `3-shipping-method-${suffix}`);
      await step(page, 'shipping-method').getByRole('button').last().click();
      await expectCurrentStep(page, 'payment-method');
      await step(page, 'payment-method').getByRole('radio').last().check();
      await shot(page, `4-payment-method-${suffix}`);
      await step(page, 'payment-method').getByRole('button').last().click();
      await expectCurrentStep(page, 'review');
      await shot(page, `5-review-${suffix}`);
      await page.goto('/ru/checkout?step=billing-address');
      await waitForHydration(page);
      await step(page, 'billing-address').locator('input[name="same_as_shipping"]').uncheck();
      await shot(page, `6-billing-address-${suffix}`);
      await page.goto('/ru/checkout');
      await waitForHydration(page);
      await page.getByTestId('place-order-form').getByRole('button').click();
      await expect(page.getByTestId('checkout-success')).toBeVisible();
      await shot(page, `7-success-${suffix}`);
    });
  }
}

for (const width of [1440, 390]) {
  for (const [language, locale] of LOCALES) {
    test(`declined payment and account orders at ${width} px in ${language}`, async ({ page, context }) => {
      const suffix = `${width}-${language}`;
      await chooseWebsite(context, 'ru', { locale });
      await page.setViewportSize({ width, height: 900 });

      // A declined card payment: back from the provider page with the cart kept.
      await useCart(context, 'ru', await guestCartWithChair('ru'));
      await page.goto('/ru/checkout');
      await waitForHydration(page);
      await step(page, 'email').getByRole('textbox').fill(uniqueEmail('checkout-declined-shot'));
      await step(page, 'email').getByRole('button').last().click();
      await expectCurrentStep(page, 'shipping-address');
      await fillAddress(page, 'shipping-address-form', { ...MOSCOW, country: COUNTRY[language] });
      await step(page, 'shipping-address').getByRole('button').last().click();
      await expectCurrentStep(page, 'shipping-method');
      await step(page, 'shipping-method').getByRole('radio').first().check();
      await step(page, 'shipping-method').getByRole('button').last().click();
      await expectCurrentStep(page, 'payment-method');
      await step(page, 'payment-method').getByRole('radio').first().check();
      await step(page, 'payment-method').getByRole('button').last().click();
      await expectCurrentStep(page, 'review');
      await page.getByTestId('place-order-form').getByRole('button').click();
      await page.getByRole('button', { name: /^(Decline|Отказаться)$/ }).click();
      await expect(page.getByTestId('payment-declined')).toBeVisible();
      await shot(page, `8-declined-${suffix}`);

      // A customer's orders: the list and one order.
      const customer = await createCustomer({ firstname: 'Anna', lastname: 'Pavlova' });
      const first = await placeCustomerOrder(customer.token);
      const number = await placeCustomerOrder(customer.token);
      await useToken(context, customer.token);
      await page.goto('/ru/customer/account/orders');
      await expect(page.getByTestId('order-row')).toHaveCount(2);
      await shot(page, `9-orders-${suffix}`);
      await page.goto(`/ru/customer/account/orders/${number}`);
      await expect(page.getByTestId('order-detail')).toBeVisible();
      await shot(page, `10-order-${suffix}`);
      expect(first).not.toBe(number);
    });
  }
}
