// Related, up-sell and cross-sell products in a real browser against the demo catalogue: a product
// page's "You may also like" and "Related products" rails of listing cards that lead to the linked
// products' pages, and the cart page's "Complete your order" rail of the cart's cross-sells (never
// the product already in the cart; one added from the rail leaves it for the lines). Screenshots at
// 1440 and 390 px with E2E_SCREENSHOTS (ADR 0029).
import { expect as baseExpect, type Locator, test } from '@playwright/test';
import { sidebar } from './cart-support.ts';
import { apiCall } from './customer-support.ts';
import { chooseWebsite, screenshot, WEB_URL, waitForHydration } from './support.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

interface Linked {
  __typename: string;
  name: string;
  sku: string;
  url_key: string;
  url_suffix: string | null;
  stock_status: string;
}

interface LinkedDemoProduct extends Linked {
  min_sale_qty: number | null;
  qty_increments: number | null;
  options?: { required: boolean | null }[] | null;
  related_products: Linked[];
  upsell_products: Linked[];
  crosssell_products: Linked[];
}

const LINKED = '__typename name sku url_key url_suffix stock_status';

let catalogue: Promise<LinkedDemoProduct[]> | undefined;

/** Demo products with their links, as the int website lists them (the same pages as the catalogue's). */
function demoProducts(): Promise<LinkedDemoProduct[]> {
  catalogue ??= apiCall<{ products: { items: LinkedDemoProduct[] } }>(
    `{ products(filter: { price: { from: "1" } }, pageSize: 100, sort: { name: ASC }) { items {
        ${LINKED} min_sale_qty qty_increments
        ... on CustomizableProductInterface { options { required } }
        related_products { ${LINKED} } upsell_products { ${LINKED} } crosssell_products { ${LINKED} }
    } } }`,
  ).then((data) => data.products.items.filter((item) => !item.sku.startsWith('PRJ-')));
  return catalogue;
}

async function findProduct(what: string, predicate: (product: LinkedDemoProduct) => boolean) {
  const product = (await demoProducts()).find(predicate);
  if (!product) throw new Error(`The demo catalogue has no ${what}`);
  return product;
}

const path = (product: Linked) => `/int/${product.url_key}${product.url_suffix ?? ''}`;

/** The hrefs of a rail's cards, in order. */
function cardHrefs(rail: Locator): Promise<string[]> {
  return rail
    .getByTestId('product-card')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** Scrolls a section just below the sticky header and waits for the pictures in view. */
async function bringIntoView(section: Locator) {
  await section.evaluate((node) =>
    window.scrollTo(0, node.getBoundingClientRect().top + window.scrollY - 140),
  );
  await expect
    .poll(() =>
      section
        .locator('img')
        .evaluateAll((images) =>
          images
            .filter((i) => i.getBoundingClientRect().left < window.innerWidth)
            .every((i) => (i as HTMLImageElement).complete),
        ),
    )
    .toBe(true);
}

test.beforeEach(async ({ context }) => {
  await chooseWebsite(context, 'int');
});

test('a product page shows its up-sells and related products as cards leading to their pages', async ({
  page,
}) => {
  const product = await findProduct(
    'product with related products and up-sells',
    (item) => item.related_products.length > 0 && item.upsell_products.length > 0,
  );
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${WEB_URL}${path(product)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);

  // Up-sells first, in position order; the related rail repeats none of them.
  const upsells = page.getByTestId('product-upsells');
  await expect(upsells.getByRole('heading', { level: 2 })).toHaveText('You may also like');
  expect(await cardHrefs(upsells)).toEqual(product.upsell_products.map(path));
  const related = page.getByTestId('product-related');
  await expect(related.getByRole('heading', { level: 2 })).toHaveText('Related products');
  const upsellPaths = new Set(product.upsell_products.map(path));
  expect(await cardHrefs(related)).toEqual(
    product.related_products.map(path).filter((href) => !upsellPaths.has(href)),
  );
  // The rails come after the reviews; nothing in a row widens the page.
  expect(
    await page.evaluate(() => {
      const reviews = document.getElementById('product-reviews');
      const rail = document.querySelector('[data-testid="product-upsells"]');
      return Boolean(
        reviews && rail && reviews.compareDocumentPosition(rail) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
    }),
  ).toBe(true);
  await waitForHydration(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1440);
  await screenshot(page, 'product-links-page-1440', { fullPage: true, images: true });
  await bringIntoView(upsells);
  await screenshot(page, 'product-links-1440');

  // A card is a link to the related product's page.
  const first = product.related_products.find((item) => !upsellPaths.has(path(item))) as Linked;
  await related.getByTestId('product-card').first().click();
  await expect(page).toHaveURL(`${WEB_URL}${path(first)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);

  // A phone: two cards and a bit of the next, swiped sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${WEB_URL}${path(product)}`);
  await waitForHydration(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  await bringIntoView(page.getByTestId('product-related'));
  await screenshot(page, 'product-links-390');
});

test('the cart page offers the cart products’ cross-sells, never a product in the cart', async ({ page }) => {
  const product = await findProduct(
    'simple product with cross-sells, one of them a simple product a card adds',
    (item) =>
      item.__typename === 'SimpleProduct' &&
      item.stock_status === 'IN_STOCK' &&
      !(item.options ?? []).some((option) => option.required) &&
      (item.min_sale_qty ?? 1) <= 1 &&
      (item.qty_increments ?? 1) <= 1 &&
      item.crosssell_products.some(
        (other) => other.__typename === 'SimpleProduct' && other.stock_status === 'IN_STOCK',
      ),
  );
  // Into the cart from its listing card.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${WEB_URL}/int/catalogsearch/result?q=${encodeURIComponent(product.sku)}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: `Add ${product.name} to the cart` }).click();
  await expect(sidebar(page)).toBeVisible();

  await page.goto(`${WEB_URL}/int/checkout/cart`);
  await expect(page.getByTestId('cart-lines').getByTestId('cart-line')).toHaveCount(1);
  const rail = page.getByTestId('cart-crosssells');
  await expect(rail.getByRole('heading', { level: 2 })).toHaveText('Complete your order');
  const offered = product.crosssell_products.filter((item) => item.stock_status === 'IN_STOCK');
  const hrefs = await cardHrefs(rail);
  expect(hrefs).toEqual(offered.map(path).slice(0, 8));
  expect(hrefs).not.toContain(path(product));
  await waitForHydration(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1440);
  await screenshot(page, 'product-links-cart-page-1440', { fullPage: true, images: true });
  await bringIntoView(rail);
  await screenshot(page, 'product-links-cart-1440');

  // One added from the rail joins the lines and leaves the rail.
  const added = offered.find((item) => item.__typename === 'SimpleProduct') as Linked;
  await rail.getByRole('button', { name: `Add ${added.name} to the cart` }).click();
  await expect(page.getByTestId('cart-lines').getByTestId('cart-line')).toHaveCount(2);
  await expect(rail.locator(`a[href="${path(added)}"]`)).toHaveCount(0);
  await expect(rail.locator(`a[href="${path(product)}"]`)).toHaveCount(0);

  // A small laptop: the rail under the lines beside the summary column.
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${WEB_URL}/int/checkout/cart`);
  await waitForHydration(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1024);
  await screenshot(page, 'product-links-cart-page-1024', { fullPage: true, images: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${WEB_URL}/int/checkout/cart`);
  await waitForHydration(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  await bringIntoView(page.getByTestId('cart-crosssells'));
  await screenshot(page, 'product-links-cart-390');
});
