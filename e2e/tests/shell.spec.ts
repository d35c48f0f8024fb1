import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { chooseWebsite, waitForHydration } from './support.ts';

const englishMessages = JSON.parse(
  readFileSync(new URL('../../apps/web/app/i18n/locales/en-US.json', import.meta.url), 'utf8'),
) as Record<string, Record<string, unknown>>;

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

  test('the page names its modules and its messages file in one script, and no translations travel inside it (decision 0046)', async ({
    page,
    context,
  }) => {
    await chooseWebsite(context, 'int');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/int/');
    const category = await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link')
      .first()
      .getAttribute('href');
    if (!category) throw new Error('no category link');
    const response = await page.goto(category);
    if (!response) throw new Error('no response');
    const html = await response.text();
    // Nothing fetched by the parser: no module links or script files in the document.
    expect(html).not.toMatch(/<link[^>]+rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]+src=/);
    const script = /<script type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).toContain('requestAnimationFrame');
    // The category page's own chunk is among the preloaded modules.
    expect(script).toMatch(/"\/assets\/catch-all-category-[\w-]+\.js"/);
    const messagesUrl = /fetch\("(\/i18n\/en-US\.[0-9a-f]{10}\.json)"\)/.exec(script)?.[1];
    expect(messagesUrl, 'the messages file in the script').toBeTruthy();
    // The help desk's texts are nowhere on a category page: the messages are not in its data.
    const helpdeskTexts = Object.values(englishMessages.helpdesk ?? {}).filter(
      (text): text is string => typeof text === 'string' && text.length > 20,
    );
    expect(helpdeskTexts.length).toBeGreaterThan(0);
    for (const text of helpdeskTexts) expect(html).not.toContain(JSON.stringify(text).slice(1, -1));

    await waitForHydration(page);
    const inBrowser = await page.evaluate(() =>
      Object.keys((window as { __atriumMessages?: Record<string, unknown> }).__atriumMessages ?? {}),
    );
    expect(inBrowser).toEqual(['en-US']);
    // The file is cached for a year under its version: the next page takes it from the cache.
    const file = await page.request.get(messagesUrl!);
    expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await file.json()).helpdesk).toEqual(englishMessages.helpdesk);
    await page.goto('/int/');
    await waitForHydration(page);
    const transferred = await page.evaluate(
      (url) =>
        (performance.getEntriesByName(new URL(url, location.href).href)[0] as PerformanceResourceTiming)
          ?.transferSize,
      messagesUrl!,
    );
    expect(transferred).toBe(0);
  });

  test('a link prefetches its page once it is on screen, not before (spec: visible links prefetch)', async ({
    page,
    context,
  }) => {
    await chooseWebsite(context, 'int');
    await page.setViewportSize({ width: 412, height: 823 });
    // The pages whose data the browser asked for (`<page>.data?…`).
    const prefetched: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('.data')) prefetched.push(path.slice(0, -'.data'.length));
    });
    await page.goto('/int/');
    await waitForHydration(page);
    // The showcase's link is on the phone's first screen: that page's data comes once the browser
    // is idle.
    await expect.poll(() => prefetched.includes('/int/our-projects')).toBe(true);
    // The journal's "All articles" link is far below: nothing of the blog until it is scrolled to.
    const journal = page.getByRole('link', { name: /All articles/ });
    expect(prefetched).not.toContain('/int/blog');
    await journal.scrollIntoViewIfNeeded();
    await expect.poll(() => prefetched.includes('/int/blog')).toBe(true);
  });
});
