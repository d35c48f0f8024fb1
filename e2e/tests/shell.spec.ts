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

test.describe('first paint and hydration (decision 0045)', () => {
  test('the stylesheet is inlined with the response nonce, the first faces are preloaded, and styles outlive a client-side navigation', async ({
    page,
    context,
  }) => {
    await chooseWebsite(context, 'int');
    await page.setViewportSize({ width: 1280, height: 900 });
    const response = await page.goto('/int/');
    if (!response) throw new Error('no response');
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    // One nonced <style> with the whole stylesheet, no stylesheet request before the first paint.
    expect(html).toContain(`<style id="app-stylesheet" nonce="${nonce}">`);
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    const fonts = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map(
      (match) => match[1],
    );
    expect(fonts).toHaveLength(2);
    for (const href of fonts) {
      expect(href).toMatch(/^\/assets\/roboto-latin-[47]00-normal-[\w-]+\.woff2$/);
      // The preloaded file is the one the stylesheet names, so the browser reuses it.
      expect(html).toContain(`url(${href})`);
    }
    await waitForHydration(page);
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('position', 'sticky');
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('style#app-stylesheet')).toHaveCount(1);
    await expect(header).toHaveCSS('position', 'sticky');
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^Roboto/);
  });

  test('home, a category, a CMS page and a product page hydrate without a mismatch', async ({
    page,
    context,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      // React reports a hydration mismatch as a recoverable error (minified #418/#423/#425 in a
      // production build) and then renders the client's version over the server's.
      if (message.type() === 'error' && /hydrat|#41[89]|#42[0-5]/i.test(message.text())) {
        errors.push(message.text());
      }
    });
    await chooseWebsite(context, 'int');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/int/');
    await waitForHydration(page);
    const category = await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link')
      .first()
      .getAttribute('href');
    const cmsPage = await page.locator('[data-cms-block="footer-help-links"] a').first().getAttribute('href');
    if (!category || !cmsPage) throw new Error('no category or footer link');
    await page.goto(category);
    await waitForHydration(page);
    const product = await page.getByTestId('product-card').first().getAttribute('href');
    if (!product) throw new Error('no product card');
    for (const path of [cmsPage, product]) {
      await page.goto(path);
      await waitForHydration(page);
    }
    expect(errors).toEqual([]);
  });
});
