import { expect, test } from '@playwright/test';
import { chooseWebsite } from './support.ts';

test.describe('unknown pages', () => {
  test('answer 404 with the not-found page inside the site', async ({ page, context }) => {
    await chooseWebsite(context, 'int');
    const response = await page.goto('/int/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'An empty room with a 404 sign' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to home page' }).click();
    await expect(page).toHaveURL(/\/int\/$/);
  });

  test('send the shopper home when reached after a change of language', async ({ page, context }) => {
    await chooseWebsite(context, 'int');
    await page.goto('/int/no-such-page?from=language');
    await expect(page).toHaveURL(/\/int\/$/);
    await expect(page.getByRole('heading', { name: 'Shop by room' })).toBeVisible();
  });
});
