// What the estimate ↔ cart tests share (cart-*.test.ts): the international store (USD, prices
// excluding tax, no tax without an address), carts read with their agreed lines, and estimates
// brought into a status through the real transitions: a proposal made by the project's manager, or
// by the partner after the manager handed it over.
import { expect } from 'vitest';
import type { Shopper } from '../address/helpers.ts';
import { newCart } from '../cart/fixtures.ts';
import type { TestApi } from '../support/api-client.ts';
import {
  ADD_CONFIGURABLE,
  ADD_SIMPLE,
  type Any,
  CHANGE_STATUS,
  CREATE,
  ESTIMATE_WITH_ITEMS,
  ok,
  SET_MANAGER_PRICE,
  SET_PARTNER_PRICE,
} from './helpers.ts';

export const INT = { Store: 'int' };
const MONEY = 'value currency';

/** The caller's headers in the international store (a guest: the store alone). */
export const as = (who: Shopper | null) => ({ ...(who?.headers ?? {}), ...INT });

export const CART_LINE = `uid quantity product { sku name }
  prices { price { ${MONEY} } row_total { ${MONEY} } total_item_discount { ${MONEY} } is_agreed_price }
  ... on SimpleCartItem { customizable_options { label values { label value } } }
  ... on ConfigurableCartItem { configured_variant { sku } }`;

export const CART = `id estimate_id created_by_estimate total_quantity
  itemsV2(pageSize: 100) { items { ${CART_LINE} } }
  applied_coupons { code }
  prices { grand_total { ${MONEY} } subtotal_excluding_tax { ${MONEY} } discounts { label amount { ${MONEY} } } }`;

export const READ_CART = `query($id: String!) { cart(cart_id: $id) { ${CART} } }`;

export const CART_TO_ESTIMATE = `mutation($cartId: String!, $name: String!, $project: Int) {
  cartToEstimate(cartId: $cartId, name: $name, project_id: $project) {
    cart { ${CART} } estimate { ${ESTIMATE_WITH_ITEMS} } } }`;

export const PROPOSAL_TO_CART = `mutation($id: Int!, $cartId: String!) {
  proposalToCart(id: $id, cartId: $cartId) { cart { ${CART} } estimate { ${ESTIMATE_WITH_ITEMS} } } }`;

export const ADD_TO_CART = `mutation($id: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $id, cartItems: $items) { user_errors { code message } cart { ${CART} } } }`;

export const UPDATE_CART = `mutation($id: String!, $items: [CartItemUpdateInput]!) {
  updateCartItems(input: { cart_id: $id, cart_items: $items }) { cart { ${CART} } } }`;

export const REMOVE_FROM_CART = `mutation($id: String!, $uid: ID!) {
  removeItemFromCart(input: { cart_id: $id, cart_item_uid: $uid }) { cart { ${CART} } } }`;

export const APPLY_COUPON = `mutation($id: String!, $code: String!) {
  applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) { cart { ${CART} } } }`;

export const ONE_ESTIMATE = `query($id: String) {
  estimates(filter: { id: { eq: $id } }) { total_count items { ${ESTIMATE_WITH_ITEMS} } } }`;

/**
 * The caller's cart of the international store (a new guest cart for a guest) holding these lines
 * only: a customer's one active cart is emptied first.
 */
export async function cartWith(api: TestApi, who: Shopper | null, items: Record<string, unknown>[] = []) {
  const id = await newCart(api, as(who));
  for (const line of (await readCart(api, who, id)).itemsV2.items) {
    ok(await api.gql(REMOVE_FROM_CART, { variables: { id, uid: line.uid }, headers: as(who) }));
  }
  if (items.length > 0) {
    const added = ok(await api.gql<Any>(ADD_TO_CART, { variables: { id, items }, headers: as(who) }));
    expect(added.addProductsToCart.user_errors).toEqual([]);
  }
  return id;
}

export async function readCart(api: TestApi, who: Shopper | null, id: string): Promise<Any> {
  return ok(await api.gql<Any>(READ_CART, { variables: { id }, headers: as(who) })).cart;
}

export async function readEstimateInt(api: TestApi, who: Shopper, id: number): Promise<Any> {
  const res = ok(await api.gql<Any>(ONE_ESTIMATE, { variables: { id: String(id) }, headers: as(who) }));
  return res.estimates.items[0];
}

/** The lines of a cart as [sku, quantity, unit price, agreed]. */
export const linesOf = (cart: Any) =>
  cart.itemsV2.items.map((line: Any) => [
    line.configured_variant?.sku ?? line.product.sku,
    line.quantity,
    line.prices.price.value,
    line.prices.is_agreed_price,
  ]);

export interface ProposalPlan {
  owner: Shopper;
  projectId: number | null;
  manager: Shopper;
  /** The partner makes the proposal after the manager handed the estimate over. */
  partner?: Shopper;
  simple?: Record<string, unknown>[];
  configurable?: Record<string, unknown>[];
  /** Manager's custom unit prices by the item's SKU (the variant's for a configurable). */
  managerPrices?: Record<string, number>;
  partnerPrices?: Record<string, number>;
  name?: string;
}

const skuOf = (item: Any) => item.configured_variant?.sku ?? item.product.sku;

async function call(api: TestApi, who: Shopper, query: string, variables: Record<string, unknown>) {
  return ok(await api.gql<Any>(query, { variables, headers: as(who) }));
}

/** An estimate of the plan, through the real transitions, in status `proposal`; answers its id. */
export async function proposal(api: TestApi, plan: ProposalPlan): Promise<number> {
  const input = { name: plan.name ?? 'Cottage', project_id: plan.projectId };
  const { id } = (await call(api, plan.owner, CREATE, { input })).createEstimateEmpty;
  if (plan.simple?.length) await call(api, plan.owner, ADD_SIMPLE, { id, products: plan.simple });
  if (plan.configurable?.length)
    await call(api, plan.owner, ADD_CONFIGURABLE, { id, products: plan.configurable });
  await call(api, plan.owner, CHANGE_STATUS, { id, status: 'estimate' });
  const items = (await readEstimateInt(api, plan.manager, id)).products.items;
  for (const [sku, price] of Object.entries(plan.managerPrices ?? {})) {
    const item = items.find((i: Any) => skuOf(i) === sku);
    await call(api, plan.manager, SET_MANAGER_PRICE, { id, item: item.id, price });
  }
  if (!plan.partner) {
    await call(api, plan.manager, CHANGE_STATUS, { id, status: 'proposal' });
    return id;
  }
  await call(api, plan.manager, CHANGE_STATUS, { id, status: 'discount_partner' });
  for (const [sku, price] of Object.entries(plan.partnerPrices ?? {})) {
    const item = items.find((i: Any) => skuOf(i) === sku);
    await call(api, plan.partner, SET_PARTNER_PRICE, { id, item: item.id, price });
  }
  await call(api, plan.partner, CHANGE_STATUS, { id, status: 'proposal' });
  return id;
}

export async function proposalToCart(api: TestApi, who: Shopper | null, id: number, cartId: string) {
  return api.gql<Any>(PROPOSAL_TO_CART, { variables: { id, cartId }, headers: as(who) });
}

export async function cartToEstimate(
  api: TestApi,
  who: Shopper | null,
  cartId: string,
  name: string,
  project?: number | null,
) {
  return api.gql<Any>(CART_TO_ESTIMATE, { variables: { cartId, name, project }, headers: as(who) });
}
