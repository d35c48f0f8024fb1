import { expect, test } from '@playwright/test';
import { chooseWebsite, waitForHydration } from './support.ts';

test.describe('the shell', () => {
  test('the first HTML holds the store title, icon, menu and footer', async ({ page, context }) => {
    await chooseWebsite(context, 'int');
    await page.goto('/int/');
    await expect(page).toHaveTitle('Atrium — furniture and project supply');
    // the store's icon, linked by content version (ADR 0043)
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute(
      'href',
      /^\/favicon\.svg\?v=[0-9a-f]{10}$/,
    );
    await expect(page.getByRole('contentinfo')).toContainText('© 2026 Atrium. All rights reserved.');
    await expect(page.locator('[data-cms-block="footer-help-links"]')).toContainText('Delivery');
  });

  test('the region drawer moves the shopper to the Russian website', async ({ page, context }) => {
    await chooseWebsite(context, 'int', { store: 'int', region: 'us', currency: 'USD' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/int/');
    await waitForHydration(page);
    await page.getByRole('button', { name: /^Region and currency:/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Region and currency' });
    await drawer.getByLabel('Website').selectOption('ru');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/ru\/\?from=region-and-currency$/);
    await expect(page).toHaveTitle('Атриум — мебель и комплектация проектов');
  });

  test('saving an unchanged region and currency just closes the drawer', async ({ page, context }) => {
    await chooseWebsite(context, 'int', { store: 'int', region: 'us', currency: 'USD' });
    await page.goto('/int/');
    await waitForHydration(page);
    await page.getByRole('button', { name: /^Region and currency:/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Region and currency' });
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer).toHaveCount(0);
    await expect(page).toHaveURL(/\/int\/$/);
  });

  test('the customer drawer opens on sign-in for guests', async ({ page, context }) => {
    await chooseWebsite(context, 'int');
    await page.goto('/int/');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Sign in' }).click();
    const drawer = page.getByRole('dialog', { name: 'Sign in' });
    await expect(drawer.getByLabel('E-mail')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
  });

  test('logout after an expired session shows a notice', async ({ page, context }) => {
    await chooseWebsite(context, 'int');
    await page.goto('/int/customer/logout?sessionExpired=1');
    await expect(page).toHaveURL(/\/int\/$/);
    await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  });
});
