// The way to an order confirmation the tests and screenshots share: a guest's checkout on the
// Russian website (English interface) paid by bank transfer, through every step in the browser.
import { expect as baseExpect, type Page } from '@playwright/test';
import {
  expectCurrentStep,
  fillAddress,
  guestCartWithChair,
  MOSCOW,
  step,
  useCart,
} from './checkout-support.ts';
import { waitForHydration } from './support.ts';

const expect = baseExpect.configure({ timeout: 20_000 });

async function continueStep(page: Page, name: string) {
  await step(page, name).getByRole('button', { name: 'Continue' }).click();
}

/** A guest's checkout on the Russian website (English interface) paid by bank transfer. */
export async function guestCheckoutByBankTransfer(page: Page, email: string) {
  await useCart(page.context(), 'ru', await guestCartWithChair('ru'));
  await page.goto('/ru/checkout');
  await waitForHydration(page);
  await step(page, 'email').getByLabel('E-mail address').fill(email);
  await continueStep(page, 'email');
  await expectCurrentStep(page, 'shipping-address');
  await fillAddress(page, 'shipping-address-form', MOSCOW);
  await continueStep(page, 'shipping-address');
  await expectCurrentStep(page, 'shipping-method');
  await step(page, 'shipping-method').getByRole('radio').first().check();
  await continueStep(page, 'shipping-method');
  await expectCurrentStep(page, 'payment-method');
  await step(page, 'payment-method')
    .getByRole('radio', { name: /Оплата по счёту/ })
    .check();
  await continueStep(page, 'payment-method');
  await expectCurrentStep(page, 'review');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('checkout-success')).toBeVisible();
  return (await page.getByTestId('order-number').textContent())?.trim() ?? '';
}
