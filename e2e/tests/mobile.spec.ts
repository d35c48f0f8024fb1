// Issue 16 §3, the phone and no-JavaScript parts: the filters panel on a 390 px phone (with and
// without JavaScript), the cart's sticky summary, the menu without JavaScript, configurable products
// without JavaScript (drop-downs that start empty, the server naming a missing option, exactly the
// chosen variant in the cart), the search box's suggestions (keyboard and mouse) and the category
// facet as a tree on the search results.
import { expect as baseExpect, type Page, test } from '@playwright/test';
import {
  findProduct,
  inStockVariant,
  isConfigurableInStock,
  isPlainSimple,
  productPath,
  sidebar,
} from './cart-support.ts';
import { apiCall } from './customer-support.ts';
import { chooseWebsite, waitForHydration } from './support.ts';

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const PHONE = { width: 390, height: 844 };

/** The first top category of the menu (every one of them lists products with facets). */
async function firstCategoryPath(): Promise<string> {
  const data = await apiCall<{
    categories: {
      items: {
        children: {
          url_path: string;
          url_suffix: string | null;
          include_in_menu: number;
          product_count: number;
        }[];
      }[];
    };
  }>(
    '{ categories { items { children { url_path url_suffix include_in_menu product_count } } } }',
    {},
    { store: 'int' },
  );
  const top = data.categories.items[0]?.children.find(
    (item) => item.include_in_menu === 1 && item.product_count > 0,
  );
  if (!top) throw new Error('no top category with products');
  return `/int/${top.url_path}${top.url_suffix ?? '.html'}`;
}

async function totalCount(page: Page): Promise<number> {
  return Number(((await page.getByTestId('total-count').textContent()) ?? '').replace(/\D/g, ''));
}

test.describe('filters on a phone', () => {
  test.beforeEach(async ({ context, page }) => {
    await chooseWebsite(context, 'int');
    await page.setViewportSize(PHONE);
  });

  test('a full-height panel: choosing a filter updates "Show N products", which closes it', async ({
    page,
  }) => {
    await page.goto(await firstCategoryPath());
    await waitForHydration(page);
    const panel = page.getByTestId('filters-panel');
    await expect(panel).toBeHidden();
    const before = await totalCount(page);

    await page.getByTestId('filters-button').click();
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    expect(box?.height).toBe(PHONE.height);
    await expect(page.getByTestId('filters-apply')).toHaveText(`Show ${before} products`);

    // A colour narrows the listing behind the panel; the panel stays open with the new count.
    const option = panel.locator('[data-facet="color"] a:not([aria-current="true"])').first();
    await option.click();
    await expect(page).toHaveURL(/color=/);
    // The URL changes a moment before the new listing renders: wait for its chip count.
    await expect(page.getByTestId('filters-button')).toContainText('1');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(panel).toBeVisible();
    const after = await totalCount(page);
    expect(after).toBeLessThan(before);
    await expect(page.getByTestId('filters-apply')).toHaveText(new RegExp(`^Show ${after} products?$`));
    await expect(page.getByTestId('filters-reset')).toBeVisible();

    await page.getByTestId('filters-apply').click();
    await expect(panel).toBeHidden();
    await expect(page.getByTestId('product-list')).toBeInViewport();

    // Reset clears the filters.
    await page.getByTestId('filters-button').click();
    await page.getByTestId('filters-reset').click();
    await expect(page).not.toHaveURL(/color=/);
    await expect(page.getByTestId('filters-apply')).toHaveText(`Show ${before} products`);
    await page.getByTestId('filters-close').click();
    await expect(panel).toBeHidden();
  });

  test('without JavaScript the filters button opens the panel and its links filter', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    await chooseWebsite(context, 'int');
    const page = await context.newPage();
    await page.goto(await firstCategoryPath());
    const panel = page.getByTestId('filters-panel');
    await expect(panel).toBeHidden();
    await page.getByTestId('filters-button').click();
    await expect(page).toHaveURL(/#listing-facets$/);
    await expect(panel).toBeVisible();
    await panel.locator('[data-facet="color"] a').first().click();
    await expect(page).toHaveURL(/color=/);
    await expect(page.getByTestId('filters-button')).toContainText('1');
    await context.close();
  });

  test('without JavaScript "show all" in the panel comes back with the panel open and the facet whole', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    await chooseWebsite(context, 'int');
    const page = await context.newPage();
    await page.goto(`${await firstCategoryPath()}#listing-facets`);
    const panel = page.getByTestId('filters-panel');
    await expect(panel).toBeVisible();
    const block = panel
      .locator('[data-facet]')
      .filter({ has: page.getByTestId('facet-show-all') })
      .first();
    const code = await block.getAttribute('data-facet');
    const total = Number(
      /\((\d+)\)/.exec((await block.getByTestId('facet-show-all').textContent()) ?? '')?.[1],
    );
    await block.getByTestId('facet-show-all').click();
    await expect(page).toHaveURL(new RegExp(`show_all=${code}#listing-facets$`));
    await expect(panel).toBeVisible();
    await expect(panel.locator(`[data-facet="${code}"] li`)).toHaveCount(total);
    await context.close();
  });
});

test.describe('the cart on a phone', () => {
  test('the grand total and checkout stay in view at the bottom', async ({ context, page }) => {
    await chooseWebsite(context, 'int');
    await page.setViewportSize(PHONE);
    for (const skip of [0, 1, 2]) {
      const product = await findProduct(isPlainSimple, skip);
      await page.goto(productPath(product));
      await waitForHydration(page);
      await page.getByTestId('add-to-cart').click();
      await expect(sidebar(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(sidebar(page)).toHaveCount(0);
    }
    await page.goto('/int/checkout/cart');
    await waitForHydration(page);
    const bar = page.getByTestId('cart-sticky-summary');
    await expect(bar).toBeInViewport();
    await expect(page.getByTestId('cart-sticky-total')).toHaveText(
      (await page.getByTestId('cart-grand-total').textContent()) ?? '',
    );
    await expect(page.getByTestId('cart-checkout-sticky')).toBeInViewport();
    // The summary column itself is far below on a phone; the bar stays while scrolling.
    await page.mouse.wheel(0, 600);
    await expect(page.getByTestId('cart-checkout-sticky')).toBeInViewport();
    await page.getByTestId('cart-checkout-sticky').click();
    await expect(page).toHaveURL(/\/int\/checkout/);

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/int/checkout/cart');
    await expect(bar).toBeHidden();
    await expect(page.getByTestId('cart-checkout')).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu button leads to the categories page', async ({ context, page }) => {
    await chooseWebsite(context, 'int');
    await page.setViewportSize(PHONE);
    await page.goto('/int/');
    await page.getByTestId('menu-button').click();
    await expect(page).toHaveURL(/\/int\/categories$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a configurable shows drop-downs, refuses an add without a choice, adds exactly the chosen variant', async ({
    context,
    page,
  }) => {
    await chooseWebsite(context, 'int');
    const product = await findProduct(isConfigurableInStock, 2);
    const variant = inStockVariant(product);
    if (!variant) throw new Error('no variant in stock');
    await page.goto(productPath(product));

    const selects = page.getByTestId('configurable-select');
    await expect(selects).toHaveCount(variant.attributes.length);
    for (const select of await selects.all()) {
      await expect(select).toBeVisible();
      await expect(select).toHaveValue('');
      await expect(select).toHaveAttribute('required', '');
    }
    // The swatch buttons are in the HTML (for the hydrated page) but hidden without scripts.
    for (const swatch of await page.locator('[data-value-uid]').all()) await expect(swatch).toBeHidden();

    // The browser would stop the empty drop-downs itself (required); the server refuses them too.
    // The product's own form (the cards of the related rails below have theirs).
    const form = page.locator('form[action$="/checkout/cart/add"]:has([data-testid="add-to-cart"])');
    const name = (await selects.first().getAttribute('name')) ?? '';
    const uid = name.slice('configurable_option['.length, -1);
    const label = await page.locator(`input[name="configurable_option_label[${uid}]"]`).getAttribute('value');
    expect(label).toBeTruthy();
    const response = await page.request.post('/int/checkout/cart/add', {
      form: {
        sku: product.sku,
        quantity: '1',
        redirect_to: productPath(product),
        [`configurable_option[${uid}]`]: '',
        [`configurable_option_label[${uid}]`]: label ?? '',
      },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe(productPath(product));
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: `Choose ${label} first.` })).toBeVisible();
    await expect(page.getByTestId('cart-button')).toHaveAttribute('data-count', '0');
    await expect(form).toHaveCount(1);

    // Choosing each option adds exactly that variant.
    for (const attribute of variant.attributes) {
      await page.locator(`select:has(option[value="${attribute.uid}"])`).selectOption(attribute.uid);
    }
    await page.getByTestId('add-to-cart').click();
    await expect(page).toHaveURL(new RegExp(`${productPath(product).replace('.', '\\.')}$`));
    await expect(page.getByTestId('cart-button')).toHaveAttribute('data-count', '1');
    await page.goto('/int/checkout/cart');
    const line = page.getByTestId('cart-lines').getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line).toHaveAttribute('data-sku', variant.product.sku);
  });
});

test('with JavaScript a configurable shows swatches only', async ({ context, page }) => {
  await chooseWebsite(context, 'int');
  const product = await findProduct(isConfigurableInStock, 2);
  await page.goto(productPath(product));
  await waitForHydration(page);
  await expect(page.locator('[data-value-uid]').first()).toBeVisible();
  await expect(page.getByTestId('configurable-select')).toHaveCount(0);
});

test.describe('search suggestions', () => {
  test.beforeEach(async ({ context, page }) => {
    await chooseWebsite(context, 'int');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test('typing shows products and categories; ArrowDown and Enter open a product', async ({ page }) => {
    await page.goto('/int/');
    await waitForHydration(page);
    const box = page.getByRole('combobox', { name: 'Search the catalogue' }).first();
    await box.fill('s');
    const list = page.getByTestId('search-suggestions').first();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.pressSequentially('ofa');
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const products = list.locator('[role="option"][data-kind="product"]');
    await expect(products).toHaveCount(5);
    await expect(list.locator('[role="option"][data-kind="category"]').first()).toContainText(/sofa/i);
    await expect(list.locator('[role="option"][data-kind="all"]')).toContainText(
      'Show all results for “sofa”',
    );

    await box.press('ArrowDown');
    const first = products.first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
    const href = (await first.getAttribute('data-href')) ?? '';
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href.replace('.', '\\.')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('Escape closes the list; "show all" opens the results; the form still searches', async ({ page }) => {
    await page.goto('/int/');
    await waitForHydration(page);
    const box = page.getByRole('combobox', { name: 'Search the catalogue' }).first();
    const list = page.getByTestId('search-suggestions').first();
    await box.pressSequentially('table');
    await expect(list).toBeVisible();
    await box.press('Escape');
    await expect(list).toBeHidden();
    await box.press('ArrowDown');
    await expect(list).toBeVisible();
    await list.locator('[role="option"][data-kind="all"]').click();
    await expect(page).toHaveURL(/\/int\/catalogsearch\/result\?q=table$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('table');
    // The results page fills the box with its term but suggests nothing until the shopper types.
    await expect(box).toHaveValue('table');
    await expect(list).toBeHidden();

    await box.fill('chair');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/int\/catalogsearch\/result\?q=chair$/);
  });

  test('the category facet on the results lists children under their parent', async ({ page }) => {
    const tree = await apiCall<{
      categories: { items: { children: { uid: string; children: { uid: string }[] }[] }[] };
    }>('{ categories { items { children { uid children { uid } } } } }', {}, { store: 'int' });
    const parentOf = new Map<string, string>();
    for (const top of tree.categories.items[0]?.children ?? []) {
      for (const child of top.children) parentOf.set(child.uid, top.uid);
    }
    await page.goto('/int/catalogsearch/result?q=sofa');
    const facet = page.locator('[data-facet="category_uid"]');
    await expect(facet).toBeVisible();
    const rows = await facet.locator('li').evaluateAll((items) =>
      items.map((item) => ({
        depth: Number(item.getAttribute('data-depth')),
        value: new URL((item.querySelector('a') as HTMLAnchorElement).href).searchParams.get('cat'),
      })),
    );
    const children = rows.filter((row) => row.depth === 1);
    expect(children.length).toBeGreaterThan(0);
    for (const [index, row] of rows.entries()) {
      if (row.depth !== 1) continue;
      const parent = rows.slice(0, index).findLast((item) => item.depth === 0);
      expect(parent?.value).toBe(parentOf.get(row.value ?? ''));
    }
  });
});
