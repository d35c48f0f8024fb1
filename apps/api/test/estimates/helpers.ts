// Operations and helpers shared by the estimate tests: people of each type, a project with its
// members and managers, estimates with items, and reading an estimate back (over GraphQL and as
// rows, to prove a refused call changed nothing).
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { customer } from '../../src/modules/customer/tables.ts';
import {
  estimate,
  estimateInvite,
  estimateItem,
  estimateMember,
  estimateStatusChange,
} from '../../src/modules/estimates/tables.ts';
import { projectManager, projectMember } from '../../src/modules/projects/tables.ts';
import { newShopper, type Shopper } from '../address/helpers.ts';
import { type Any, createProject, ok } from '../projects/helpers.ts';
import type { TestApi } from '../support/api-client.ts';

export { type Any, errorOf, ok } from '../projects/helpers.ts';

const MONEY = 'value currency';
const RANGE = `minimal_price { ${MONEY} } maximal_price { ${MONEY} }`;

export const ITEM_FIELDS = `id description qty
  product { sku name __typename }
  configured_variant { sku }
  configurable_options { option_label value_label }
  customizable_options { label values { label value } }
  is_price_on_request is_custom_price custom_price { ${MONEY} }
  price_range { ${RANGE} } row_total_range { ${RANGE} }
  managerPriceVat { ${MONEY} } rowTotalWithVat { ${MONEY} }
  price_for_partner_range { ${RANGE} } partner_custom_price { ${MONEY} }
  partner_reward_info { partner_reward { ${MONEY} } partner_reward_percent partner_reward_row_total { ${MONEY} } }
  factoryPrice { ${MONEY} } factoryPriceDiscount costFactor cost { ${MONEY} } priceFactor margin { ${MONEY} } costMargin`;

export const ESTIMATE_FIELDS = `id name project_id project_name is_correction status status_label created_at updated_at
  is_primary_manager role note
  owner { customer_id firstname lastname email }
  delivery_info { description delivery_cost { ${MONEY} } }
  partner_info { email name }
  address_delivery { id estimate_id city company country_code firstname lastname postcode street telephone }
  history { from_status to_status changed_by changed_at note }
  transitions { status allowed reason_code reason }
  permissions { edit_items edit_manager_prices edit_partner_prices edit_details edit_delivery invite delete load_into_cart }`;

export const ESTIMATE_WITH_ITEMS = `${ESTIMATE_FIELDS}
  products(pageSize: 100) { total_count note page_info { current_page page_size total_pages }
    items { ${ITEM_FIELDS} }
    total_prices { sub_total { ${RANGE} } snug_delivery_price_total { ${RANGE} } grand_total { ${RANGE} } } }`;

export const ONE_ESTIMATE = `query($id: String) {
  estimates(filter: { id: { eq: $id } }) { total_count items { ${ESTIMATE_WITH_ITEMS} } } }`;

export const CREATE = `mutation($input: CreateEstimateEmptyInput!) { createEstimateEmpty(input: $input) { ${ESTIMATE_FIELDS} } }`;

export const ADD_SIMPLE = `mutation($id: Int!, $products: [EstimateProductInput!]!) {
  addSimpleProductsToEstimate(estimate_id: $id, products: $products) { id name status project_id total_count total_qty } }`;

export const ADD_CONFIGURABLE = `mutation($id: Int!, $products: [EstimateProductInput!]!) {
  addConfigurableProductsToEstimate(estimate_id: $id, products: $products) { ${ESTIMATE_WITH_ITEMS} } }`;

export const CHANGE_STATUS = `mutation($id: Int!, $status: EstimateStatus!, $note: String) {
  changeEstimateStatus(id: $id, status: $status, note: $note) { ${ESTIMATE_FIELDS} } }`;

export const SET_MANAGER_PRICE = `mutation($id: Int!, $item: Int!, $price: Float) {
  setCustomPriceManagerToEstimateProduct(estimate_id: $id, estimate_product_id: $item, custom_price: $price) { ${ESTIMATE_WITH_ITEMS} } }`;

export const SET_PARTNER_PRICE = `mutation($id: Int!, $item: Int!, $price: Float) {
  setCustomPricePartnerToEstimateProduct(estimate_id: $id, estimate_product_id: $item, custom_price: $price) { ${ESTIMATE_WITH_ITEMS} } }`;

export type CustomerKind = 'client' | 'partner' | 'manager';

export async function setType(api: TestApi, who: Shopper, type: CustomerKind): Promise<void> {
  await api.database.db.update(customer).set({ customerType: type }).where(eq(customer.id, who.id));
}

export async function newCustomer(api: TestApi, type: CustomerKind = 'client'): Promise<Shopper> {
  const shopper = await newShopper(api);
  if (type !== 'client') await setType(api, shopper, type);
  return shopper;
}

/** A project of `owner` with the given members (joined in this order) and managers (the first primary). */
export async function projectWith(
  api: TestApi,
  owner: Shopper,
  people: { members?: Shopper[]; managers?: Shopper[] } = {},
): Promise<number> {
  const { project_id: id } = await createProject(api, owner, 'Estimate project');
  const db = api.database.db;
  // The project's own assignment of a primary manager is replaced by the given managers.
  await db.delete(projectManager).where(eq(projectManager.projectId, id));
  let at = Date.now() - 100_000;
  for (const member of people.members ?? []) {
    at += 1000;
    await db.insert(projectMember).values({ projectId: id, customerId: member.id, joinedAt: new Date(at) });
  }
  for (const [i, manager] of (people.managers ?? []).entries()) {
    await db.insert(projectManager).values({ projectId: id, customerId: manager.id, isPrimary: i === 0 });
  }
  return id;
}

export async function createEstimate(
  api: TestApi,
  who: Shopper,
  input: { name?: string; project_id?: number | null } = {},
): Promise<Any> {
  const res = await api.gql<{ createEstimateEmpty: Any }>(CREATE, {
    variables: { input: { name: input.name ?? 'Living room', project_id: input.project_id ?? null } },
    headers: who.headers,
  });
  return ok(res).createEstimateEmpty;
}

export async function addSimple(
  api: TestApi,
  who: Shopper,
  estimateId: number,
  products: Record<string, unknown>[],
): Promise<Any> {
  const res = await api.gql<{ addSimpleProductsToEstimate: Any }>(ADD_SIMPLE, {
    variables: { id: estimateId, products },
    headers: who.headers,
  });
  return ok(res).addSimpleProductsToEstimate;
}

export async function readEstimate(api: TestApi, who: Shopper, id: number): Promise<Any> {
  const res = await api.gql<{ estimates: Any }>(ONE_ESTIMATE, {
    variables: { id: String(id) },
    headers: who.headers,
  });
  return ok(res).estimates.items[0];
}

export async function changeStatus(
  api: TestApi,
  who: Shopper,
  id: number,
  status: string,
  note?: string,
): Promise<Any> {
  const res = await api.gql<{ changeEstimateStatus: Any }>(CHANGE_STATUS, {
    variables: { id, status, note },
    headers: who.headers,
  });
  return ok(res).changeEstimateStatus;
}

/** Puts an estimate straight into a status (test set-up, not a transition). */
export async function forceStatus(api: TestApi, id: number, status: string): Promise<void> {
  await api.database.db
    .update(estimate)
    .set({ status: status as never })
    .where(eq(estimate.id, id));
}

/** Every row of an estimate, ordered, to compare before and after a refused call. */
export async function snapshot(api: TestApi, id: number) {
  const db = api.database.db;
  return {
    estimate: await db.select().from(estimate).where(eq(estimate.id, id)),
    items: await db
      .select()
      .from(estimateItem)
      .where(eq(estimateItem.estimateId, id))
      .orderBy(asc(estimateItem.id)),
    members: await db.select().from(estimateMember).where(eq(estimateMember.estimateId, id)),
    history: await db
      .select()
      .from(estimateStatusChange)
      .where(eq(estimateStatusChange.estimateId, id))
      .orderBy(asc(estimateStatusChange.id)),
    invites: await db.select().from(estimateInvite).where(eq(estimateInvite.estimateId, id)),
  };
}

export function expectNoErrors(res: { errors?: unknown[] }, label = ''): void {
  expect(res.errors, `${label} ${JSON.stringify(res.errors)}`).toBeUndefined();
}
