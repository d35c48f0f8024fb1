// Multiple wish lists on the wishlist page (on in the demo store): a customer creates a named list,
// moves a product into it from the default list and finds it there; without JavaScript a list is
// renamed and deleted. Everything is a plain form post answered with a redirect and a message.
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { type CartDemoProduct, findProduct } from './cart-support.ts';
import { apiCall, createCustomer, useToken } from './customer-support.ts';
import { chooseWebsite, screenshot } from './support.ts';

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

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

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
