// Grouped products (issue 18): the demo's "Oslo dining collection" lists its members — a table,
// oak chairs, a sideboard, a bench — with a quantity each, starting at the group's default. One Add
// to cart puts every member with a quantity above 0 into the cart as its own line; all at 0 is
// refused with a message. Without JavaScript the same form posts.
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { sidebar } from './cart-support.ts';
import { apiCall } from './customer-support.ts';
import { chooseWebsite, SCREENSHOTS, screenshot, settleImages, waitForHydration } from './support.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const GROUPED_SKU = 'GRP-OSLO-COLLECTION';

interface DemoGroup {
  __typename: string;
  url_key: string;
  url_suffix: string | null;
  items: { qty: number; product: { sku: string; name: string } }[];
}

/** The collection as the API serves it on the international website: its page and its members. */
async function demoGroup(): Promise<DemoGroup> {
  const data = await apiCall<{ products: { items: DemoGroup[] } }>(
    `{ products(filter: { sku: { eq: "${GROUPED_SKU}" } }) { items { __typename url_key url_suffix
      ... on GroupedProduct { items { qty product { sku name } } } } } }`,
    {},
    { store: 'int' },
  );
  const [group] = data.products.items;
  if (!group) throw new Error(`The demo catalogue has no ${GROUPED_SKU}`);
  expect(group.__typename).toBe('GroupedProduct');
  return group;
}

function member(group: DemoGroup, name: string) {
  const found = group.items.find((item) => item.product.name === name);
  if (!found) throw new Error(`${GROUPED_SKU} has no ${name}`);
  return found.product;
}

const memberQuantity = (page: Page, sku: string) =>
  page.locator(`[data-testid="grouped-member"][data-sku="${sku}"]`).locator('input');

test("a grouped product's simples into the cart", async ({ page, context }) => {
  const group = await demoGroup();
  const table = member(group, 'Oslo dining table 180 cm');
  const chair = member(group, 'Oslo dining chair, oak');
  const sideboard = member(group, 'Oslo sideboard');
  const bench = member(group, 'Oslo bench');

  await chooseWebsite(context, 'int', { locale: 'en-US' });
  await page.goto(`/int/${group.url_key}${group.url_suffix ?? ''}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oslo dining collection');
  // Every member, starting at the group's default quantity.
  await expect(page.getByTestId('grouped-member')).toHaveCount(group.items.length);
  for (const item of group.items) {
    await expect(memberQuantity(page, item.product.sku)).toHaveValue(String(item.qty));
  }
  // A member's name leads to its own page.
  await expect(page.getByTestId('grouped-members').getByRole('link', { name: table.name })).toHaveAttribute(
    'href',
    /\/int\/oslo-dining-table-180/,
  );
  await screenshot(page, 'grouped-product-page', { fullPage: true, images: true });

  // Nothing chosen: refused with a message, the cart stays empty.
  for (const item of group.items) await memberQuantity(page, item.product.sku).fill('0');
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('grouped-nothing-chosen')).toHaveText(
    'Enter a quantity for at least one product.',
  );
  await expect(page.getByTestId('cart-button')).toHaveAttribute('data-count', '0');

  // A table, six chairs (the + button from 5), a sideboard; no bench.
  await memberQuantity(page, table.sku).fill('1');
  await memberQuantity(page, chair.sku).fill('5');
  await page
    .locator(`[data-testid="grouped-member"][data-sku="${chair.sku}"]`)
    .getByRole('button', { name: 'Increase quantity' })
    .click();
  await expect(memberQuantity(page, chair.sku)).toHaveValue('6');
  await memberQuantity(page, sideboard.sku).fill('1');
  await expect(page.getByTestId('grouped-nothing-chosen')).toHaveCount(0);
  await page.getByTestId('add-to-cart').click();

  const lines = sidebar(page).getByTestId('cart-line');
  await expect(lines).toHaveCount(3);
  await expect(page.getByTestId('cart-button')).toHaveAttribute('data-count', '8');

  await page.goto('/int/checkout/cart');
  await waitForHydration(page);
  const quantityOf = (sku: string) =>
    page.locator(`[data-testid="cart-line"][data-sku="${sku}"]`).getByRole('textbox');
  await expect(page.getByTestId('cart-line')).toHaveCount(3);
  await expect(quantityOf(table.sku)).toHaveValue('1');
  await expect(quantityOf(chair.sku)).toHaveValue('6');
  await expect(quantityOf(sideboard.sku)).toHaveValue('1');
  await expect(page.locator(`[data-testid="cart-line"][data-sku="${bench.sku}"]`)).toHaveCount(0);
  await expect(page.locator(`[data-testid="cart-line"][data-sku="${GROUPED_SKU}"]`)).toHaveCount(0);
  await screenshot(page, 'grouped-cart', { fullPage: true, images: true });
});

test('a listing card of a grouped or bundle product leads to its page instead of adding', async ({
  page,
  context,
}) => {
  await chooseWebsite(context, 'int', { locale: 'en-US' });
  await page.goto('/int/catalogsearch/result?q=Oslo+dining');
  await waitForHydration(page);
  for (const name of ['Oslo dining collection', 'Oslo dining set']) {
    await expect(page.getByRole('link', { name: `Choose options for ${name}` })).toHaveAttribute(
      'href',
      /\/int\/oslo-dining-(collection|set)/,
    );
    await expect(page.getByRole('button', { name: `Add ${name} to the cart` })).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Choose options for Oslo dining collection' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oslo dining collection');
});

test('the collection on a phone', async ({ page, context }) => {
  const group = await demoGroup();
  await chooseWebsite(context, 'int', { locale: 'en-US' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/int/${group.url_key}${group.url_suffix ?? ''}`);
  await waitForHydration(page);
  // Pictures loaded first (that scrolls the page), then the options in view.
  if (SCREENSHOTS) await settleImages(page);
  await page
    .getByTestId('grouped-members')
    .evaluate((element) => element.scrollIntoView({ block: 'center' }));
  // Nothing sticks out of the page.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'grouped-product-page-phone');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the members go into the cart as typed', async ({ page, context }) => {
    const group = await demoGroup();
    const table = member(group, 'Oslo dining table 180 cm');
    const chair = member(group, 'Oslo dining chair, oak');
    await chooseWebsite(context, 'int', { locale: 'en-US' });
    await page.goto(`/int/${group.url_key}${group.url_suffix ?? ''}`);
    for (const item of group.items) {
      const field = memberQuantity(page, item.product.sku);
      if (await field.isEnabled()) await field.fill('0');
    }
    await memberQuantity(page, chair.sku).fill('2');
    await memberQuantity(page, table.sku).fill('1');
    await page.getByTestId('add-to-cart').click();
    await page.goto('/int/checkout/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(
      page.locator(`[data-testid="cart-line"][data-sku="${chair.sku}"]`).getByRole('textbox'),
    ).toHaveValue('2');
  });
});
