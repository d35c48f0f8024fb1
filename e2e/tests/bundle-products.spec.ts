// Bundle products (issue 18): the demo's "Oslo dining set" is a dynamic bundle — a table (radio), 4
// chairs of one kind whose number may change (a drop-down), a bench if wanted (a check box). The
// shopper chooses black chairs and six of them, sees the set's price follow, adds it to the cart,
// finds the choice on the cart line and checks out as a guest; the confirmation lists the products.
// Without JavaScript the same form posts and a required option left open is refused by name.
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { sidebar } from './cart-support.ts';
import { apiCall, uniqueEmail } from './customer-support.ts';
import { checkOutIntCartByBankTransfer } from './order-confirmation-support.ts';
import { chooseWebsite, SCREENSHOTS, screenshot, settleImages, waitForHydration } from './support.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const BUNDLE_SKU = 'BND-OSLO-DINING-SET';

interface BundleChoice {
  label: string;
  price: number;
  quantity: number;
}

interface DemoBundle {
  __typename: string;
  url_key: string;
  url_suffix: string | null;
  items: { title: string; options: BundleChoice[] }[];
}

/** The set as the API serves it on the international website (its page, its choices' prices). */
async function demoBundle(): Promise<DemoBundle> {
  const data = await apiCall<{ products: { items: DemoBundle[] } }>(
    `{ products(filter: { sku: { eq: "${BUNDLE_SKU}" } }) { items { __typename url_key url_suffix
      ... on BundleProduct { items { title options { label price quantity } } } } } }`,
    {},
    { store: 'int' },
  );
  const [bundle] = data.products.items;
  if (!bundle) throw new Error(`The demo catalogue has no ${BUNDLE_SKU}`);
  expect(bundle.__typename).toBe('BundleProduct');
  return bundle;
}

function choice(bundle: DemoBundle, option: string, label: string): BundleChoice {
  const found = bundle.items
    .find((item) => item.title === option)
    ?.options.find((entry) => entry.label === label);
  if (!found) throw new Error(`${option} has no ${label}`);
  return found;
}

/** "1,480.00" for 1480: how the page writes an amount in English, without its currency. */
const amount = (value: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

/** "Chairs: 6 × Oslo dining chair, black" on a cart line (a term and its value, no space between in the text). */
const optionLine = (label: string, value: string) =>
  new RegExp(`${label}:\\s*${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

async function chooseChairs(page: Page, label: string) {
  const chairs = page.getByLabel('Chairs', { exact: false }).and(page.locator('select'));
  const value = await chairs.locator('option', { hasText: label }).getAttribute('value');
  await chairs.selectOption(value ?? '');
}

test('buy a bundle with a chosen chair option', async ({ page, context }) => {
  const bundle = await demoBundle();
  const table = choice(bundle, 'Table', 'Oslo dining table 180 cm');
  const oak = choice(bundle, 'Chairs', 'Oslo dining chair, oak');
  const black = choice(bundle, 'Chairs', 'Oslo dining chair, black');

  await chooseWebsite(context, 'int', { locale: 'en-US' });
  await page.goto(`/int/${bundle.url_key}${bundle.url_suffix ?? ''}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oslo dining set');
  // The price view: the range from the cheapest to the dearest set.
  await expect(page.getByTestId('product-price')).toContainText('From');
  await expect(page.getByTestId('product-price')).toContainText('To');
  // The defaults: the 180 cm table and four oak chairs.
  const summary = page.getByTestId('bundle-summary');
  await expect(page.getByRole('radio', { name: /Oslo dining table 180 cm/ })).toBeChecked();
  await expect(summary).toContainText(amount(table.price + oak.quantity * oak.price));
  await expect(summary).toContainText(`4 × ${oak.label}`);
  await screenshot(page, 'bundle-product-page', { fullPage: true, images: true });

  // Black chairs, six of them: the set's price follows.
  await chooseChairs(page, black.label);
  await expect(summary).toContainText(amount(table.price + 4 * black.price));
  await page.getByLabel('Quantity of Chairs').fill('6');
  await expect(summary).toContainText(amount(table.price + 6 * black.price));
  await expect(summary).toContainText(`6 × ${black.label}`);

  await page.getByTestId('add-to-cart').click();
  const line = sidebar(page).getByTestId('cart-line');
  await expect(line).toHaveAttribute('data-sku', BUNDLE_SKU);
  await expect(line).toContainText(optionLine('Chairs', `6 × ${black.label}`));
  await expect(line).toContainText(optionLine('Table', `1 × ${table.label}`));

  await page.goto('/int/checkout/cart');
  await waitForHydration(page);
  const cartLine = page.getByTestId('cart-line').filter({ hasText: 'Oslo dining set' });
  await expect(cartLine).toContainText(optionLine('Chairs', `6 × ${black.label}`));
  // Projects hold no bundles: the line offers no "Add to project".
  await expect(cartLine.getByTestId('add-to-project-button')).toHaveCount(0);
  await expect(cartLine.getByTestId('cart-line-total')).toContainText(amount(table.price + 6 * black.price));
  await screenshot(page, 'bundle-cart', { fullPage: true, images: true });

  await checkOutIntCartByBankTransfer(page, uniqueEmail('bundle'));
  const item = page.getByTestId('order-item').filter({ hasText: 'Oslo dining set' });
  await expect(item).toContainText(`Table: 1 × ${table.label}`);
  await expect(item).toContainText(`Chairs: 6 × ${black.label}`);
  await item.scrollIntoViewIfNeeded();
  await screenshot(page, 'bundle-order-confirmation', { fullPage: true, images: true });
});

test('a required option left open is named before anything is sent', async ({ page, context }) => {
  const bundle = await demoBundle();
  await chooseWebsite(context, 'int', { locale: 'en-US' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/int/${bundle.url_key}${bundle.url_suffix ?? ''}`);
  await waitForHydration(page);
  await page.getByLabel('Chairs', { exact: false }).and(page.locator('select')).selectOption('');
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('bundle-required')).toHaveText('Choose Chairs first.');
  await expect(page.getByTestId('cart-button')).toHaveAttribute('data-count', '0');
  // Pictures loaded first (that scrolls the page), then the options in view.
  if (SCREENSHOTS) await settleImages(page);
  await page.getByTestId('bundle-options').evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await screenshot(page, 'bundle-product-page-phone');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the set goes into the cart as chosen, and a required option left open is refused', async ({
    page,
    context,
  }) => {
    const bundle = await demoBundle();
    const black = choice(bundle, 'Chairs', 'Oslo dining chair, black');
    await chooseWebsite(context, 'int', { locale: 'en-US' });
    const path = `/int/${bundle.url_key}${bundle.url_suffix ?? ''}`;
    await page.goto(path);
    // Left on "Choose …": refused, naming the option, back on the product page.
    await chooseChairs(page, 'Choose an option');
    await page.getByTestId('add-to-cart').click();
    await expect(page.locator('text="Choose Chairs first." >> visible=true')).toBeVisible();

    await page.goto(path);
    await chooseChairs(page, black.label);
    await page.getByLabel('Quantity of Chairs').fill('5');
    await page.getByTestId('add-to-cart').click();
    await page.goto('/int/checkout/cart');
    await expect(page.getByTestId('cart-line').filter({ hasText: 'Oslo dining set' }).first()).toContainText(
      optionLine('Chairs', `5 × ${black.label}`),
    );
  });
});
