// The wishlist in a real browser against the real API and the demo catalogue: the heart on a
// product page (a configurable adds its chosen variant) and on a listing card, the wishlist page
// with its items and remove button; guests get the sign-in drawer. The demo store has multiple wish
// lists on, so a hydrated heart opens the list chooser (wishlist-lists.spec.ts tests it with two
// lists); here the customer has the default list only and ticks it.
import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import {
  type CartDemoProduct,
  findProduct,
  inStockVariant,
  isConfigurableInStock,
  productPath,
} from './cart-support.ts';
import { createCustomer, useToken } from './customer-support.ts';
import { chooseWebsite, waitForHydration } from './support.ts';

// Each step is a form post, a redirect and the page's API calls on a shared 2-core machine.
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ timeout: 120_000 });

const isSimpleInStock = (product: CartDemoProduct) =>
  product.__typename === 'SimpleProduct' && product.stock_status === 'IN_STOCK';

/** Opens the heart's list chooser, ticks or unticks the default list, and closes the chooser again. */
async function toggleDefaultList(page: Page, heart: Locator, to: 'added' | 'removed') {
  await heart.click();
  const chooser = page.getByTestId('wishlist-chooser');
  await expect(chooser).toBeVisible();
  const box = chooser.getByRole('checkbox', { name: 'Wish List' });
  await (to === 'added' ? box.check() : box.uncheck());
  await expect(chooser.getByRole('status')).toHaveText(
    to === 'added' ? 'Added to “Wish List”.' : 'Removed from “Wish List”.',
  );
  await page.keyboard.press('Escape');
  await expect(chooser).toBeHidden();
  await expect(heart).toBeFocused();
}

async function openWishlist(page: Page) {
  await page.goto('/int/customer/account/wishlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
}

test.beforeEach(async ({ context }) => {
  await chooseWebsite(context, 'int');
});

test('a product added from its page is on the wishlist page, and removed from there', async ({
  page,
  context,
}) => {
  const product = await findProduct(isSimpleInStock);
  await useToken(context, (await createCustomer()).token);
  await page.goto(productPath(product));
  await waitForHydration(page);
  const heart = page.getByTestId('wishlist-button');
  await expect(heart).toHaveAttribute('data-in-wishlist', 'false');
  await toggleDefaultList(page, heart, 'added');
  await expect(heart).toHaveAttribute('data-in-wishlist', 'true');
  await expect(heart).toHaveText('In your wishlist');

  // A reload shows the heart filled: the page reads the wishlist.
  await page.reload();
  await expect(page.getByTestId('wishlist-button')).toHaveAttribute('data-in-wishlist', 'true');

  await openWishlist(page);
  const item = page.getByTestId('wishlist-item');
  await expect(item).toHaveCount(1);
  await expect(item).toHaveAttribute('data-sku', product.sku);
  await expect(item.getByRole('link', { name: product.name }).first()).toHaveAttribute(
    'href',
    productPath(product),
  );
  await expect(item.getByTestId('wishlist-price')).toBeVisible();
  await waitForHydration(page);

  await item.getByRole('button', { name: `Remove ${product.name} from the wishlist` }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The product was removed from your wishlist.' }),
  ).toBeVisible();
  await expect(page.getByTestId('wishlist-empty')).toBeVisible();
});

test('a configurable product adds the chosen variant, and its heart removes it again', async ({
  page,
  context,
}) => {
  const product = await findProduct(isConfigurableInStock);
  const chosen = inStockVariant(product) as NonNullable<ReturnType<typeof inStockVariant>>;
  await useToken(context, (await createCustomer()).token);
  await page.goto(productPath(product));
  await waitForHydration(page);
  for (const attribute of chosen.attributes) {
    await page.locator(`[data-value-uid="${attribute.uid}"]`).click();
  }
  await expect(page.getByTestId('product-sku')).toHaveText(chosen.product.sku);
  await toggleDefaultList(page, page.getByTestId('wishlist-button'), 'added');
  await expect(page.getByTestId('wishlist-button')).toHaveAttribute('data-in-wishlist', 'true');

  await openWishlist(page);
  await expect(page.getByTestId('wishlist-item')).toHaveAttribute('data-sku', chosen.product.sku);
  await expect(page.getByTestId('wishlist-item')).toContainText(product.name);

  await page.goto(productPath(product));
  await waitForHydration(page);
  for (const attribute of chosen.attributes) {
    await page.locator(`[data-value-uid="${attribute.uid}"]`).click();
  }
  await expect(page.getByTestId('wishlist-button')).toHaveAttribute('data-in-wishlist', 'true');
  await toggleDefaultList(page, page.getByTestId('wishlist-button'), 'removed');
  await expect(page.getByTestId('wishlist-button')).toHaveAttribute('data-in-wishlist', 'false');
  await openWishlist(page);
  await expect(page.getByTestId('wishlist-empty')).toBeVisible();
});

test('a product added from a listing card is on the wishlist page', async ({ page, context }) => {
  await useToken(context, (await createCustomer()).token);
  await page.goto('/int/');
  const href = await page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('link')
    .first()
    .getAttribute('href');
  await page.goto(href ?? '/int/');
  await waitForHydration(page);
  const card = page.getByTestId('product-card').first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  // The heart is the card's sibling, over its picture.
  const heart = card.locator('xpath=..').getByTestId('wishlist-button');
  await expect(heart).toHaveAccessibleName(`Add ${name} to a wish list`);
  await toggleDefaultList(page, heart, 'added');
  await expect(heart).toHaveAccessibleName(`${name} is in Wish List: choose wish lists`);
  await expect(heart).toHaveAttribute('data-in-wishlist', 'true');

  await openWishlist(page);
  await expect(page.getByTestId('wishlist-item').filter({ hasText: name })).toHaveCount(1);
});

test('a guest’s heart opens the sign-in drawer', async ({ page }) => {
  const product = await findProduct((item) => item.__typename === 'SimpleProduct');
  await page.goto(productPath(product));
  await waitForHydration(page);
  await page.getByTestId('wishlist-button').click();
  await expect(page.locator('[data-customer-drawer-type="signIn"]')).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the heart still posts, and the page comes back with the product in the wishlist', async ({
    page,
    context,
  }) => {
    const product = await findProduct(isSimpleInStock);
    await useToken(context, (await createCustomer()).token);
    await page.goto(productPath(product));
    await expect(page.getByTestId('wishlist-button')).toHaveAttribute('data-in-wishlist', 'false');
    await page.getByTestId('wishlist-button').click();
    await expect(page).toHaveURL(productPath(product));
    await expect(page.getByTestId('wishlist-button')).toHaveAttribute('data-in-wishlist', 'true');
  });
});
