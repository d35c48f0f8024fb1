// Screenshots of issue 16 §3 for a person to look at (E2E_SCREENSHOTS=1): the phone category page
// with the filters panel open, the phone cart with its sticky summary, the product page without
// JavaScript (drop-downs), the search suggestions at 1440 and 390 px, and the search results'
// category facet as a tree. Without E2E_SCREENSHOTS the same pages are walked and checked.
import { expect as baseExpect, test } from '@playwright/test';
import { findProduct, isConfigurableInStock, isPlainSimple, productPath, sidebar } from './cart-support.ts';
import { chooseWebsite, screenshot, waitForHydration } from './support.ts';

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

for (const [website, locale, heading] of [
  ['int', 'en-US', 'Living room'],
  ['ru', 'ru-RU', 'Гостиная'],
] as const) {
  test(`phone category page with the filters open, ${website}`, async ({ context, page }) => {
    await chooseWebsite(context, website, { locale });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${website}/living-room`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await waitForHydration(page);
    await screenshot(page, `mobile-category-${website}-390`, { images: true });
    await page.getByTestId('filters-button').click();
    await expect(page.getByTestId('filters-panel')).toBeVisible();
    await page.getByTestId('filters-panel').locator('[data-facet="color"] a').nth(1).click();
    await expect(page.getByTestId('filters-reset')).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await screenshot(page, `mobile-filters-open-${website}-390`);
  });
}

test('phone cart with the sticky summary', async ({ context, page }) => {
  await chooseWebsite(context, 'ru', { locale: 'ru-RU' });
  await page.setViewportSize({ width: 390, height: 844 });
  for (const skip of [3, 4]) {
    const product = await findProduct(isPlainSimple, skip);
    await page.goto(productPath(product, 'ru'));
    await waitForHydration(page);
    await page.getByTestId('add-to-cart').click();
    await expect(sidebar(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sidebar(page)).toHaveCount(0);
  }
  await page.goto('/ru/checkout/cart');
  await waitForHydration(page);
  await expect(page.getByTestId('cart-checkout-sticky')).toBeInViewport();
  await screenshot(page, 'mobile-cart-sticky-ru-390', { images: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByTestId('cart-sticky-summary')).toBeHidden();
  await screenshot(page, 'mobile-cart-desktop-ru-1440', { images: true });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const width of [390, 1440]) {
    test(`product page with drop-downs at ${width} px`, async ({ context, page }) => {
      await chooseWebsite(context, 'int');
      await page.setViewportSize({ width, height: 1000 });
      const product = await findProduct(isConfigurableInStock, 3);
      await page.goto(productPath(product));
      await expect(page.getByTestId('configurable-select').first()).toBeVisible();
      await screenshot(page, `mobile-product-nojs-${width}`, { fullPage: width === 390 });
    });
  }

  test('phone filters panel and a refused add, without JavaScript', async ({ context, page }) => {
    await chooseWebsite(context, 'ru', { locale: 'ru-RU' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/ru/living-room');
    await page.getByTestId('filters-button').click();
    await expect(page.getByTestId('filters-panel')).toBeVisible();
    await screenshot(page, 'mobile-filters-nojs-ru-390');

    const product = await findProduct(isConfigurableInStock, 3);
    await page.goto(productPath(product, 'ru'));
    const select = page.getByTestId('configurable-select').first();
    const name = (await select.getAttribute('name')) ?? '';
    const uid = name.slice('configurable_option['.length, -1);
    const label =
      (await page.locator(`input[name="configurable_option_label[${uid}]"]`).getAttribute('value')) ?? '';
    await page.request.post('/ru/checkout/cart/add', {
      form: {
        sku: product.sku,
        redirect_to: productPath(product, 'ru'),
        [name]: '',
        [`configurable_option_label[${uid}]`]: label,
      },
      maxRedirects: 0,
    });
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: `Сначала выберите: ${label}.` })).toBeVisible();
    await screenshot(page, 'mobile-product-nojs-refused-ru-390');
  });
});

for (const width of [1440, 390]) {
  test(`search suggestions open at ${width} px`, async ({ context, page }) => {
    await chooseWebsite(context, 'int');
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/int/');
    await waitForHydration(page);
    const box = page.getByRole('combobox', { name: 'Search the catalogue' }).locator('visible=true');
    await box.pressSequentially('sofa');
    const list = page.getByTestId('search-suggestions').locator('visible=true');
    await expect(list.locator('[data-kind="category"]').first()).toBeVisible();
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await screenshot(page, `mobile-suggestions-${width}`, { images: true });
  });
}

test('search results with the category facet as a tree', async ({ context, page }) => {
  await chooseWebsite(context, 'ru', { locale: 'ru-RU' });
  await page.setViewportSize({ width: 1440, height: 1200 });
  await page.goto('/ru/catalogsearch/result?q=диван');
  await expect(page.locator('[data-facet="category_uid"] li[data-depth="1"]').first()).toBeVisible();
  await screenshot(page, 'mobile-search-facet-tree-ru-1440', { images: true });
});
