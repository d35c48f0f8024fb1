// The home page's product rails: new, most viewed and on sale, each a row of product cards with
// previous/next buttons; a sale card shows the old price struck through; a card opens its product.
import { expect as baseExpect, test } from '@playwright/test';
import { apiCall } from './customer-support.ts';
import { chooseWebsite, WEB_URL, waitForHydration } from './support.ts';

const expect = baseExpect.configure({ timeout: 20_000 });

/** A view of a catalogue product, so the store-wide most viewed rail has something to show. */
async function viewSomeProduct() {
  const { products } = await apiCall<{ products: { items: { sku: string }[] } }>(
    '{ products(filter: {}, pageSize: 1) { items { sku } } }',
    {},
    { store: 'int' },
  );
  await apiCall(
    'mutation($sku: String) { recordProductView(sku: $sku) }',
    { sku: products.items[0]!.sku },
    {
      store: 'int',
    },
  );
}

test.beforeAll(viewSomeProduct);

test('the home page shows the new, most viewed and on-sale rails with their products', async ({
  page,
  context,
}) => {
  await chooseWebsite(context, 'int');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${WEB_URL}/int/`);
  for (const [key, title] of [
    ['new', 'New'],
    ['most_viewed', 'Most viewed'],
    ['on_sale', 'On sale'],
  ] as const) {
    const rail = page.locator(`[data-rail="${key}"]`);
    await expect(rail.getByRole('heading', { level: 2 })).toHaveText(title);
    await expect(rail.locator('[data-rail-row] li a').first()).toBeVisible();
  }
  // every on-sale card has its old price struck through, above its final price
  const saleCards = page.locator('[data-rail="on_sale"] [data-rail-row] li');
  const count = await saleCards.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await expect(saleCards.nth(i).locator('s')).toHaveCount(1);
  await expect(saleCards.first().locator('s')).toBeVisible();
});

test('a rail scrolls with its labelled next and previous buttons, from the keyboard too', async ({
  page,
  context,
}) => {
  await chooseWebsite(context, 'int');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${WEB_URL}/int/`);
  await waitForHydration(page);
  const rail = page.locator('[data-rail="new"]');
  const row = rail.locator('[data-rail-row]');
  const next = rail.getByRole('button', { name: 'New: next products' });
  const previous = rail.getByRole('button', { name: 'New: previous products' });
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  await next.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await expect(previous).toBeEnabled();
  // the row's end disables "next"
  await row.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(next).toBeDisabled();
  await previous.click();
  await expect(next).toBeEnabled();
});

test('a rail card opens its product page', async ({ page, context }) => {
  await chooseWebsite(context, 'int');
  await page.goto(`${WEB_URL}/int/`);
  await waitForHydration(page);
  const link = page.locator('[data-rail="on_sale"] [data-rail-row] li a').first();
  const href = await link.getAttribute('href');
  const name = (await link.locator('p').textContent())?.trim() ?? '';
  expect(href).toMatch(/^\/int\/.+/);
  await link.click();
  await expect(page).toHaveURL(`${WEB_URL}${href}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('the Russian home page names the rails in Russian and works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'ru-RU' });
  await chooseWebsite(context, 'ru');
  const page = await context.newPage();
  await page.goto(`${WEB_URL}/ru/`);
  await expect(page.locator('[data-rail="new"] h2')).toHaveText('Новинки');
  await expect(page.locator('[data-rail="most_viewed"] h2')).toHaveText('Популярное');
  await expect(page.locator('[data-rail="on_sale"] h2')).toHaveText('Скидки');
  await expect(page.locator('[data-rail="new"] [data-rail-row] li a').first()).toHaveAttribute(
    'href',
    /^\/ru\/.+/,
  );
  await context.close();
});
