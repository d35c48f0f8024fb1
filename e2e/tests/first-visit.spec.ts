import { expect, test } from '@playwright/test';
import { waitForHydration } from './support.ts';

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
});
