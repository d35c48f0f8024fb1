// Screenshots of every project page at 1440 px and on a 390 px phone, for a person to look at
// (drawn only with E2E_SCREENSHOTS, ADR 0029): the list, the overview (with the delete
// confirmation), the products tab with a configurable and a simple line and a comment, the orders
// tab, the add-to-project drawer on a product page and its page version, a listing's card buttons
// and the Russian list.
import { expect as baseExpect, test } from '@playwright/test';
import {
  findProduct,
  inStockVariant,
  isConfigurableInStock,
  isPlainSimple,
  productPath,
} from './cart-support.ts';
import { apiCall, createCustomer, useToken } from './customer-support.ts';
import { chooseWebsite, screenshot, waitForHydration } from './support.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ timeout: 150_000 });

for (const width of [1440, 390]) {
  test(`project pages at ${width} px`, async ({ page, context }) => {
    const customer = await createCustomer({ firstname: 'Ada', lastname: 'Lovelace' });
    const project = async (name: string, description: string) =>
      (
        await apiCall<{ createProject: { project_id: number } }>(
          'mutation ($n: String!, $d: String) { createProject(name: $n, description: $d) { project_id } }',
          { n: name, d: description },
          { token: customer.token },
        )
      ).createProject.project_id;
    await project('Country house', 'Kitchen and veranda');
    const id = await project('Loft on Baker Street', 'Living room, hall and a small study. Oak and linen.');
    await apiCall(
      `mutation ($id: Int!, $a: ProjectAddressInput!) { updateProject(project_id: $id, address_delivery: $a) { project_id } }`,
      {
        id,
        a: {
          firstname: 'Ada',
          lastname: 'Lovelace',
          street: ['221B Baker Street'],
          city: 'London',
          postcode: 'NW1 6XE',
          country_code: 'GB',
          telephone: '+44 20 7946 0000',
        },
      },
      { token: customer.token },
    );
    const configurable = await findProduct(isConfigurableInStock);
    const variant = inStockVariant(configurable) as NonNullable<ReturnType<typeof inStockVariant>>;
    const simple = await findProduct(isPlainSimple);
    await apiCall(
      `mutation ($id: Int!, $p: [ProjectProductInput!]!) { addConfigurableProductsToProject(project_id: $id, projectProducts: $p) { project_id } }`,
      { id, p: [{ sku: variant.product.sku, parent_sku: configurable.sku, quantity: 2 }] },
      { token: customer.token },
    );
    const added = await apiCall<{ addSimpleProductToProject: { products: { items: { id: number }[] } } }>(
      `mutation ($id: Int!, $p: [ProjectProductInput!]!) { addSimpleProductToProject(project_id: $id, projectProducts: $p) { products { items { id } } } }`,
      { id, p: [{ sku: simple.sku, quantity: 1, note: 'For the study' }] },
      { token: customer.token },
    );
    await apiCall(
      `mutation ($id: Int!, $line: Int!) { addCommentToProjectProduct(comment: "Does it come in oak?", project_id: $id, project_product_id: $line) { project_id } }`,
      { id, line: added.addSimpleProductToProject.products.items[0]?.id },
      { token: customer.token },
    );

    await chooseWebsite(context, 'int');
    await useToken(context, customer.token);
    await page.setViewportSize({ width, height: 900 });

    for (const [name, path] of [
      ['list', '/int/customer/account/projects'],
      ['overview', `/int/customer/account/projects/${id}`],
      ['overview-delete', `/int/customer/account/projects/${id}?delete=1`],
      ['products', `/int/customer/account/projects/${id}/products`],
      ['orders', `/int/customer/account/projects/${id}/orders`],
      [
        'add-page',
        `/int/customer/account/projects/add?sku=${encodeURIComponent(simple.sku)}&quantity=1&product_name=${encodeURIComponent(simple.name)}`,
      ],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await screenshot(page, `projects-${name}-${width}`, { fullPage: true, images: true });
    }

    // The drawer on a product page.
    await page.goto(productPath(configurable));
    await waitForHydration(page);
    for (const attribute of variant.attributes) {
      await page.locator(`[data-value-uid="${attribute.uid}"]`).click();
    }
    await screenshot(page, `projects-product-button-${width}`, { images: true });
    await page.getByTestId('add-to-project-button').click();
    await expect(page.getByRole('dialog').getByTestId('add-to-project-form')).toBeVisible();
    await screenshot(page, `projects-drawer-${width}`, { images: true });

    // The card buttons of a listing.
    await page.goto('/int/');
    const category = await page.locator('nav[aria-label="Categories"] a').first().getAttribute('href');
    await page.goto(category ?? '/int/');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await screenshot(page, `projects-listing-${width}`, { images: true });

    // The Russian website in Russian.
    await chooseWebsite(context, 'ru', { locale: 'ru-RU' });
    for (const [name, path] of [
      ['list', '/ru/customer/account/projects'],
      ['products', `/ru/customer/account/projects/${id}/products`],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await screenshot(page, `projects-ru-${name}-${width}`, { fullPage: true, images: true });
    }
  });
}
