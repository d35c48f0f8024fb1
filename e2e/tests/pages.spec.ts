// Pages of the catalogue issue that are not listings or products: the catch-all (CMS page,
// category, 404), the home page's CMS content, the showcase (/our-projects), all categories, and
// the crawler files (robots.txt, sitemaps).
import { expect, type Page, test } from '@playwright/test';
import { chooseWebsite, SCREENSHOTS, screenshot } from './support.ts';

async function screenshots(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  for (const width of [1440, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `${name}-${width}`, { fullPage: true });
  }
}

test.beforeEach(async ({ context }) => {
  await chooseWebsite(context, 'int');
});

test.describe('catch-all', () => {
  test('shows a CMS page linked from the footer, with breadcrumbs and its meta title', async ({ page }) => {
    await page.goto('/int/');
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Delivery' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/\/int\/delivery$/);
    const response = await page.goto(href ?? '');
    expect(response?.status()).toBe(200);
    const article = page.locator('article[data-page-layout]');
    await expect(article.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(article.locator('.cms-prose')).not.toBeEmpty();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/int/');
    await expect(page).toHaveTitle(/delivery/i);
    await screenshots(page, 'cms-page');
  });

  test('renders a category URL with the category page', async ({ page }) => {
    const response = await page.goto('/int/living-room');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Living room' })).toBeVisible();
  });

  test('answers an unknown nested URL with the 404 page', async ({ page }) => {
    const response = await page.goto('/int/no/such-thing.html');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  });
});

test('the home page shows the content of the CMS home page', async ({ page }) => {
  await page.goto('/int/');
  const content = page.locator('[data-cms-page="home"]');
  await expect(content).toBeVisible();
  await expect(content.locator('.cms-prose').first()).not.toBeEmpty();
  // The page's own hero and tiles stand in for the CMS page's.
  await expect(content.locator('.cms-hero, .cms-tiles')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Shop by room' })).toBeVisible();
  await expect(page).toHaveTitle('Atrium — furniture and project supply');
  await screenshots(page, 'home');
});

test.describe('showcase (/our-projects)', () => {
  test('the .html form redirects to the showcase at its breadcrumbs', async ({ page, request }) => {
    const response = await request.get('/int/our-projects.html', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/int/our-projects#crumbs');
    await page.goto('/int/our-projects.html');
    await expect(page).toHaveURL(/\/int\/our-projects#crumbs$/);
  });

  test('shows the showcase as a grid and an item with its gallery and attributes', async ({ page }) => {
    await page.goto('/int/our-projects');
    await expect(page.getByRole('heading', { level: 1, name: 'Our projects' })).toBeVisible();
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.locator('a[href*="/our-projects/"]') });
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(1);
    await expect(cards.first().locator('dl dt').first()).toBeVisible();
    await screenshots(page, 'our-projects');

    const name = (await cards.first().getByRole('heading').textContent())?.trim() ?? '';
    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/int\/our-projects\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.locator('article img').first()).toBeVisible();
    await expect(page.locator('article dl dt').first()).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Our projects' })).toHaveAttribute(
      'href',
      '/int/our-projects',
    );
    await screenshots(page, 'our-project');
  });

  test('an unknown showcase item is a 404', async ({ page }) => {
    const response = await page.goto('/int/our-projects/no-such-project');
    expect(response?.status()).toBe(404);
  });
});

test('/categories lists every menu category with its subcategories', async ({ page }) => {
  const response = await page.goto('/int/categories');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'All categories' })).toBeVisible();
  await expect(page).toHaveTitle('All categories');
  const livingRoom = page.getByRole('region', { name: 'Living room' });
  await expect(livingRoom.getByRole('link', { name: 'Sofas', exact: true })).toHaveAttribute(
    'href',
    '/int/living-room/sofas',
  );
  await expect(livingRoom.getByRole('link', { name: 'Corner sofas' })).toBeVisible();
  await screenshots(page, 'categories');
});

test.describe('crawler files', () => {
  test('robots.txt allows the catalogue, keeps out account, checkout and search, names the sitemap', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/robots.txt', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toContain('Allow: /\n');
    for (const path of ['/*/customer/', '/*/checkout', '/*/catalogsearch/']) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('sitemap.xml indexes the files of every website', async ({ request, baseURL }) => {
    const index = await request.get('/sitemap.xml', { maxRedirects: 0 });
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const indexXml = await index.text();
    expect(indexXml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (const website of ['ru', 'int']) {
      for (const file of ['pages.xml', 'categories.xml', 'products-1.xml']) {
        expect(indexXml).toContain(`<loc>${baseURL}/${website}/sitemap/${file}</loc>`);
      }
    }
    const websiteIndex = await request.get('/int/sitemap.xml');
    expect(websiteIndex.headers()['content-type']).toBe('application/xml; charset=utf-8');
    expect(await websiteIndex.text()).toContain(`<loc>${baseURL}/int/sitemap/products-1.xml</loc>`);
    expect((await request.get('/int/sitemap/unknown.xml')).status()).toBe(404);
  });

  test('the categories sitemap lists every category', async ({ request, baseURL }) => {
    const response = await request.get('/ru/sitemap/categories.xml');
    expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toContain(`<loc>${baseURL}/ru/living-room</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/ru/living-room/sofas/corner-sofas</loc>`);
  });

  test('the product sitemap lists product pages that open', async ({ request }) => {
    const response = await request.get('/int/sitemap/products-1.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml.endsWith('</urlset>\n')).toBe(true);
    const urls = (xml.match(/<loc>[^<]+\.html<\/loc>/g) ?? []).map((loc) => loc.replace(/<\/?loc>/g, ''));
    expect(urls.length).toBeGreaterThan(1_000);
    expect(new Set(urls).size).toBe(urls.length);
    expect((await request.get(urls[0] ?? '')).status()).toBe(200);
    expect((await request.get('/int/sitemap/products-99.xml')).status()).toBe(404);
  });

  test('the pages sitemap lists home, categories, the showcase, its projects and CMS pages', async ({
    request,
    baseURL,
  }) => {
    const xml = await (await request.get('/int/sitemap/pages.xml')).text();
    for (const path of ['', 'categories', 'our-projects', 'delivery', 'about-us']) {
      expect(xml).toContain(`<loc>${baseURL}/int/${path}</loc>`);
    }
    expect(xml).toMatch(new RegExp(`<loc>${baseURL}/int/our-projects/[^<]+</loc>`));
  });
});
