// The catalogue listing against the demo catalogue: a category page with facets, sort and paging
// whose whole state lives in the URL (so back restores it), and the search results page.
import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { chooseWebsite, screenshot, waitForHydration } from './support.ts';

// A listing with facets over the 2,000-product demo catalogue on the embedded database takes a
// second or so, more while the menu prefetches its categories; give each step room.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

/** The first top category of the menu: the demo catalogue fills every one of them. */
async function openFirstCategory(page: Page, website: 'int' | 'ru' = 'int') {
  await page.goto(`/${website}/`);
  const nav = page.getByRole('navigation', { name: website === 'ru' ? 'Категории' : 'Categories' });
  const link = nav.getByRole('link').first();
  const href = await link.getAttribute('href');
  if (!href) throw new Error('the menu has no category link');
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return href;
}

const cards = (page: Page) => page.getByTestId('product-card');

async function prices(page: Page): Promise<number[]> {
  const values = await cards(page).evaluateAll((items) =>
    items.map((item) => item.getAttribute('data-price')),
  );
  return values.map(Number);
}

async function totalCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('total-count').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

/**
 * The URL changes a moment before the new listing is on screen; the listing is marked busy while it
 * loads, so a step is done when the URL matches and nothing is busy.
 */
async function settled(page: Page, url: RegExp) {
  await expect(page).toHaveURL(url);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

function facet(page: Page, code: string): Locator {
  return page.locator(`[data-facet="${code}"]`);
}

test.describe('category listing', () => {
  test.beforeEach(async ({ context, page }) => {
    await chooseWebsite(context, 'int');
    await page.setViewportSize({ width: 1440, height: 1000 });
  });

  test('filter by colour and by price; another price range replaces the first', async ({ page }) => {
    const path = await openFirstCategory(page);
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }),
    ).toHaveAttribute('href', '/int/');
    const all = await totalCount(page);
    expect(all).toBeGreaterThan(0);
    await expect(cards(page).first()).toBeVisible();
    // The first row loads eagerly with high priority, the rest lazily.
    await expect(cards(page).first().locator('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(cards(page).nth(8).locator('img')).toHaveAttribute('loading', 'lazy');

    // Colour: a swatch narrows the listing and shows up as an active filter.
    const swatch = facet(page, 'color').getByRole('link').first();
    const colourName = ((await swatch.getAttribute('title')) ?? '').replace(/ \(\d+\)$/, '');
    await swatch.click();
    await settled(page, /[?&]color=\d+/);
    // The count is read again until the filtered listing is on screen (the busy mark may not be set yet).
    await expect.poll(() => totalCount(page)).toBeLessThan(all);
    const byColour = await totalCount(page);
    expect(byColour).toBeGreaterThan(0);
    const activeFilters = page.getByRole('region', { name: 'Active filters' });
    const colourLabel = (await facet(page, 'color').locator('h3').textContent()) ?? '';
    await expect(
      activeFilters.getByRole('link', { name: `Remove filter ${colourLabel}: ${colourName}` }),
    ).toBeVisible();

    // Price: a range; every listed price lies in it.
    const range = facet(page, 'price').getByRole('link').first();
    await range.click();
    await settled(page, /[?&]price=\d+(\.\d+)?_\d*/);
    const [from, to] = (new URL(page.url()).searchParams.get('price') ?? '').split('_').map(Number);
    // Polled: the URL may change a moment before the filtered cards are on screen.
    await expect
      .poll(async () =>
        (await prices(page)).filter((price) => price < (from ?? 0) || (to ? price > to : false)),
      )
      .toEqual([]);
    // Another range replaces the first one instead of adding to it.
    const other = facet(page, 'price').getByRole('link').nth(1);
    if (await other.count()) {
      const before = page.url();
      await other.click();
      // The old URL has a price too: wait for it to be replaced first.
      await expect(page).not.toHaveURL(before);
      await settled(page, /[?&]price=/);
      const params = new URL(page.url()).searchParams;
      expect(params.getAll('price')).toHaveLength(1);
      expect(params.get('price')).not.toBe(`${from}_${to || ''}`);
    }
    // The page of the category without filters is the canonical one.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
  });

  test('sort by price descending, then page 2', async ({ page }) => {
    const path = await openFirstCategory(page);
    // The sort select acts through React: a choice made before hydration would be lost (and the
    // swatch link would load a whole new, unhydrated page before it).
    await waitForHydration(page);
    const swatch = facet(page, 'color').getByRole('link').first();
    await swatch.click();
    await settled(page, /[?&]color=\d+/);

    // Sort by price, descending: the prices really go down.
    await page.getByLabel('Sort by').selectOption('price');
    await settled(page, /product_list_order=price/);
    // The direction link keeps the new order only once the sorted listing has rendered.
    const sortDescending = page.getByRole('link', { name: 'Sort descending' });
    await expect(sortDescending).toHaveAttribute('href', /product_list_order=price/);
    await sortDescending.click();
    await settled(page, /product_list_dir=desc/);
    await expect(page.getByRole('link', { name: 'Sort ascending' })).toHaveAttribute(
      'data-direction',
      'DESC',
    );
    // The sort links follow the URL at once; the cards follow when the new listing has loaded.
    await expect
      .poll(async () => {
        const descending = await prices(page);
        return (
          descending.length > 1 &&
          descending.every((price, i) => i === 0 || price <= (descending[i - 1] ?? price))
        );
      })
      .toBe(true);

    // Page 2 (drop the colour so there are enough products for two pages).
    await page.goto(`${path}?product_list_order=price&product_list_dir=desc`);
    const firstPage = await prices(page);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
    await settled(page, /[?&]p=2/);
    await expect(page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]')).toHaveText(
      '2',
    );
    const secondPage = await prices(page);
    expect(secondPage.length).toBeGreaterThan(0);
    expect(Math.max(...secondPage)).toBeLessThanOrEqual(Math.min(...firstPage));
  });

  test('a filter resets the page, an active filter is removed on its own, back restores each state', async ({
    page,
  }) => {
    const path = await openFirstCategory(page);
    await page.goto(`${path}?product_list_order=price&product_list_dir=desc&p=2`);
    await expect(page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]')).toHaveText(
      '2',
    );
    const unfilteredCount = await totalCount(page);
    await facet(page, 'color').getByRole('link').first().click();
    await settled(page, /[?&]color=/);
    expect(new URL(page.url()).searchParams.has('p')).toBe(false);
    // Polled: the URL may change a moment before the filtered listing is on screen.
    await expect.poll(() => totalCount(page)).not.toBe(unfilteredCount);
    const filteredCount = await totalCount(page);
    await page
      .getByRole('region', { name: 'Active filters' })
      .getByRole('link', { name: /^Remove filter/ })
      .click();
    await expect(page).not.toHaveURL(/[?&]color=/);
    await settled(page, /product_list_order=price/);
    await expect(page.getByRole('region', { name: 'Active filters' })).toHaveCount(0);
    await page.goBack();
    await settled(page, /[?&]color=/);
    await expect(page.getByRole('region', { name: 'Active filters' })).toBeVisible();
    await expect.poll(() => totalCount(page)).toBe(filteredCount);
    await page.goBack();
    await settled(page, /[?&]p=2/);
    await expect(page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]')).toHaveText(
      '2',
    );
  });

  test('list modes switch in the URL and a reload keeps them', async ({ page }) => {
    const path = await openFirstCategory(page);
    await expect(page.getByTestId('product-list')).toHaveAttribute('data-mode', 'grid');
    await page.getByRole('link', { name: 'List', exact: true }).click();
    await settled(page, /product_list_mode=list/);
    await expect(page.getByTestId('product-list')).toHaveAttribute('data-mode', 'list');
    await page.reload();
    await expect(page.getByTestId('product-list')).toHaveAttribute('data-mode', 'list');
    // A page past the end goes to the last page.
    await page.goto(`${path}?p=9999`);
    await expect(page).toHaveURL(/[?&]p=\d+$/);
    const last = Number(new URL(page.url()).searchParams.get('p'));
    expect(last).toBeGreaterThan(1);
    expect(last).toBeLessThan(9999);
    await expect(page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]')).toHaveText(
      String(last),
    );
    // A page size the store does not allow is ignored.
    await page.goto(`${path}?product_list_limit=1000`);
    expect(await cards(page).count()).toBeLessThanOrEqual(48);
  });

  test('no results: a friendly message that clears the filters', async ({ page }) => {
    const path = await openFirstCategory(page);
    const all = await totalCount(page);
    await page.goto(`${path}?price=999999990_999999999`);
    await expect(page.getByTestId('listing-empty')).toContainText('No products match these filters.');
    await page.getByTestId('listing-empty').getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).not.toHaveURL(/price=/);
    await expect(page.getByTestId('listing-empty')).toHaveCount(0);
    expect(await totalCount(page)).toBe(all);
  });

  for (const width of [1440, 768]) {
    test(`category page screenshot at ${width} px`, async ({ page }) => {
      // The menu is a drawer below 1280 px: find the category at full width, then narrow the window.
      await openFirstCategory(page);
      await page.setViewportSize({ width, height: 1000 });
      await screenshot(page, `category-${width}`, { fullPage: true, images: true });
    });
  }
});

/** The first facet long enough to have a "show all" link, its code and its full option count. */
async function longFacet(page: Page) {
  const block = page
    .locator('[data-facet]')
    .filter({ has: page.getByTestId('facet-show-all') })
    .first();
  const code = await block.getAttribute('data-facet');
  const text = (await block.getByTestId('facet-show-all').textContent()) ?? '';
  const total = Number(/\((\d+)\)/.exec(text)?.[1]);
  if (!code || !total) throw new Error('no facet with a "show all" link');
  return { code, total, block: facet(page, code) };
}

test.describe('long facets (decision 0045)', () => {
  test('without JavaScript "show all" draws the whole facet, and an option it revealed filters', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1440, height: 1000 },
    });
    await chooseWebsite(context, 'int');
    const page = await context.newPage();
    await openFirstCategory(page);
    const { code, total, block } = await longFacet(page);
    await expect(block.getByRole('listitem')).toHaveCount(8);
    await block.getByTestId('facet-show-all').click();
    await expect(page).toHaveURL(new RegExp(`[?&]show_all=${code}#listing-facets$`));
    await expect(block.getByRole('listitem')).toHaveCount(total);
    await expect(block.getByTestId('facet-show-all')).toHaveCount(0);
    const before = await totalCount(page);
    await block.getByRole('listitem').nth(8).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`[?&]${code === 'category_uid' ? 'cat' : code}=`));
    await expect(block.locator('a[aria-current="true"]')).toHaveCount(1);
    await expect(block.getByRole('listitem')).toHaveCount(total);
    expect(await totalCount(page)).toBeLessThan(before);
    await context.close();
  });

  test('with JavaScript "show all" reveals the rest in place, focus on the first revealed option', async ({
    page,
  }) => {
    await openFirstCategory(page);
    await waitForHydration(page);
    const { code, total, block } = await longFacet(page);
    const url = page.url();
    await block.getByTestId('facet-show-all').click();
    await expect(block.getByRole('listitem')).toHaveCount(total);
    expect(page.url()).toBe(url);
    const revealed = block.getByRole('listitem').nth(8).getByRole('link');
    await expect(revealed).toBeFocused();
    await revealed.click();
    await settled(page, new RegExp(`[?&]${code === 'category_uid' ? 'cat' : code}=`));
    await expect(block.locator('a[aria-current="true"]')).toHaveCount(1);
    await expect(block.getByRole('listitem')).toHaveCount(total);
  });
});

test.describe('search', () => {
  test('the header box finds a Russian word with another ending than the product name', async ({
    context,
    page,
  }) => {
    await chooseWebsite(context, 'ru', { locale: 'ru-RU' });
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto('/ru/');
    // The box is a controlled input: hydration resets text typed before it (seen on a loaded
    // machine), so the test types into the hydrated page, as tests of other such controls do.
    await waitForHydration(page);
    const box = page.getByRole('combobox', { name: 'Поиск по каталогу' });
    await box.fill('диваны');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/ru\/catalogsearch\/result\?q=%D0%B4/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Результаты поиска «диваны»');
    expect(await totalCount(page)).toBeGreaterThan(0);
    const names = await cards(page).locator('h2').allTextContents();
    expect(names.some((name) => /диван/i.test(name))).toBe(true);
    await expect(page.getByLabel('Сортировка')).toHaveValue('relevance');
    await screenshot(page, 'search-1440', { fullPage: true, images: true });
  });

  test('without a query the search page sends the shopper home', async ({ context, page }) => {
    await chooseWebsite(context, 'int');
    await page.goto('/int/catalogsearch/result?q=');
    await expect(page).toHaveURL(/\/int\/$/);
  });

  test('the search form works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await chooseWebsite(context, 'int');
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/int/');
    await page.getByRole('combobox', { name: 'Search the catalogue' }).fill('chair');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/int\/catalogsearch\/result\?q=chair/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “chair”');
    await context.close();
  });
});
