import { expect, type Page, test } from '@playwright/test';
import { findProduct, isPlainSimple, productPath } from './cart-support.ts';
import { waitForHydration } from './support.ts';

/** An address the GeoIP dataset puts in Germany; the e2e storefront trusts X-Forwarded-For from 127.0.0.1. */
const GERMAN_IP = '85.214.132.117';

async function deepLink(page: Page): Promise<{ name: string; path: string }> {
  const product = await findProduct(isPlainSimple);
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': GERMAN_IP });
  await page.goto(productPath(product));
  return { name: product.name, path: productPath(product) };
}

test.describe('first visit', () => {
  test('shows the region and currency pop-up, which Escape and clicks outside cannot close', async ({
    page,
  }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Where should we deliver?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    const box = await page.locator('[data-dialog="region-and-currency"]').boundingBox();
    await page.mouse.click(box!.x + 5, box!.y + box!.height - 5);
    await expect(dialog).toBeVisible();
  });

  test('the pop-up is at most 600 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/int/');
    const width = await page.getByRole('dialog').evaluate((element) => element.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(600);
  });

  test('choosing the international website in US dollars lands on its home page', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const dialog = page.getByRole('dialog', { name: 'Where should we deliver?' });
    await dialog.getByLabel('Website').selectOption('int');
    await dialog.getByLabel('Shipping country').selectOption('us');
    await dialog.getByLabel('Billing currency').selectOption('USD');
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/int\/\?from=region-and-currency$/);
    await expect(dialog).toHaveCount(0);
    const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c.value]));
    expect(cookies).toMatchObject({ website: 'int', store: 'int', region: 'us', currency: 'USD' });
  });

  test('choosing Germany picks euros, and a country without its own offered currency US dollars', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const dialog = page.getByRole('dialog', { name: 'Where should we deliver?' });
    await dialog.getByLabel('Website').selectOption('int');
    await dialog.getByLabel('Shipping country').selectOption('de');
    await expect(dialog.getByLabel('Billing currency')).toHaveValue('EUR');
    await dialog.getByLabel('Shipping country').selectOption('gb');
    await expect(dialog.getByLabel('Billing currency')).toHaveValue('USD');
  });

  test('switching to the Russian website hides the currency choice and resets the country', async ({
    page,
  }) => {
    await page.goto('/int/');
    await waitForHydration(page);
    const dialog = page.getByRole('dialog', { name: 'Where should we deliver?' });
    await dialog.getByLabel('Shipping country').selectOption('gb');
    await dialog.getByLabel('Website').selectOption('ru');
    await expect(dialog.getByLabel('Billing currency')).toHaveCount(0);
    await expect(dialog.getByLabel('Shipping country')).toHaveValue('ru');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/ru\/\?from=region-and-currency$/);
    await expect(page.getByRole('img', { name: 'Атриум' })).toBeVisible();
    // No language chosen yet: the interface speaks the Russian store view's language (decision 0035).
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU');
  });

  // Decision 0037: the pop-up only on the home page; a deep link shows its page with the region bar.
  for (const viewport of [
    { name: 'desktop', width: 1440, height: 900 },
    { name: '390 px phone', width: 390, height: 844 },
  ]) {
    test(`a deep link to a product shows the product with the region bar, no pop-up (${viewport.name})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const product = await deepLink(page);
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      const bar = page.getByTestId('region-bar');
      await expect(bar).toContainText('Shipping to Germany, prices in EUR');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // Nothing covers the product: its heading is the topmost element at its centre.
      await waitForHydration(page);
      const heading = page.getByRole('heading', { level: 1, name: product.name });
      await expect(heading).toBeInViewport();
      const covered = await heading.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const top = document.elementFromPoint(box.x + 4, box.y + box.height / 2);
        return !(top && element.contains(top));
      });
      expect(covered).toBe(false);
    });
  }

  test('"Change" on the bar opens the region drawer with the detected choice', async ({ page }) => {
    await deepLink(page);
    await waitForHydration(page);
    await page.getByTestId('region-bar').getByRole('link', { name: 'Change' }).click();
    const drawer = page.getByRole('dialog', { name: 'Region and currency' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByLabel('Shipping country')).toHaveValue('de');
    await expect(drawer.getByLabel('Billing currency')).toHaveValue('EUR');
  });

  test('closing the bar keeps the detected region, and the bar stays away on the next page', async ({
    page,
  }) => {
    const product = await deepLink(page);
    await waitForHydration(page);
    await page.getByTestId('region-bar').getByRole('button', { name: 'Keep this region' }).click();
    await expect(page.getByTestId('region-bar')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${product.path.replace(/[.]/g, '\\.')}$`));
    await expect
      .poll(async () => Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c.value])))
      .toMatchObject({ website: 'int', store: 'int', region: 'de', currency: 'EUR' });
    await page.goto('/int/');
    await expect(page.getByRole('heading', { name: 'Shop by room' })).toBeVisible();
    await expect(page.getByTestId('region-bar')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('region-button-header')).toContainText('EUR');
  });

  test('without JavaScript the bar is a link to the region page and a form that keeps the region', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const product = await deepLink(page);
    await page.getByTestId('region-bar').getByRole('link', { name: 'Change' }).click();
    await expect(page).toHaveURL(/\/int\/region-and-currency\?redirectTo=/);
    await expect(page.getByLabel('Shipping country')).toHaveValue('de');
    await page.goBack();
    await page.getByTestId('region-bar').getByRole('button', { name: 'Keep this region' }).click();
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByTestId('region-bar')).toHaveCount(0);
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
    expect(cookies).toMatchObject({ website: 'int', region: 'de', currency: 'EUR' });
    await context.close();
  });

  test('the home page on a first visit still shows the pop-up, with the detected country', async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': GERMAN_IP });
    await page.goto('/int/');
    const dialog = page.getByRole('dialog', { name: 'Where should we deliver?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Shipping country')).toHaveValue('de');
    await expect(page.getByTestId('region-bar')).toHaveCount(0);
  });
});
