// Full-page screenshots of every account page at 1440 px and on a 390 px phone, for a person to
// look at: a customer with an organisation, two addresses (one default), a wishlist item and the
// newsletter on.
import { expect, type Page, test } from '@playwright/test';
import { apiCall, chooseWebsite, createAddress, createCustomer, useToken } from './support.ts';

test.describe.configure({ timeout: 120_000 });

const PAGES = [
  ['index', '/int/customer/account/'],
  ['edit', '/int/customer/account/edit?changePassword=1'],
  ['address-book', '/int/customer/account/address/'],
  ['address-create', '/int/customer/account/address/create'],
  ['wishlist', '/int/customer/account/wishlist'],
  ['subscriptions', '/int/customer/account/subscriptions'],
] as const;

async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() =>
    Promise.all(
      Array.from(document.images).map((image) =>
        image.complete
          ? null
          : new Promise((resolve) => image.addEventListener('load', resolve, { once: true })),
      ),
    ),
  );
}

for (const width of [1440, 390]) {
  test(`account pages at ${width} px`, async ({ page, context }) => {
    const customer = await createCustomer({ firstname: 'Ada', lastname: 'Lovelace' });
    await apiCall(
      `mutation ($input: CustomerUpdateInput!) { updateCustomerV2(input: $input) { customer { email } } }`,
      {
        input: {
          organization_info: {
            is_organization: true,
            name: 'Analytical Engines Ltd',
            tin: '7701234567',
            vat: 'GB123456789',
            address: '12 Baker Street, London',
          },
        },
      },
      { token: customer.token },
    );
    await createAddress(customer.token);
    const second = await createAddress(customer.token, {
      street: ['1 State Street', 'Suite 200'],
      city: 'Albany',
      country_code: 'US',
      region: { region_code: 'NY' },
      postcode: '12207',
      telephone: '+1 518 555 0100',
      company: 'Analytical Engines Inc.',
    });
    const { products } = await apiCall<{ products: { items: { sku: string }[] } }>(
      `{ products(filter: { price: { from: "0" } }, pageSize: 2) { items { sku } } }`,
    );
    await apiCall(
      `mutation ($items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: "0", wishlistItems: $items) { user_errors { message } } }`,
      { items: products.items.map((item) => ({ sku: item.sku, quantity: 1 })) },
      { token: customer.token },
    );
    await apiCall(
      `mutation ($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }`,
      { email: customer.email },
      { token: customer.token },
    );
    await chooseWebsite(context, 'int');
    await useToken(context, customer.token);
    await page.setViewportSize({ width, height: 900 });

    for (const [name, path] of [
      ...PAGES,
      ['address-edit', `/int/customer/account/address/${second}`] as const,
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settle(page);
      await page.screenshot({ path: `screenshots/account-${name}-${width}.png`, fullPage: true });
    }
    await page.goto(`/int/customer/account/address/?delete=${second}`);
    await expect(page.getByRole('dialog')).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `screenshots/account-address-delete-${width}.png` });
  });
}
