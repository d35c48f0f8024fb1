// Estimates and proposals in a real browser against the real API (issue 14 §4, design/b2b.md
// §2–§5). The story, one step per test, each step's starting point made through the API: a client
// of the demo partner's project saves their cart as an estimate and submits it; the project's
// manager sees the cost figures, sets a custom price and hands the estimate to the partner; the
// partner sees their price and reward (never the cost), sets their price and makes the proposal;
// the client opens the proposal (neither cost nor partner figures), loads it into the cart at the
// agreed prices and pays offline, and the order credits the partner with the reward. Then the
// lists' "Show more", a refused action's reason, and the estimate page without JavaScript.
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { step } from './checkout-support.ts';
import { apiCall, createAddress, createCustomer, useToken } from './customer-support.ts';
import {
  changeStatus,
  draftEstimate,
  estimateWithPartner,
  fillCustomerCart,
  message,
  orderFromProposal,
  partnerProjectWithClient,
  pricedProduct,
  proposal,
  submittedEstimate,
} from './estimates-support.ts';
import { chooseWebsite, waitForHydration } from './support.ts';

// Each step is a form post, a redirect and the page's API calls on a shared 2-core machine.
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context }) => {
  await chooseWebsite(context, 'int');
});

/** The labels of the figures only managers may see (b2b.md §4). */
const COST_LABELS = ['Factory price', 'Factory discount', 'Cost factor', 'Price factor', 'Margin'];
/** The labels of the partner's figures (the estimate's partner and managers). */
const PARTNER_LABELS = ['Partner price', 'Reward per unit', 'Reward for the row'];

async function expectNoFigures(page: Page, labels: string[]) {
  const items = page.getByTestId('estimate-items');
  for (const label of labels) await expect(items.getByText(label, { exact: true })).toHaveCount(0);
}

function statusButton(page: Page, name: string) {
  return page.getByTestId('estimate-status-form').getByRole('button', { name, exact: true });
}

test.describe('the story', () => {
  test('a client saves the cart as an estimate in the partner’s project and submits it for pricing', async ({
    page,
    context,
  }) => {
    const project = await partnerProjectWithClient('Loft on Baker Street');
    const product = await pricedProduct();
    await fillCustomerCart(project.client.token, product.sku, 2);
    await useToken(context, project.client.token);

    await page.goto('/int/checkout/cart');
    await expect(page.getByTestId('cart-line')).toHaveAttribute('data-sku', product.sku);
    const save = page.getByTestId('save-as-estimate-form');
    // The name is required: refused by the server, the cart stays as it was.
    await save.getByRole('button', { name: 'Save as estimate' }).click();
    await expect(save.getByText('This is a required field.')).toBeVisible();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await save.getByLabel('Estimate name').fill('Living room furniture');
    await save.getByLabel('Project').selectOption({ label: 'Loft on Baker Street' });
    await save.getByRole('button', { name: 'Save as estimate' }).click();

    await expect(page).toHaveURL(/\/int\/checkout\/success-estimate\?estimate=\d+$/);
    await expect(page.getByTestId('success-estimate-name')).toHaveText('Living room furniture');
    await page.getByTestId('success-estimate-link').click();

    await expect(page).toHaveURL(
      new RegExp(`/int/customer/account/projects/${project.projectId}/estimates/\\d+$`),
    );
    await expect(page.getByTestId('estimate-title')).toHaveText('Living room furniture');
    await expect(page.getByTestId('estimate-status')).toHaveText('Draft');
    const item = page.getByTestId('estimate-item');
    await expect(item).toHaveAttribute('data-sku', product.sku);
    await expect(item.getByLabel(`Quantity of ${product.name}`)).toHaveValue('2');
    // The estimate's partner is the project's owner; a client sees no cost and no partner figures.
    await expect(page.getByTestId('estimate-people')).toContainText('Partner');
    await expectNoFigures(page, [...COST_LABELS, ...PARTNER_LABELS]);

    await waitForHydration(page);
    await page.getByLabel('Note for the history (optional)').fill('Two of them, please.');
    await statusButton(page, 'Submit for pricing').click();
    await expect(message(page, 'The estimate is now “Being priced”.')).toBeVisible();
    await expect(page.getByTestId('estimate-status')).toHaveText('Being priced');
    await expect(page.getByTestId('estimate-history')).toContainText('Two of them, please.');
    // Submitted: the client changes nothing any more.
    await expect(item.getByLabel(`Quantity of ${product.name}`)).toHaveCount(0);

    // The cart was emptied into the estimate.
    await page.goto('/int/checkout/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(0);
  });

  test('the project’s manager sees the costs, sets a custom price and hands the estimate to the partner', async ({
    page,
    context,
  }) => {
    const project = await partnerProjectWithClient();
    const product = await pricedProduct();
    const estimate = await submittedEstimate(project, product.sku, 'Manager’s turn');
    await useToken(context, project.managerToken);

    // The dashboard lists it among the estimates waiting for the manager's prices.
    await page.goto('/int/customer/account/');
    const waiting = page.getByTestId('waiting-estimates');
    await expect(waiting).toContainText('Waiting for you');
    await waiting.getByRole('link', { name: 'Manager’s turn' }).first().click();

    await expect(page.getByTestId('estimate-title')).toHaveText('Manager’s turn');
    await expect(page.getByTestId('estimate-status')).toHaveText('Being priced');
    const item = page.getByTestId('estimate-item');
    const cost = item.getByTestId('estimate-cost-figures');
    for (const label of COST_LABELS) await expect(cost.getByText(label, { exact: true })).toBeVisible();
    await expect(item.getByTestId('estimate-cost')).toContainText('$');

    await waitForHydration(page);
    await item.getByLabel('Custom price (USD)').fill('123.45');
    await item.getByRole('button', { name: `Set the price of ${product.name}` }).click();
    await expect(message(page, 'You saved the price.')).toBeVisible();
    await expect(item.getByTestId('estimate-item-agreed')).toBeVisible();
    await expect(item.getByTestId('estimate-item-price')).toContainText('$123.45');
    await expect(item.getByTestId('estimate-item-row-total')).toContainText('$246.90');

    // Making the proposal past the partner needs a note: refused without one, nothing changes.
    await statusButton(page, 'Make the proposal').click();
    await expect(page.getByTestId('estimate-status-section')).toContainText(
      "Write a note: it says why the partner's step is skipped.",
    );
    await expect(page.getByTestId('estimate-status')).toHaveText('Being priced');

    await statusButton(page, 'Hand to the partner').click();
    await expect(message(page, 'The estimate is now “With the partner”.')).toBeVisible();
    await expect(page.getByTestId('estimate-status')).toHaveText('With the partner');
    await expect(item.getByLabel('Custom price (USD)')).toHaveCount(0);

    const { estimates } = await apiCall<{ estimates: { items: { status: string }[] } }>(
      'query ($id: String!) { estimates(filter: { id: { eq: $id } }) { items { status } } }',
      { id: String(estimate.id) },
      { token: project.managerToken },
    );
    expect(estimates.items[0]?.status).toBe('discount_partner');
  });

  test('the partner sees their price and reward but never the costs, sets their price and makes the proposal', async ({
    page,
    context,
  }) => {
    const project = await partnerProjectWithClient();
    const product = await pricedProduct();
    const estimate = await estimateWithPartner(project, product.sku, 123.45, 'Partner’s turn');
    await useToken(context, project.partnerToken);

    await page.goto('/int/customer/account/');
    const waiting = page.getByTestId('waiting-estimates');
    await expect(waiting).toContainText('Waiting for your discount');
    await waiting.getByRole('link', { name: 'Partner’s turn' }).first().click();

    await expect(page).toHaveURL(new RegExp(`/estimates/${estimate.id}$`));
    await expect(page.getByTestId('estimate-status')).toHaveText('With the partner');
    const item = page.getByTestId('estimate-item');
    const partner = item.getByTestId('estimate-partner-figures');
    // 10 % off the client's 123.45 until the partner sets a price: 111.105 → 111.11, reward 12.35.
    await expect(partner.getByTestId('estimate-partner-price')).toContainText('$111.11');
    await expect(partner.getByTestId('estimate-partner-reward')).toContainText('$12.35');
    await expect(item.getByTestId('estimate-cost-figures')).toHaveCount(0);
    await expectNoFigures(page, COST_LABELS);

    await waitForHydration(page);
    await partner.getByLabel('Partner price (USD)').fill('110');
    await partner.getByRole('button', { name: `Set the price of ${product.name}` }).click();
    await expect(message(page, 'You saved the price.')).toBeVisible();
    await expect(partner.getByTestId('estimate-partner-reward')).toContainText('$13.45');
    await expect(partner.getByTestId('estimate-partner-reward-row')).toContainText('$26.90');
    // The client's price is the manager's.
    await expect(item.getByTestId('estimate-item-price')).toContainText('$123.45');

    await statusButton(page, 'Make the proposal').click();
    await expect(message(page, 'The estimate is now “Proposal”.')).toBeVisible();
    await expect(page.getByTestId('estimate-status')).toHaveText('Proposal');
    await expect(partner.getByLabel('Partner price (USD)')).toHaveCount(0);
    await expect(partner.getByTestId('estimate-partner-price-mark')).toHaveText('set by the partner');

    // The partner is a member of the project: the proposal page offers them "Load into cart" too
    // (permissions.load_into_cart, b2b.md §5).
    await page.getByTestId('estimate-open-proposal').click();
    await expect(page.getByTestId('proposal-page')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load into cart' })).toBeVisible();
  });

  test('the client opens the proposal without the partner’s figures, loads it into the cart at the agreed prices and pays offline', async ({
    page,
    context,
  }) => {
    const project = await partnerProjectWithClient();
    const product = await pricedProduct();
    const estimate = await proposal(project, product.sku, { manager: 123.45, partner: 110 }, 'Agreed sofa');
    await createAddress(project.client.token);
    await useToken(context, project.client.token);

    await page.goto('/int/customer/account/proposals');
    await page
      .getByTestId('estimate-card')
      .filter({ hasText: 'Agreed sofa' })
      .getByRole('link')
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/int/customer/account/proposals/${estimate.id}$`));
    await expect(page.getByTestId('proposal-page')).toBeVisible();
    const item = page.getByTestId('estimate-item');
    await expect(item.getByTestId('estimate-item-price')).toContainText('$123.45');
    await expect(item.getByTestId('estimate-item-agreed')).toHaveText('agreed');
    // The client never sees what the partner gets nor what it costs us: no label, no amount.
    await expectNoFigures(page, [...COST_LABELS, ...PARTNER_LABELS]);
    await expect(page.getByTestId('proposal-page')).not.toContainText('$110.00');
    await expect(page.getByTestId('proposal-page')).not.toContainText('$13.45');

    await waitForHydration(page);
    await page.getByRole('button', { name: 'Load into cart' }).click();
    await expect(page).toHaveURL(/\/int\/checkout\/cart$/);
    await expect(message(page, "The proposal's items are in your cart at the agreed prices.")).toBeVisible();
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveAttribute('data-sku', product.sku);
    await expect(line.getByTestId('cart-line-agreed')).toHaveText('Agreed price');
    await expect(line.getByTestId('cart-line-price')).toContainText('$123.45');
    await page.getByTestId('cart-checkout').click();

    await expect(page).toHaveURL(/\/int\/checkout$/);
    await waitForHydration(page);
    await step(page, 'shipping-address').getByRole('button', { name: 'Continue' }).click();
    await step(page, 'shipping-method').getByRole('radio').first().check();
    await step(page, 'shipping-method').getByRole('button', { name: 'Continue' }).click();
    await step(page, 'payment-method')
      .getByRole('radio', { name: /Check \/ Money order/ })
      .check();
    await step(page, 'payment-method').getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByTestId('checkout-success')).toBeVisible();
    await expect(page.getByTestId('order-number')).toHaveText(/\d+/);
    const number = (await page.getByTestId('order-number').textContent())?.trim() ?? '';

    // The order records the proposal it was placed from, and its project.
    const { customer } = await apiCall<{
      customer: { orders: { items: { estimate_id: number | null; project_id: number | null }[] } };
    }>(
      'query ($number: String!) { customer { orders(filter: { number: { eq: $number } }) { items { estimate_id project_id } } } }',
      { number },
      { token: project.client.token },
    );
    expect(customer.orders.items).toEqual([{ estimate_id: estimate.id, project_id: project.projectId }]);
  });

  test('the order placed from the proposal credits the partner: the partner and the manager see the reward, the client only the name', async ({
    page,
    context,
  }) => {
    const project = await partnerProjectWithClient();
    const product = await pricedProduct();
    const estimate = await proposal(project, product.sku, { manager: 123.45, partner: 110 }, 'Ordered sofa');
    const number = await orderFromProposal(project, estimate.id);

    // The partner and the manager find it under the project, with the reward: (123.45 − 110) × 2.
    for (const token of [project.partnerToken, project.managerToken]) {
      await useToken(context, token);
      await page.goto(`/int/customer/account/projects/${project.projectId}/orders`);
      await page.getByTestId('order-row').filter({ hasText: number }).getByRole('link').first().click();
      await expect(page.getByTestId('order-partner')).toContainText('Алексей Петров');
      await expect(page.getByTestId('order-partner')).toContainText('Partner reward: $26.90');
    }

    // The client's order names the partner, but neither the partner's e-mail nor the reward.
    await useToken(context, project.client.token);
    await page.goto(`/int/customer/account/orders/${number}`);
    await expect(page.getByTestId('order-partner')).toContainText('Алексей Петров');
    await expect(page.getByTestId('order-partner')).not.toContainText('Partner reward');
    await expect(page.getByTestId('order-partner')).not.toContainText('partner@atrium.example');
  });
});

test('"Show more" appends the next estimates in place, and is a link to the next page without JavaScript', async ({
  page,
  context,
  browser,
}) => {
  const customer = await createCustomer();
  for (let n = 1; n <= 11; n += 1) {
    await apiCall(
      'mutation ($name: String!) { createEstimateEmpty(input: { name: $name }) { id } }',
      { name: `Room ${String(n).padStart(2, '0')}` },
      { token: customer.token },
    );
  }
  await useToken(context, customer.token);
  await page.goto('/int/customer/account/estimates');
  await expect(page.getByText('11 estimates')).toBeVisible();
  const cards = page.getByTestId('estimate-card');
  await expect(cards).toHaveCount(10);
  await waitForHydration(page);
  await page.getByTestId('estimates-show-more').click();
  await expect(cards).toHaveCount(11);
  await expect(cards.last()).toContainText('Room 01');
  await expect(page).toHaveURL(/\/customer\/account\/estimates$/);
  await expect(page.getByTestId('estimates-show-more')).toHaveCount(0);

  const plain = await browser.newContext({ javaScriptEnabled: false });
  await chooseWebsite(plain, 'int');
  await useToken(plain, customer.token);
  const noScript = await plain.newPage();
  await noScript.goto('/int/customer/account/estimates');
  await noScript.getByTestId('estimates-show-more').click();
  await expect(noScript).toHaveURL(/\/customer\/account\/estimates\?page=2$/);
  await expect(noScript.getByTestId('estimate-card')).toHaveCount(1);
  await expect(noScript.getByTestId('estimate-card')).toContainText('Room 01');
  await expect(noScript.getByRole('link', { name: 'Back to the first page' })).toBeVisible();
  await plain.close();
});

test('a refused action shows its reason: an empty draft cannot be submitted', async ({ page, context }) => {
  const project = await partnerProjectWithClient();
  const product = await pricedProduct();
  const estimate = await draftEstimate(project, product.sku, 'Nothing yet');
  await apiCall(
    'mutation ($id: Int!, $item: Int!) { removeProductFromEstimate(estimate_id: $id, estimate_product_id: $item) { id } }',
    { id: estimate.id, item: estimate.itemId },
    { token: project.client.token },
  );
  await useToken(context, project.client.token);
  await page.goto(`/int/customer/account/estimates/${estimate.id}`);
  await expect(page.getByTestId('estimate-items-empty')).toBeVisible();
  const refused = page.getByTestId('estimate-status-refused');
  await expect(refused).toHaveAttribute('data-target', 'estimate');
  await expect(refused.getByRole('button', { name: 'Submit for pricing' })).toBeDisabled();
  await expect(refused).toContainText('Add products to the estimate first.');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the estimate page is plain forms: the client changes a quantity and submits for pricing', async ({
    page,
    context,
  }) => {
    const project = await partnerProjectWithClient();
    const product = await pricedProduct();
    const estimate = await draftEstimate(project, product.sku, 'Plain forms');
    await useToken(context, project.client.token);
    const path = `/int/customer/account/projects/${project.projectId}/estimates/${estimate.id}`;

    await page.goto(path);
    const item = page.getByTestId('estimate-item');
    await item.getByLabel(`Quantity of ${product.name}`).fill('3');
    await item.getByLabel('Description').fill('Oak, not walnut');
    await page.getByTestId('estimate-items-save').click();
    await page.waitForURL(`**${path}`);
    await expect(item.getByLabel(`Quantity of ${product.name}`)).toHaveValue('3');
    await expect(item.getByLabel('Description')).toHaveValue('Oak, not walnut');

    await statusButton(page, 'Submit for pricing').click();
    await page.waitForURL(`**${path}`);
    await expect(page.getByTestId('estimate-status')).toHaveText('Being priced');
    await expect(item.getByLabel(`Quantity of ${product.name}`)).toHaveCount(0);
    await changeStatus(project.client.token, estimate.id, 'draft', 'One more chair');
    await page.reload();
    await expect(page.getByTestId('estimate-status')).toHaveText('Draft');
    await expect(page.getByText('Correction', { exact: true })).toBeVisible();
  });
});
