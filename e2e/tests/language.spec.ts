import { expect, test } from '@playwright/test';
import { chooseWebsite, waitForHydration } from './support.ts';

test('switching to Russian in the language drawer changes the interface text', async ({ page, context }) => {
  await chooseWebsite(context, 'int');
  await page.goto('/int/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Shop by room' })).toBeVisible();

  await page.getByRole('button', { name: /^Language:/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Language' });
  await drawer.getByRole('button', { name: 'Русский' }).click();

  await expect(page.getByRole('heading', { name: 'Покупки по комнатам' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU');
  await expect(page).toHaveURL(/from=language/);
  await expect(drawer).toHaveCount(0);
  // Russian plural forms where a count is shown.
  await expect(page.getByText('4 категории').first()).toBeVisible();
  await expect(page.getByText('3 категории').first()).toBeVisible();
});
