// Personalised listings (issue 16 §2) in a browser against the demo catalogue: from a product
// page's designer block to the designer's page, the collections listing's filters and "Show more"
// (with and without JavaScript), and an entry's product into the cart from its card.
import { expect as baseExpect, test } from '@playwright/test';
import { sidebar } from './cart-support.ts';
import { apiCall } from './customer-support.ts';
import { chooseWebsite, WEB_URL, waitForHydration } from './support.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ context }) => {
  await chooseWebsite(context, 'int');
});

interface ListingAnswer {
  personallyesListing: {
    total_count: number;
    items: {
      title: string;
      url_key: string;
      products: { name: string; url_key: string; url_suffix: string | null }[];
    }[];
  };
}

const LISTING = `query($type: String!) { personallyesListing(type_url_key: $type, limit: 50) {
  total_count items { title url_key products { name url_key url_suffix } } } }`;

const listing = (type: string) => apiCall<ListingAnswer>(LISTING, { type }, { store: 'int' });

test('a product page shows its designer, whose page lists the designer’s products', async ({ page }) => {
  const { personallyesListing: designers } = await listing('designers');
  const designer = designers.items[0]!;
  const product = designer.products[0]!;
  await page.goto(`${WEB_URL}/int/${product.url_key}${product.url_suffix ?? ''}`);
  const block = page.getByTestId('product-personally');
  await expect(block).toBeVisible();
  const link = block.getByTestId('product-personally-entry').filter({ hasText: designer.title });
  await expect(link).toHaveAttribute('href', `/int/personally/designers/${designer.url_key}`);
  await link.click();

  await expect(page).toHaveURL(`${WEB_URL}/int/personally/designers/${designer.url_key}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(designer.title);
  await expect(page.getByTestId('personally-products').getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('personally-products')).toContainText(product.name);
  // breadcrumbs lead back to the listing, and the page names its canonical URL
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Designers' }),
  ).toHaveAttribute('href', '/int/personally/designers');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/int/personally/designers/${designer.url_key}$`),
  );
});

test('the collections listing filters by letter and shows more entries through a fetcher', async ({
  page,
}) => {
  const { personallyesListing: collections } = await listing('collections');
  expect(collections.total_count).toBeGreaterThan(6);
  await page.goto(`${WEB_URL}/int/personally/collections`);
  await waitForHydration(page);
  const cards = page.getByTestId('personally-entry-card');
  await expect(cards).toHaveCount(6);
  await expect(page.getByTestId('personally-total')).toHaveText(`${collections.total_count} in total`);

  await page.getByTestId('personally-show-more').click();
  await expect(cards).toHaveCount(collections.total_count);
  await expect(page).toHaveURL(`${WEB_URL}/int/personally/collections`); // appended in place
  await expect(page.getByTestId('personally-show-more')).toHaveCount(0);

  // a letter chip: its count is the number of entries it leaves
  const chip = page.getByTestId('personally-filter-letter').first();
  const letter = (await chip.locator('span').nth(0).textContent())?.trim() ?? '';
  const count = (await chip.locator('span').nth(1).textContent())?.trim() ?? '';
  await chip.click();
  await expect(page).toHaveURL(new RegExp(`letter=${encodeURIComponent(letter)}`));
  await expect(cards).toHaveCount(Number(count));
  for (const title of await page.getByTestId('personally-entry-card').locator('h2').allInnerTexts()) {
    expect(title.startsWith(letter)).toBe(true);
  }
  await expect(page.getByTestId('personally-filter-letter').first()).toHaveAttribute('aria-current', 'true');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('"Show more" is a link to the next page and the filters are links', async ({ page }) => {
    const { personallyesListing: collections } = await listing('collections');
    await page.goto(`${WEB_URL}/int/personally/collections`);
    await page.getByTestId('personally-show-more').click();
    await expect(page).toHaveURL(`${WEB_URL}/int/personally/collections?p=2`);
    await expect(page.getByTestId('personally-entry-card')).toHaveCount(collections.total_count - 6);
    await page.getByRole('link', { name: 'Most products' }).click();
    await expect(page).toHaveURL(`${WEB_URL}/int/personally/collections?sort=count`);
    await expect(page.getByTestId('personally-entry-card')).toHaveCount(6);
  });
});

test('an entry’s product goes into the cart from its card', async ({ page }) => {
  const { personallyesListing: collections } = await listing('collections');
  const entry = collections.items[0]!;
  await page.goto(`${WEB_URL}/int/personally/collections/${entry.url_key}`);
  await waitForHydration(page);
  const button = page.getByTestId('personally-products').getByTestId('card-add-to-cart').first();
  const label = (await button.getAttribute('aria-label')) ?? '';
  const name = label.replace(/^Add /, '').replace(/ to the cart$/, '');
  await button.click();
  await expect(sidebar(page)).toBeVisible();
  await expect(sidebar(page).getByTestId('cart-line')).toHaveCount(1);
  await expect(sidebar(page).getByTestId('cart-line')).toContainText(name);
});

test('the sitemap lists the listings and their entries', async ({ request }) => {
  const { personallyesListing: designers } = await listing('designers');
  const xml = await (await request.get(`${WEB_URL}/int/sitemap/pages.xml`)).text();
  expect(xml).toContain(`<loc>${WEB_URL}/int/personally/designers</loc>`);
  expect(xml).toContain(`<loc>${WEB_URL}/int/personally/collections</loc>`);
  for (const entry of designers.items) {
    expect(xml).toContain(`<loc>${WEB_URL}/int/personally/designers/${entry.url_key}</loc>`);
  }
});
