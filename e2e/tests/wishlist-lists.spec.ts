// Multiple wish lists (on in the demo store). On the wishlist page a customer creates a named list,
// moves a product into it from the default list and finds it there; without JavaScript a list is
// renamed and deleted (plain form posts answered with a redirect and a message). The hearts of
// product pages and listing cards open the list chooser: a product goes into the second list and
// out again, a new list is made from a card's chooser; without JavaScript the heart still posts to
// the default list.
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { type CartDemoProduct, findProduct, productPath } from './cart-support.ts';
import { apiCall, createCustomer, useToken } from './customer-support.ts';
import { chooseWebsite, screenshot, settleImages, waitForHydration } from './support.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const isSimpleInStock = (product: CartDemoProduct) =>
  product.__typename === 'SimpleProduct' && product.stock_status === 'IN_STOCK';

async function customerWithProduct(sku: string) {
  const customer = await createCustomer();
  await apiCall(
    `mutation($sku: String!) {
      addProductsToWishlist(wishlistId: "0", wishlistItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } }
    }`,
    { sku },
    { token: customer.token },
  );
  return customer;
}

/** A customer whose second list is "Kitchen" (besides the default list, still to be created). */
async function customerWithKitchen() {
  const customer = await createCustomer();
  const created = await apiCall<{ createWishlist: { wishlist: { id: string } } }>(
    `mutation { createWishlist(input: { name: "Kitchen", visibility: PRIVATE }) { wishlist { id } } }`,
    {},
    { token: customer.token },
  );
  return { ...customer, kitchen: created.createWishlist.wishlist.id };
}

const chooserOf = (page: Page) => page.getByRole('dialog', { name: 'Add to wish list' });

const tab = (page: Page, name: string) => page.getByTestId('wishlist-tab').filter({ hasText: name });

async function createList(page: Page, name: string, visibility: 'Private' | 'Public') {
  const create = page.getByTestId('wishlist-create');
  await create.getByText('New list').click();
  await create.getByLabel('List name').fill(name);
  await create.getByLabel('Visibility').selectOption({ label: visibility });
  await create.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The wish list was created.' })).toBeVisible();
  // The redirect shows the new list (a message of an earlier post may still be up).
  await expect(tab(page, name)).toHaveAttribute('aria-current', 'page');
}

test.beforeEach(async ({ context }) => {
  await chooseWebsite(context, 'int');
});

test('a customer creates a list and moves a product into it', async ({ page, context }) => {
  const product = await findProduct(isSimpleInStock);
  const customer = await customerWithProduct(product.sku);
  await useToken(context, customer.token);
  await page.goto('/int/customer/account/wishlist');
  await expect(tab(page, 'Wish List')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('wishlist-item')).toHaveCount(1);

  await createList(page, 'Living room', 'Public');
  // The new list is shown, empty.
  await expect(page).toHaveURL(/\/int\/customer\/account\/wishlist\?list=\d+$/);
  await expect(tab(page, 'Living room')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('wishlist-empty')).toBeVisible();

  // A second name in use is refused with the API's message.
  await createList(page, 'Kitchen', 'Private');
  const create = page.getByTestId('wishlist-create');
  await create.getByText('New list').click();
  await create.getByLabel('List name').fill('living ROOM');
  await create.getByRole('button', { name: 'Create list' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Wish list "living ROOM" already exists.' }),
  ).toBeVisible();

  await tab(page, 'Wish List').click();
  const item = page.getByTestId('wishlist-item');
  await expect(item).toHaveAttribute('data-sku', product.sku);
  await item.getByLabel(`Move ${product.name} to another list`).selectOption({ label: 'Living room' });
  await screenshot(page, 'wishlist-lists', { fullPage: true });
  await item.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The product was moved to the other list.' }),
  ).toBeVisible();
  await expect(page.getByTestId('wishlist-empty')).toBeVisible();
  await expect(tab(page, 'Living room')).toContainText('1');

  await tab(page, 'Living room').click();
  await expect(page.getByTestId('wishlist-item')).toHaveAttribute('data-sku', product.sku);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'wishlist-lists-phone', { fullPage: true });
});

test('the heart’s chooser puts a product into the second list and takes it out again', async ({
  page,
  context,
}) => {
  const product = await findProduct(isSimpleInStock);
  const customer = await customerWithKitchen();
  await useToken(context, customer.token);
  await page.goto(productPath(product));
  await waitForHydration(page);
  const heart = page.getByTestId('wishlist-button');
  await expect(heart).toHaveAttribute('data-in-wishlist', 'false');
  await expect(heart).toHaveAccessibleName(`Add ${product.name} to a wish list`);
  await settleImages(page);

  await heart.click();
  const chooser = chooserOf(page);
  await expect(chooser).toBeVisible();
  await expect(heart).toHaveAttribute('aria-expanded', 'true');
  const main = chooser.getByRole('checkbox', { name: 'Wish List' });
  const kitchen = chooser.getByRole('checkbox', { name: 'Kitchen' });
  // Focus moves into the chooser, to the first list.
  await expect(main).toBeFocused();
  await expect(main).not.toBeChecked();
  await expect(kitchen).not.toBeChecked();
  await screenshot(page, 'wishlist-chooser');

  await kitchen.check();
  await expect(chooser.getByRole('status')).toHaveText('Added to “Kitchen”.');
  await expect(kitchen).toBeChecked();
  await expect(main).not.toBeChecked();
  await screenshot(page, 'wishlist-chooser-added');
  // Escape closes it and the focus is back on the heart, now filled.
  await page.keyboard.press('Escape');
  await expect(chooser).toBeHidden();
  await expect(heart).toBeFocused();
  await expect(heart).toHaveAttribute('aria-expanded', 'false');
  await expect(heart).toHaveAttribute('data-in-wishlist', 'true');
  await expect(heart).toHaveText('In your wishlist');
  await expect(heart).toHaveAccessibleName(`${product.name} is in Kitchen: choose wish lists`);

  // The page loads every list: after a reload the heart is still filled.
  await page.reload();
  await expect(heart).toHaveAttribute('data-in-wishlist', 'true');

  // The wishlist page: in "Kitchen", not in the default list.
  await page.goto('/int/customer/account/wishlist');
  await expect(page.getByTestId('wishlist-empty')).toBeVisible();
  await expect(tab(page, 'Kitchen')).toContainText('1');
  await tab(page, 'Kitchen').click();
  await expect(page.getByTestId('wishlist-item')).toHaveAttribute('data-sku', product.sku);

  // Out again from the chooser, on a phone (a sheet at the bottom of the screen).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(productPath(product));
  await waitForHydration(page);
  await settleImages(page);
  await heart.click();
  await expect(kitchen).toBeChecked();
  await screenshot(page, 'wishlist-chooser-phone');
  await kitchen.uncheck();
  await expect(chooser.getByRole('status')).toHaveText('Removed from “Kitchen”.');
  await expect(kitchen).not.toBeChecked();
  await chooser.getByRole('button', { name: 'Close' }).click();
  await expect(chooser).toBeHidden();
  await expect(heart).toBeFocused();
  await expect(heart).toHaveAttribute('data-in-wishlist', 'false');
  await page.goto(`/int/customer/account/wishlist?list=${customer.kitchen}`);
  await expect(tab(page, 'Kitchen')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('wishlist-empty')).toBeVisible();
});

test('a new list made in a card’s chooser holds the product, and the next card offers it', async ({
  page,
  context,
}) => {
  await useToken(context, (await createCustomer()).token);
  await page.goto('/int/');
  const category = await page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('link')
    .first()
    .getAttribute('href');
  await page.goto(category ?? '/int/');
  await waitForHydration(page);
  // A card's heart is the card's sibling, over its picture.
  const heartOf = (index: number) =>
    page.getByTestId('product-card').nth(index).locator('xpath=..').getByTestId('wishlist-button');
  const first = heartOf(0);
  await first.click();
  const chooser = chooserOf(page);
  await expect(chooser.getByRole('checkbox')).toHaveCount(1);
  await chooser.getByRole('button', { name: 'New list…' }).click();
  await expect(chooser.getByLabel('List name')).toBeFocused();
  await chooser.getByLabel('List name').fill('Office');
  await screenshot(page, 'wishlist-chooser-new-list');
  await chooser.getByRole('button', { name: 'Create and add' }).click();
  await expect(chooser.getByRole('status')).toHaveText('Added to “Office”.');
  const office = chooser.getByRole('checkbox', { name: 'Office' });
  await expect(office).toBeChecked();
  await expect(office).toBeFocused();
  await expect(chooser.getByRole('checkbox', { name: 'Wish List' })).not.toBeChecked();

  // A name in use: the API's message, and the field stays for another name.
  await chooser.getByRole('button', { name: 'New list…' }).click();
  await chooser.getByLabel('List name').fill('office');
  await chooser.getByRole('button', { name: 'Create and add' }).click();
  await expect(chooser.getByRole('alert')).toHaveText('Wish list "office" already exists.');
  await expect(chooser.getByLabel('List name')).toBeVisible();
  await chooser.getByRole('button', { name: 'Cancel' }).click();
  await expect(chooser.getByRole('button', { name: 'New list…' })).toBeFocused();
  await chooser.getByRole('button', { name: 'Close' }).click();
  await expect(first).toHaveAttribute('data-in-wishlist', 'true');

  // The next card's chooser offers the new list (the page's hearts share the state).
  const second = heartOf(1);
  await expect(second).toHaveAttribute('data-in-wishlist', 'false');
  await second.click();
  await expect(chooser.getByRole('checkbox', { name: 'Office' })).not.toBeChecked();
  await expect(chooser.getByRole('checkbox')).toHaveCount(2);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the heart without JavaScript posts to the default list, also with other lists', async ({
    page,
    context,
  }) => {
    const product = await findProduct(isSimpleInStock);
    const customer = await customerWithKitchen();
    await useToken(context, customer.token);
    await page.goto(productPath(product));
    const heart = page.getByTestId('wishlist-button');
    await expect(heart).toHaveAttribute('data-in-wishlist', 'false');
    await expect(heart).not.toHaveAttribute('aria-haspopup', 'dialog');
    await heart.click();
    await expect(page).toHaveURL(productPath(product));
    await expect(
      page.getByRole('status').filter({ hasText: 'The product was added to your wishlist.' }),
    ).toBeVisible();
    await expect(heart).toHaveAttribute('data-in-wishlist', 'true');
    await page.goto('/int/customer/account/wishlist');
    await expect(tab(page, 'Wish List')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('wishlist-item')).toHaveAttribute('data-sku', product.sku);
    await expect(tab(page, 'Kitchen')).toContainText('0');
  });

  test('a list is renamed, made private and deleted; the default list cannot be', async ({
    page,
    context,
  }) => {
    const customer = await createCustomer();
    await useToken(context, customer.token);
    await page.goto('/int/customer/account/wishlist');
    await createList(page, 'Office', 'Public');

    const edit = page.getByTestId('wishlist-edit');
    await edit.getByText('Edit this list').click();
    await edit.getByLabel('List name').fill('Home office');
    await edit.getByLabel('Visibility').selectOption({ label: 'Private' });
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The wish list was saved.' })).toBeVisible();
    await expect(tab(page, 'Home office')).toHaveAttribute('aria-current', 'page');

    await page.getByTestId('wishlist-edit').getByText('Edit this list').click();
    await page.getByRole('button', { name: 'Delete “Home office” and its products' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The wish list was deleted.' })).toBeVisible();
    await expect(page.getByTestId('wishlist-tab')).toHaveCount(1);
    await page.getByTestId('wishlist-edit').getByText('Edit this list').click();
    await expect(
      page.getByText('This is your default list: it can be renamed but not deleted.'),
    ).toBeVisible();
  });
});
