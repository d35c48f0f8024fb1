// The cart in a real browser against the real API and the demo catalogue: add to cart from a
// listing card and a product page (a configurable adds its chosen variant), the shipping-cart
// sidebar, the cart page's quantity steppers, remove, coupon and comment, a broken cart cookie,
// the guest cart merged at sign-in, logout, and the wishlist's "move to cart".
import { expect as baseExpect, type Page, test } from '@playwright/test';
import {
  cartCount,
  findProduct,
  hasRequiredDropDowns,
  inStockVariant,
  isConfigurableInStock,
  isPlainSimple,
  isSoldInSteps,
  productPath,
  searchPath,
  sidebar,
} from './cart-support.ts';
import { apiCall, createCustomer, uniqueEmail, useToken } from './customer-support.ts';
import { chooseWebsite, WEB_URL, waitForHydration } from './support.ts';

// Each step is a form post and the page's API calls on a shared 2-core machine.
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ context }) => {
  await chooseWebsite(context, 'int');
});

async function addFromCard(page: Page, name: string) {
  await page.getByRole('button', { name: `Add ${name} to the cart` }).click();
  await expect(sidebar(page)).toBeVisible();
}

test('a listing card adds a product, the sidebar opens with it and the header counts it', async ({
  page,
}) => {
  const product = await findProduct(isPlainSimple);
  await page.goto(searchPath(product));
  await waitForHydration(page);
  await expect(cartCount(page)).toHaveAttribute('data-count', '0');

  await addFromCard(page, product.name);
  const line = sidebar(page).getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toHaveAttribute('data-sku', product.sku);
  await expect(line).toContainText(product.name);
  await expect(sidebar(page).getByTestId('minicart-subtotal')).toBeVisible();
  await expect(cartCount(page)).toHaveAttribute('data-count', '1');
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // The page behind the open sidebar is inert; Escape closes it and the header's button opens it.
  expect(await page.evaluate(() => document.querySelector('header')?.closest('[inert]') !== null)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(sidebar(page)).toHaveCount(0);
  await cartCount(page).click();
  await expect(sidebar(page).getByTestId('cart-line')).toHaveCount(1);

  // The same product again is the same line with quantity 2.
  await page.keyboard.press('Escape');
  await addFromCard(page, product.name);
  await expect(sidebar(page).getByTestId('cart-line')).toHaveCount(1);
  await expect(cartCount(page)).toHaveAttribute('data-count', '2');

  // The sidebar leads to the cart page; the cart survives a reload (the cookie).
  await sidebar(page).getByRole('link', { name: 'View and edit cart' }).click();
  await expect(page).toHaveURL(/\/int\/checkout\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('cart-lines').getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByLabel(`Quantity of ${product.name}`, { exact: true })).toHaveValue('2');
});

test('a configurable product asks for its options, then adds the chosen variant', async ({ page }) => {
  const product = await findProduct(isConfigurableInStock);
  const variant = inStockVariant(product);
  if (!variant) throw new Error('no variant in stock');
  await page.goto(productPath(product));
  await waitForHydration(page);

  await page.getByTestId('add-to-cart').click();
  // The message names the missing option(s) ("Choose Color first."), not "the product's options".
  await expect(page.getByTestId('swatch-required')).toHaveText(
    /^Choose (?!the product's options).+ first\.$/,
  );
  await expect(cartCount(page)).toHaveAttribute('data-count', '0');

  for (const attribute of variant.attributes) {
    await page.locator(`[data-value-uid="${attribute.uid}"]`).click();
  }
  await expect(page.getByTestId('product-sku')).toHaveText(variant.product.sku);
  await page.getByTestId('add-to-cart').click();
  await expect(sidebar(page)).toBeVisible();
  const line = sidebar(page).getByTestId('cart-line');
  await expect(line).toHaveAttribute('data-sku', variant.product.sku);
  await expect(line).toContainText(product.name);
  // The chosen option values are listed on the line.
  await expect(line.locator('dl')).toBeVisible();
  await expect(cartCount(page)).toHaveAttribute('data-count', '1');
});

test('the API’s refusal of an item is shown and the cart stays as it was', async ({ page }) => {
  const product = await findProduct(isPlainSimple, 10);
  await page.goto(productPath(product));
  await waitForHydration(page);
  await page.getByTestId('product-quantity').getByRole('textbox').fill('10001');
  await page.getByTestId('add-to-cart').click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The most you may purchase is 10000.' }),
  ).toBeVisible();
  await expect(sidebar(page)).toHaveCount(0);
  await expect(cartCount(page)).toHaveAttribute('data-count', '0');
});

test('required custom options are asked for, then go into the cart with the product', async ({ page }) => {
  const product = await findProduct(hasRequiredDropDowns);
  await page.goto(productPath(product));
  await waitForHydration(page);
  await page.getByTestId('add-to-cart').click();
  await expect(
    page.getByTestId('product-custom-options').getByText('This is a required field.').first(),
  ).toBeVisible();
  await expect(sidebar(page)).toHaveCount(0);

  for (const option of product.options ?? []) {
    if (!option.required) continue;
    await page.locator(`[data-option-uid="${option.uid}"] select`).selectOption(option.value?.[0]?.uid ?? '');
  }
  await page.getByTestId('add-to-cart').click();
  await expect(sidebar(page)).toBeVisible();
  const line = sidebar(page).getByTestId('cart-line');
  await expect(line).toHaveAttribute('data-sku', product.sku);
  await expect(line.locator('dl')).toBeVisible();
});

test('the cart page steps quantities by the product’s increments, applies coupons and removes lines', async ({
  page,
}) => {
  const stepped = await findProduct(isSoldInSteps);
  const step = stepped.qty_increments ?? 2;
  const plain = await findProduct(isPlainSimple, 1);

  await page.goto(searchPath(plain));
  await waitForHydration(page);
  await addFromCard(page, plain.name);
  await page.goto(productPath(stepped));
  await waitForHydration(page);
  await page.getByTestId('add-to-cart').click();
  await expect(sidebar(page).getByTestId('cart-line')).toHaveCount(2);

  await page.goto('/int/checkout/cart');
  await waitForHydration(page);
  const quantity = page.getByLabel(`Quantity of ${stepped.name}`, { exact: true });
  const first = Number(await quantity.inputValue());
  expect(first % step).toBe(0);
  await page.getByRole('button', { name: `Increase the quantity of ${stepped.name}` }).click();
  await expect(quantity).toHaveValue(String(first + step));
  await expect(cartCount(page)).toHaveAttribute('data-count', String(1 + first + step));
  await page.getByRole('button', { name: `Decrease the quantity of ${stepped.name}` }).click();
  await expect(quantity).toHaveValue(String(first));

  // A quantity that breaks the increments is refused before it is sent.
  await quantity.fill(String(first + 1));
  await expect(
    page.getByText(`You can buy this product only in quantities of ${step} at a time.`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update' })).toBeDisabled();
  await quantity.fill(String(first));

  // Totals: subtotal and grand total; a wrong coupon is refused with the spec's key and the API's reason.
  await expect(page.getByTestId('cart-grand-total')).toBeVisible();
  await page.getByLabel('Enter a discount code').fill('NO-SUCH-CODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('cart-coupon')).toContainText('The discount code could not be applied.');
  await expect(page.getByTestId('cart-coupon')).toContainText("The coupon code isn't valid");

  await page.getByLabel('Enter a discount code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The discount code was applied.' })).toBeVisible();
  await expect(page.getByTestId('applied-coupon')).toHaveText('WELCOME10');
  await expect(page.getByTestId('cart-discount').first()).toBeVisible();
  await expect(page.getByTestId('cart-totals')).toContainText('Welcome 10% off');

  await page
    .getByRole('button', { name: 'Remove', exact: true })
    .and(page.locator('[data-testid="cart-coupon"] button'))
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'The discount code was removed.' })).toBeVisible();
  await expect(page.getByTestId('applied-coupon')).toHaveCount(0);
  await expect(page.getByTestId('cart-discount')).toHaveCount(0);

  // The comment is kept with the cart.
  await page.getByLabel('Comment on your order').fill('Please call before delivery.');
  await page.getByRole('button', { name: 'Save comment' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your comment was saved.' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Comment on your order')).toHaveValue('Please call before delivery.');

  await waitForHydration(page);
  await page.getByRole('button', { name: `Remove ${stepped.name} from the cart` }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByRole('button', { name: `Remove ${plain.name} from the cart` }).click();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await expect(cartCount(page)).toHaveAttribute('data-count', '0');
});

test('the cart’s amounts are in the shopper’s display currency', async ({ page, context }) => {
  await chooseWebsite(context, 'int', { currency: 'EUR' });
  const product = await findProduct(isPlainSimple, 11);
  await page.goto(searchPath(product));
  await waitForHydration(page);
  await addFromCard(page, product.name);
  await expect(sidebar(page).getByTestId('minicart-subtotal')).toContainText('€');
  await page.goto('/int/checkout/cart');
  await expect(page.getByTestId('cart-grand-total')).toContainText('€');
  await expect(page.getByTestId('cart-line-total')).toContainText('€');
});

/** An amount as the page writes it ("19 990,00 ₽"), as a number. */
function amountOf(text: string | null): number {
  return Number((text ?? '').replace(/[^\d,.]/g, '').replace(',', '.'));
}

test('on the ru website, whose prices include VAT, the cart shows the shelf price and the VAT as included', async ({
  page,
  context,
}) => {
  await chooseWebsite(context, 'ru', { locale: 'ru-RU' });
  const product = await findProduct(isPlainSimple, 3);
  const shelf = await apiCall<{
    products: {
      items: { name: string; price_range: { minimum_price: { final_price: { value: number } } } }[];
    };
  }>(
    `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items {
        name price_range { minimum_price { final_price { value } } } } } }`,
    { sku: product.sku },
    { store: 'ru' },
  );
  const item = shelf.products.items[0];
  if (!item) throw new Error(`${product.sku} is not sold on the ru website`);
  const price = item.price_range.minimum_price.final_price.value;

  await page.goto(searchPath(product, 'ru'));
  await waitForHydration(page);
  await page.getByRole('button', { name: `Добавить ${item.name} в корзину` }).click();
  await expect(sidebar(page)).toBeVisible();
  await expect(sidebar(page).getByTestId('minicart-subtotal')).toContainText('₽');
  expect(amountOf(await sidebar(page).getByTestId('minicart-subtotal').textContent())).toBe(price);

  await page.goto('/ru/checkout/cart');
  expect(amountOf(await page.getByTestId('cart-line-total').textContent())).toBe(price);
  expect(amountOf(await page.getByTestId('cart-subtotal').textContent())).toBe(price);
  // The VAT is a part of the total, not added on top: the total is the shelf price.
  expect(amountOf(await page.getByTestId('cart-grand-total').textContent())).toBe(price);
  await expect(page.getByTestId('cart-tax')).toHaveCount(0);
  const vat = page.getByTestId('cart-totals').getByText(/^в т\. ч\. НДС/);
  await expect(vat).toBeVisible();
  expect(amountOf(await page.getByTestId('cart-tax-included').textContent())).toBeCloseTo(
    (price * 22) / 122,
    1,
  );
});

test('a broken cart cookie shows an empty cart, and the next add puts a new cart in the cookie', async ({
  page,
  context,
}) => {
  const product = await findProduct(isPlainSimple, 2);
  await context.addCookies([
    // As the storefront sets it: on the website's path.
    { name: 'cart_id', value: 'NoSuchCartNoSuchCartNoSuchCart00', domain: '127.0.0.1', path: '/int' },
  ]);
  await page.goto(searchPath(product));
  await waitForHydration(page);
  await expect(cartCount(page)).toHaveAttribute('data-count', '0');
  await addFromCard(page, product.name);
  await expect(cartCount(page)).toHaveAttribute('data-count', '1');
  const cookie = (await context.cookies(`${WEB_URL}/int/`)).find((item) => item.name === 'cart_id');
  expect(cookie?.value).not.toBe('NoSuchCartNoSuchCartNoSuchCart00');
  expect(cookie?.httpOnly).toBe(true);
});

test('a guest’s cart is merged into the customer’s cart at sign-in, and logout leaves an empty cart', async ({
  page,
}) => {
  const customer = await createCustomer();
  const own = await findProduct(isPlainSimple, 3);
  const guestProduct = await findProduct(isPlainSimple, 4);
  // The customer's cart already holds a product.
  await apiCall(
    `mutation ($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }`,
    {
      id: (
        await apiCall<{ customerCart: { id: string } }>(
          '{ customerCart { id } }',
          {},
          { token: customer.token },
        )
      ).customerCart.id,
      items: [{ sku: own.sku, quantity: 1 }],
    },
    { token: customer.token },
  );

  await page.goto(searchPath(guestProduct));
  await waitForHydration(page);
  await addFromCard(page, guestProduct.name);
  await expect(cartCount(page)).toHaveAttribute('data-count', '1');

  // The account button opens the sign-in drawer (a drawer's form: the answer is data, not a redirect).
  await page.keyboard.press('Escape');
  await page.getByTestId('account-button').click();
  const drawer = page.locator('[data-drawer="customer"]');
  await drawer.getByLabel('E-mail').fill(customer.email);
  await drawer.getByLabel('Password').fill(customer.password);
  await drawer.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('account-button')).toHaveAttribute('data-signed-in', 'true');
  await expect(cartCount(page)).toHaveAttribute('data-count', '2');

  await page.goto('/int/checkout/cart');
  const skus = await page
    .getByTestId('cart-line')
    .evaluateAll((lines) => lines.map((line) => line.getAttribute('data-sku')));
  expect(skus.sort()).toEqual([own.sku, guestProduct.sku].sort());
  // Signing out is a post from the logout page (a plain visit only asks).
  await page.goto('/int/customer/logout');
  await waitForHydration(page);
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/int\/$/);
  await expect(page.getByTestId('account-button')).toHaveAttribute('data-signed-in', 'false');
  await expect(cartCount(page)).toHaveAttribute('data-count', '0');
});

test('a guest’s cart becomes the new customer’s cart after signing up', async ({ page }) => {
  const product = await findProduct(isPlainSimple, 8);
  await page.goto(searchPath(product));
  await waitForHydration(page);
  await addFromCard(page, product.name);
  await page.keyboard.press('Escape');

  await page.getByTestId('account-button').click();
  const drawer = page.locator('[data-drawer="customer"]');
  await drawer.getByRole('button', { name: 'New here? Create an account' }).click();
  await drawer.getByLabel('First name').fill('Greta');
  await drawer.getByLabel('Last name').fill('Garbo');
  await drawer.getByLabel('E-mail').fill(uniqueEmail('cart-signup'));
  await drawer.getByLabel('Password').fill('Velvet-Chair-77');
  await drawer.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByTestId('account-button')).toHaveAttribute('data-signed-in', 'true');
  await expect(cartCount(page)).toHaveAttribute('data-count', '1');
  await page.goto('/int/checkout/cart');
  await expect(page.getByTestId('cart-line')).toHaveAttribute('data-sku', product.sku);
});

test('a wishlist item moves to the cart and leaves the wishlist', async ({ page, context }) => {
  const customer = await createCustomer();
  const product = await findProduct(isPlainSimple, 5);
  await apiCall(
    `mutation ($items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: "0", wishlistItems: $items) { user_errors { message } } }`,
    { items: [{ sku: product.sku, quantity: 1 }] },
    { token: customer.token },
  );
  await useToken(context, customer.token);
  await page.goto('/int/customer/account/wishlist');
  await waitForHydration(page);
  await expect(page.getByTestId('wishlist-item')).toHaveCount(1);
  await page.getByRole('button', { name: `Move ${product.name} to the cart` }).click();
  await expect(sidebar(page)).toBeVisible();
  await expect(sidebar(page).getByTestId('cart-line')).toHaveAttribute('data-sku', product.sku);
  await expect(
    page.getByRole('status').filter({ hasText: `${product.name} was moved to your cart.` }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('wishlist-empty')).toBeVisible();
  await expect(cartCount(page)).toHaveAttribute('data-count', '1');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a configurable product’s options are drop-downs of the add-to-cart form', async ({ page }) => {
    const product = await findProduct(isConfigurableInStock, 2);
    const variant = inStockVariant(product);
    if (!variant) throw new Error('no variant in stock');
    await page.goto(productPath(product));
    for (const attribute of variant.attributes) {
      await page
        .locator(`select[name^="configurable_option["]:has(option[value="${attribute.uid}"])`)
        .selectOption(attribute.uid);
    }
    await page.getByTestId('add-to-cart').click();
    await expect(cartCount(page)).toHaveAttribute('data-count', '1');
    await page.goto('/int/checkout/cart');
    await expect(page.getByTestId('cart-line')).toHaveAttribute('data-sku', variant.product.sku);
  });

  test('the product page’s form posts its quantity and options', async ({ page }) => {
    const product = await findProduct(hasRequiredDropDowns, 1);
    await page.goto(productPath(product));
    for (const option of product.options ?? []) {
      if (!option.required) continue;
      await page
        .locator(`[data-option-uid="${option.uid}"] select`)
        .selectOption(option.value?.[0]?.uid ?? '');
    }
    await page.getByTestId('add-to-cart').click();
    await expect(cartCount(page)).not.toHaveAttribute('data-count', '0');
    await page.goto('/int/checkout/cart');
    await expect(page.getByTestId('cart-line')).toHaveAttribute('data-sku', product.sku);
    await expect(page.getByTestId('cart-line').locator('dl')).toBeVisible();
  });

  test('a listing card’s form adds the product and comes back with the message', async ({ page }) => {
    const product = await findProduct(isPlainSimple, 6);
    await page.goto(searchPath(product));
    await page.getByRole('button', { name: `Add ${product.name} to the cart` }).click();
    await expect(page).toHaveURL(/catalogsearch\/result/);
    await expect(cartCount(page)).toHaveAttribute('data-count', '1');
    // The header's cart button is a link to the cart page.
    await cartCount(page).click();
    await expect(page).toHaveURL(/\/int\/checkout\/cart$/);
    await expect(page.getByTestId('cart-line')).toHaveAttribute('data-sku', product.sku);
  });

  test('the cart page’s steppers, remove and coupon work as plain forms', async ({ page }) => {
    const product = await findProduct(isPlainSimple, 9);
    await page.goto(searchPath(product));
    await page.getByRole('button', { name: `Add ${product.name} to the cart` }).click();
    await page.goto('/int/checkout/cart');
    const quantity = page.getByLabel(`Quantity of ${product.name}`, { exact: true });
    await expect(quantity).toHaveValue('1');
    await page.getByRole('button', { name: `Increase the quantity of ${product.name}` }).click();
    await expect(page).toHaveURL(/\/int\/checkout\/cart$/);
    await expect(quantity).toHaveValue('2');
    await expect(cartCount(page)).toHaveAttribute('data-count', '2');

    await page.getByLabel('Enter a discount code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('applied-coupon')).toHaveText('WELCOME10');
    await expect(page.getByTestId('cart-discount').first()).toBeVisible();

    await page.getByRole('button', { name: `Remove ${product.name} from the cart` }).click();
    await expect(page.getByTestId('cart-empty')).toBeVisible();
  });
});
