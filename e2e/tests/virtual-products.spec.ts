// Virtual products (issue 18): the demo's design consultation is a virtual product. Its page has
// no delivery line, it goes into the cart like any product, and a cart holding only it checks out
// without a shipping step (e-mail, billing address, payment, review), to an order confirmation
// that shows no shipping.
import { expect as baseExpect, test } from '@playwright/test';
import { sidebar } from './cart-support.ts';
import { continueStep, expectCurrentStep, fillAddress, MOSCOW, step } from './checkout-support.ts';
import { apiCall, uniqueEmail } from './customer-support.ts';
import { chooseWebsite, screenshot, waitForHydration } from './support.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const CONSULTATION_SKU = 'SRV-DESIGN-CONSULT';

async function consultationPath(website: string): Promise<string> {
  const data = await apiCall<{
    products: { items: { __typename: string; url_key: string; url_suffix: string | null }[] };
  }>(
    `{ products(filter: { sku: { eq: "${CONSULTATION_SKU}" } }) { items { __typename url_key url_suffix } } }`,
  );
  const [product] = data.products.items;
  if (!product) throw new Error('The demo catalogue has no design consultation');
  expect(product.__typename).toBe('VirtualProduct');
  return `/${website}/${product.url_key}${product.url_suffix ?? ''}`;
}

test('a virtual-only cart skips shipping', async ({ page, context }) => {
  await chooseWebsite(context, 'ru', { locale: 'en-US' });
  await page.goto(await consultationPath('ru'));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Консультация дизайнера');
  await expect(page.getByText('Expected delivery')).toHaveCount(0);
  await screenshot(page, 'virtual-product-page');
  await page.getByTestId('add-to-cart').click();
  await expect(sidebar(page).getByTestId('cart-line')).toHaveAttribute('data-sku', CONSULTATION_SKU);

  await page.goto('/ru/checkout');
  await waitForHydration(page);
  const steps = page.getByTestId('checkout-steps');
  await expect(step(page, 'shipping-address')).toHaveCount(0);
  await expect(step(page, 'shipping-method')).toHaveCount(0);
  await step(page, 'email').getByLabel('E-mail address').fill(uniqueEmail('virtual'));
  await continueStep(page, 'email');
  await expectCurrentStep(page, 'billing-address');
  await fillAddress(page, 'billing-address-form', MOSCOW);
  await continueStep(page, 'billing-address');
  await expectCurrentStep(page, 'payment-method');
  await step(page, 'payment-method')
    .getByRole('radio', { name: /Оплата по счёту/ })
    .check();
  await continueStep(page, 'payment-method');
  await expectCurrentStep(page, 'review');
  await expect(steps).not.toContainText('Shipping');
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'virtual-checkout-review', { fullPage: true });
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page.getByTestId('checkout-success')).toBeVisible();
  await expect(page.getByTestId('order-shipping-address')).toHaveCount(0);
  await expect(page.getByTestId('order-shipping-method')).toHaveCount(0);
  await expect(page.getByTestId('order-shipping')).toHaveCount(0);
  await expect(page.getByTestId('order-billing-address')).toContainText('Tverskaya 1');
  await expect(page.getByTestId('next-contact')).toHaveText(
    'Nothing is shipped: once the order is paid, our manager will call you to book the time.',
  );
  await screenshot(page, 'virtual-order-confirmation', { fullPage: true });
});
