// Screenshots of every estimate and proposal page at 1440 px and on a 390 px phone, as the client,
// the manager and the partner see them, for a person to look at (drawn only with E2E_SCREENSHOTS,
// ADR 0029): the lists, a draft, an estimate being priced (a simple item with the manager's price
// and a configurable whose options are open), one with the partner, a proposal, one in the cart,
// the cart's agreed line, the "Save as estimate" success page, the dashboards' waiting estimates,
// a refused action's reason, and the manager's estimate in Russian.
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { findProduct, isConfigurableInStock } from './cart-support.ts';
import { apiCall, useToken } from './customer-support.ts';
import {
  changeStatus,
  draftEstimate,
  estimateWithPartner,
  partnerProjectWithClient,
  pricedProduct,
  proposal,
  submittedEstimate,
} from './estimates-support.ts';
import { chooseWebsite, screenshot } from './support.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ timeout: 180_000 });

async function shoot(page: Page, path: string, name: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await screenshot(page, name, { fullPage: true, images: true });
}

for (const width of [1440, 390]) {
  test(`estimate and proposal pages at ${width} px`, async ({ page, context }) => {
    const project = await partnerProjectWithClient('Loft on Baker Street', {
      firstname: 'Clara',
      lastname: 'Whitfield-Montgomery',
    });
    const simple = await pricedProduct();
    const second = await pricedProduct(1);
    const configurable = await findProduct(isConfigurableInStock);
    const client = project.client.token;

    // A draft with a note and a description; an empty one (its "submit" refused with the reason).
    const draft = await draftEstimate(project, simple.sku, 'Living room — first ideas');
    await apiCall(
      'mutation ($id: Int!, $item: Int!) { updateEstimateProducts(estimate_id: $id, products: [{ estimate_product_id: $item, description: "Oak legs, linen upholstery in a warm grey; two of them either side of the window." }], note: "We move in on 1 March.") { id } }',
      { id: draft.id, item: draft.itemId },
      { token: client },
    );
    const empty = await apiCall<{ createEstimateEmpty: { id: number } }>(
      'mutation ($project: Int) { createEstimateEmpty(input: { name: "Hall", project_id: $project }) { id } }',
      { project: project.projectId },
      { token: client },
    );
    // Being priced: a second simple item with the manager's price, a configurable with open options.
    const priced = await submittedEstimate(project, simple.sku, 'Bedroom and study');
    await changeStatus(client, priced.id, 'draft');
    await apiCall(
      'mutation ($id: Int!, $sku: String!) { addSimpleProductsToEstimate(estimate_id: $id, products: [{ sku: $sku, quantity: 3 }]) { total_qty } }',
      { id: priced.id, sku: second.sku },
      { token: client },
    );
    await apiCall(
      'mutation ($id: Int!, $sku: String!) { addConfigurableProductsToEstimate(estimate_id: $id, products: [{ sku: $sku, quantity: 2 }]) { id } }',
      { id: priced.id, sku: configurable.sku },
      { token: client },
    );
    await changeStatus(client, priced.id, 'estimate', 'Please price the chairs in oak.');
    await apiCall(
      'mutation ($id: Int!, $item: Int!) { setCustomPriceManagerToEstimateProduct(estimate_id: $id, estimate_product_id: $item, custom_price: 999) { id } }',
      { id: priced.id, item: priced.itemId },
      { token: project.managerToken },
    );
    await apiCall(
      'mutation ($id: Int!, $info: EstimateDeliveryInfoInput) { updateEstimate(estimate_id: $id, delivery_info: $info) { id } }',
      { id: priced.id, info: { description: 'Two movers, third floor, no lift.', delivery_cost: 85 } },
      { token: project.managerToken },
    );
    const withPartner = await estimateWithPartner(project, simple.sku, 1049, 'Kitchen');
    const offer = await proposal(project, simple.sku, { manager: 1049, partner: 960 }, 'Dining room');
    const loaded = await proposal(project, second.sku, { manager: 889, partner: 820 }, 'Guest room');
    const { customerCart } = await apiCall<{ customerCart: { id: string } }>(
      '{ customerCart { id } }',
      {},
      { token: client },
    );
    await apiCall(
      'mutation ($id: Int!, $cartId: String!) { proposalToCart(id: $id, cartId: $cartId) { cart { id } } }',
      { id: loaded.id, cartId: customerCart.id },
      { token: client },
    );

    await chooseWebsite(context, 'int');
    await page.setViewportSize({ width, height: 900 });
    const estimates = `/int/customer/account/projects/${project.projectId}/estimates`;
    const proposals = `/int/customer/account/projects/${project.projectId}/proposals`;

    // The client.
    await useToken(context, client);
    for (const [name, path] of [
      ['list', '/int/customer/account/estimates'],
      ['proposals', '/int/customer/account/proposals'],
      ['project-estimates', estimates],
      ['draft', `/int/customer/account/estimates/${draft.id}`],
      ['draft-delete', `/int/customer/account/estimates/${draft.id}?delete=1`],
      ['empty', `/int/customer/account/estimates/${empty.createEstimateEmpty.id}`],
      ['priced', `/int/customer/account/estimates/${priced.id}`],
      ['proposal', `/int/customer/account/proposals/${offer.id}`],
      ['project-proposal', `${proposals}/${offer.id}`],
      ['on-cart', `/int/customer/account/proposals/${loaded.id}`],
      ['success', `/int/checkout/success-estimate?estimate=${draft.id}`],
      ['cart', '/int/checkout/cart'],
      ['dashboard', '/int/customer/account/'],
    ] as const) {
      await shoot(page, path, `estimates-client-${name}-${width}`);
    }
    await expect(page.getByTestId('waiting-estimates')).toHaveCount(0);

    // The manager.
    await useToken(context, project.managerToken);
    for (const [name, path] of [
      ['dashboard', '/int/customer/account/'],
      ['list', '/int/customer/account/estimates'],
      ['priced', `/int/customer/account/estimates/${priced.id}`],
      ['with-partner', `/int/customer/account/estimates/${withPartner.id}`],
      ['proposal', `/int/customer/account/proposals/${offer.id}`],
      ['estimate-of-proposal', `/int/customer/account/estimates/${offer.id}`],
    ] as const) {
      await shoot(page, path, `estimates-manager-${name}-${width}`);
    }

    // The partner.
    await useToken(context, project.partnerToken);
    for (const [name, path] of [
      ['dashboard', '/int/customer/account/'],
      ['list', '/int/customer/account/estimates'],
      ['priced', `/int/customer/account/estimates/${priced.id}`],
      ['with-partner', `/int/customer/account/estimates/${withPartner.id}`],
      ['proposal', `/int/customer/account/proposals/${offer.id}`],
    ] as const) {
      await shoot(page, path, `estimates-partner-${name}-${width}`);
    }

    // The manager's estimate in Russian on the international website.
    await chooseWebsite(context, 'int', { locale: 'ru-RU' });
    await useToken(context, project.managerToken);
    await shoot(page, `/int/customer/account/estimates/${priced.id}`, `estimates-ru-manager-priced-${width}`);
    await shoot(page, '/int/customer/account/estimates', `estimates-ru-manager-list-${width}`);
  });
}
