// Helpers of the estimate browser tests (issue 14): the demo partner and manager signed in through
// the API, a project owned by the partner with a new client as its member (so the partner is the
// one credited, design/b2b.md §2, and the demo manager its primary manager), and an estimate
// brought to any status through the API, so each browser test spends its time on its own step.
import type { Page } from '@playwright/test';
import { findProduct, isPlainSimple } from './cart-support.ts';
import {
  apiCall,
  createCustomer,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  projectInviteLinkFor,
  type TestCustomer,
  tokenFor,
} from './customer-support.ts';

const demoTokens = new Map<keyof typeof DEMO_ACCOUNTS, Promise<string>>();

/**
 * A demo account signed in through the API, once per worker: the seed hashes the demo password at
 * the production scrypt cost (over a second of CPU on a loaded machine), and these helpers signed
 * the partner and the manager in afresh for every test. Only the partner and the manager come
 * from here, and no browser test signs them out (the client signs in through the drawer in
 * customer-session.spec.ts and keeps a token of its own), so a shared token stays valid.
 */
export function demoToken(type: 'partner' | 'manager'): Promise<string> {
  let token = demoTokens.get(type);
  if (!token) {
    token = tokenFor({ email: DEMO_ACCOUNTS[type], password: DEMO_PASSWORD });
    // A failed sign-in is not remembered: the next test tries again.
    token.catch(() => demoTokens.delete(type));
    demoTokens.set(type, token);
  }
  return token;
}

export interface PartnerProject {
  projectId: number;
  projectName: string;
  partnerToken: string;
  managerToken: string;
  client: TestCustomer;
}

/**
 * A new project of the demo partner with a new client who accepted the partner's invite: the
 * client's estimates in it are credited to the partner and priced by the project's primary
 * manager, the demo manager (the shop's only manager).
 */
export async function partnerProjectWithClient(
  projectName = `Flat ${Math.random().toString(36).slice(2, 7)}`,
  clientNames: { firstname?: string; lastname?: string } = { firstname: 'Clara', lastname: 'Client' },
): Promise<PartnerProject> {
  const [partnerToken, managerToken, client] = await Promise.all([
    demoToken('partner'),
    demoToken('manager'),
    createCustomer(clientNames),
  ]);
  const { createProject } = await apiCall<{ createProject: { project_id: number } }>(
    'mutation ($name: String!) { createProject(name: $name, description: "Living room") { project_id } }',
    { name: projectName },
    { token: partnerToken },
  );
  const projectId = createProject.project_id;
  await apiCall(
    'mutation ($id: Int!, $email: String!) { sendInvite(project_id: $id, email: $email) { status } }',
    { id: projectId, email: client.email },
    { token: partnerToken },
  );
  const hash = new URL(await projectInviteLinkFor(client.email)).searchParams.get('projectHash');
  await apiCall(
    'mutation ($hash: String!) { acceptedInvite(hash: $hash) { project_id } }',
    { hash },
    { token: client.token },
  );
  // The demo manager must be the project's primary manager: the tests price as them.
  const { projects } = await apiCall<{ projects: { items: { is_primary_manager: boolean }[] } }>(
    'query ($id: String!) { projects(filter: { project_id: { eq: $id } }) { items { is_primary_manager } } }',
    { id: String(projectId) },
    { token: managerToken },
  );
  if (!projects.items[0]?.is_primary_manager) {
    throw new Error(`the demo manager is not the primary manager of the project ${projectId}`);
  }
  return { projectId, projectName, partnerToken, managerToken, client };
}

/** A simple product with a catalogue price, sold one by one (the first of the demo list). */
export function pricedProduct(skip = 0) {
  return findProduct(isPlainSimple, skip);
}

/** Puts `quantity` of the product into the customer's own cart; answers the cart's id. */
export async function fillCustomerCart(token: string, sku: string, quantity = 2): Promise<string> {
  const { customerCart } = await apiCall<{ customerCart: { id: string } }>(
    '{ customerCart { id } }',
    {},
    { token },
  );
  const { addProductsToCart } = await apiCall<{ addProductsToCart: { user_errors: { message: string }[] } }>(
    `mutation ($cartId: String!, $sku: String!, $qty: Float!) {
      addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: $qty }]) { user_errors { message } }
    }`,
    { cartId: customerCart.id, sku, qty: quantity },
    { token },
  );
  const refused = addProductsToCart.user_errors.map((error) => error.message).join('; ');
  if (refused) throw new Error(`could not add ${sku} to the cart: ${refused}`);
  return customerCart.id;
}

export interface TestEstimate {
  id: number;
  name: string;
  itemId: number;
}

/** A draft of the client's in the project with `quantity` of the product. */
export async function draftEstimate(
  project: PartnerProject,
  sku: string,
  name = `Living room ${Math.random().toString(36).slice(2, 7)}`,
  quantity = 2,
): Promise<TestEstimate> {
  const token = project.client.token;
  const { createEstimateEmpty } = await apiCall<{ createEstimateEmpty: { id: number } }>(
    'mutation ($name: String!, $project: Int) { createEstimateEmpty(input: { name: $name, project_id: $project }) { id } }',
    { name, project: project.projectId },
    { token },
  );
  const id = createEstimateEmpty.id;
  await apiCall(
    'mutation ($id: Int!, $sku: String!, $qty: Float!) { addSimpleProductsToEstimate(estimate_id: $id, products: [{ sku: $sku, quantity: $qty }]) { total_qty } }',
    { id, sku, qty: quantity },
    { token },
  );
  const { estimates } = await apiCall<{ estimates: { items: { products: { items: { id: number }[] } }[] } }>(
    'query ($id: String!) { estimates(filter: { id: { eq: $id } }) { items { products { items { id } } } } }',
    { id: String(id) },
    { token },
  );
  const itemId = estimates.items[0]?.products.items[0]?.id;
  if (itemId === undefined) throw new Error(`the estimate ${id} has no item`);
  return { id, name, itemId };
}

export async function changeStatus(token: string, id: number, status: string, note?: string): Promise<void> {
  await apiCall(
    'mutation ($id: Int!, $status: EstimateStatus!, $note: String) { changeEstimateStatus(id: $id, status: $status, note: $note) { id } }',
    { id, status, note },
    { token },
  );
}

/** The estimate submitted by the client: status `estimate`, waiting for the manager. */
export async function submittedEstimate(project: PartnerProject, sku: string, name?: string) {
  const estimate = await draftEstimate(project, sku, name);
  await changeStatus(project.client.token, estimate.id, 'estimate');
  return estimate;
}

/** Priced by the manager (`managerPrice`, base currency) and handed to the partner: `discount_partner`. */
export async function estimateWithPartner(
  project: PartnerProject,
  sku: string,
  managerPrice: number,
  name?: string,
) {
  const estimate = await submittedEstimate(project, sku, name);
  await apiCall(
    'mutation ($id: Int!, $item: Int!, $price: Float) { setCustomPriceManagerToEstimateProduct(estimate_id: $id, estimate_product_id: $item, custom_price: $price) { id } }',
    { id: estimate.id, item: estimate.itemId, price: managerPrice },
    { token: project.managerToken },
  );
  await changeStatus(project.managerToken, estimate.id, 'discount_partner');
  return estimate;
}

/** The partner's price set and the proposal made: status `proposal`. */
export async function proposal(
  project: PartnerProject,
  sku: string,
  prices: { manager: number; partner: number },
  name?: string,
) {
  const estimate = await estimateWithPartner(project, sku, prices.manager, name);
  await apiCall(
    'mutation ($id: Int!, $item: Int!, $price: Float) { setCustomPricePartnerToEstimateProduct(estimate_id: $id, estimate_product_id: $item, custom_price: $price) { id } }',
    { id: estimate.id, item: estimate.itemId, price: prices.partner },
    { token: project.partnerToken },
  );
  await changeStatus(project.partnerToken, estimate.id, 'proposal');
  return estimate;
}

/**
 * The proposal loaded into the client's cart and ordered through the API (a London address, flat
 * rate, check / money order); answers the order's number.
 */
export async function orderFromProposal(project: PartnerProject, estimateId: number): Promise<string> {
  const options = { token: project.client.token };
  const { customerCart } = await apiCall<{ customerCart: { id: string } }>(
    '{ customerCart { id } }',
    {},
    options,
  );
  const cartId = customerCart.id;
  await apiCall(
    'mutation ($id: Int!, $cartId: String!) { proposalToCart(id: $id, cartId: $cartId) { cart { id } } }',
    { id: estimateId, cartId },
    options,
  );
  const address = {
    firstname: 'Clara',
    lastname: 'Client',
    street: ['221B Baker Street'],
    city: 'London',
    country_code: 'GB',
    postcode: 'NW1 6XE',
    telephone: '+44 20 7946 0000',
  };
  await apiCall(
    `mutation ($cartId: String!, $address: CartAddressInput!) {
      setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) { cart { id } }
      setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { same_as_shipping: true } }) { cart { id } }
      setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } }
      setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: "checkmo" } }) { cart { id } }
    }`,
    { cartId, address },
    options,
  );
  const { placeOrder } = await apiCall<{
    placeOrder: { order: { order_number: string } | null; errors: { message: string }[] };
  }>(
    'mutation ($cartId: String!) { placeOrder(input: { cart_id: $cartId }) { order { order_number } errors { message } } }',
    { cartId },
    options,
  );
  if (!placeOrder.order)
    throw new Error(`placeOrder answered no order: ${placeOrder.errors.map((e) => e.message).join('; ')}`);
  return placeOrder.order.order_number;
}

/** The flash message of a form post (the page's status region). */
export function message(page: Page, text: string | RegExp) {
  return page.getByRole('status').filter({ hasText: text });
}
