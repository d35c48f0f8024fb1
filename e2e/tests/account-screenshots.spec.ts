// Full-page screenshots of every account page at 1440 px and on a 390 px phone, for a person to
// look at: a customer with an organisation, two addresses (one default), a wishlist item and the
// newsletter on.
import { expect as baseExpect, test } from '@playwright/test';
import { apiCall, createAddress, createCustomer, useToken } from './customer-support.ts';
import { chooseWebsite, screenshot } from './support.ts';

// Each step is a form post, a redirect and the page's API calls on a shared 2-core machine.
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ timeout: 120_000 });

interface DemoProduct {
  __typename: string;
  sku: string;
  url_key: string;
  url_suffix: string | null;
  variants?: { product: { sku: string; stock_status: string } }[];
}

const PAGES = [
  ['index', '/int/customer/account/'],
  ['edit', '/int/customer/account/edit?changePassword=1'],
  ['address-book', '/int/customer/account/address/'],
  ['address-create', '/int/customer/account/address/create'],
  ['wishlist', '/int/customer/account/wishlist'],
  ['subscriptions', '/int/customer/account/subscriptions'],
] as const;

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
    const { country } = await apiCall<{ country: { available_regions: { id: number; code: string }[] } }>(
      `{ country(id: "US") { available_regions { id code } } }`,
    );
    const newYork = country.available_regions.find((region) => region.code === 'NY');
    const second = await createAddress(customer.token, {
      street: ['1 State Street', 'Suite 200'],
      city: 'Albany',
      country_code: 'US',
      region: { region_id: newYork?.id },
      postcode: '12207',
      telephone: '+1 518 555 0100',
      company: 'Analytical Engines Inc.',
    });
    // A simple product and a configurable's variant from the catalogue (not the showcase projects).
    const { products } = await apiCall<{ products: { items: DemoProduct[] } }>(
      `{ products(filter: { price: { from: "1" } }, pageSize: 100, sort: { name: ASC }) { items {
          __typename sku url_key url_suffix
          ... on ConfigurableProduct { variants { product { sku stock_status } } }
      } } }`,
    );
    const catalogue = products.items.filter((item) => !item.sku.startsWith('PRJ-'));
    const simple = catalogue.find((item) => item.__typename === 'SimpleProduct');
    const configurable = catalogue.find((item) =>
      item.variants?.some((variant) => variant.product.stock_status === 'IN_STOCK'),
    );
    const variant = configurable?.variants?.find((item) => item.product.stock_status === 'IN_STOCK');
    if (!simple || !configurable || !variant)
      throw new Error('the demo catalogue lacks a simple or configurable product');
    await apiCall(
      `mutation ($items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: "0", wishlistItems: $items) { user_errors { message } } }`,
      {
        items: [
          { sku: simple.sku, quantity: 1 },
          { sku: variant.product.sku, parent_sku: configurable.sku, quantity: 1 },
        ],
      },
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
      await screenshot(page, `account-${name}-${width}`, { fullPage: true, images: true });
    }
    await page.goto(`/int/customer/account/address/?delete=${second}`);
    await expect(page.getByRole('dialog')).toBeVisible();
    await screenshot(page, `account-address-delete-${width}`, { images: true });

    // The Russian website in Russian: the same account (accounts are shared by both websites).
    await chooseWebsite(context, 'ru', { locale: 'ru-RU' });
    for (const [name, path] of [
      ['index', '/ru/customer/account/'],
      ['address-create', '/ru/customer/account/address/create'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await screenshot(page, `account-ru-${name}-${width}`, { fullPage: true, images: true });
    }
    await chooseWebsite(context, 'int', { locale: 'en-US' });

    // The hearts: a product page (in the wishlist) and a category page.
    await page.goto(`/int/${configurable.url_key}${configurable.url_suffix ?? ''}`);
    await expect(page.getByTestId('wishlist-button')).toBeVisible();
    await screenshot(page, `account-heart-product-${width}`, { images: true });
    await page.goto('/int/');
    // The desktop menu is in the page (hidden below md): its first category.
    const category = await page.locator('nav[aria-label="Categories"] a').first().getAttribute('href');
    await page.goto(category ?? '/int/');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await screenshot(page, `account-heart-listing-${width}`, { images: true });
    await page.goto(`${category ?? '/int/'}?product_list_mode=list`);
    await expect(page.getByTestId('product-list')).toHaveAttribute('data-mode', 'list');
    await screenshot(page, `account-heart-listing-list-${width}`, { images: true });
  });
}
