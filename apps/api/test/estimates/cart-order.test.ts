// The order placed from a cart holding a proposal's agreed lines (issue 14, design/b2b.md §4–§5)
// records the proposal, its project and its partner with the partner's reward: the sum of the
// agreed items' reward row totals (client price − partner price, × qty), rounded once. The order
// shows estimate_id and project_id to whoever reads it; the partner's e-mail and reward only to the
// partner and managers. Without agreed lines left, the order is an ordinary one.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { salesOrder } from '../../src/modules/sales/tables.ts';
import type { Shopper } from '../address/helpers.ts';
import { useCartCatalogue } from '../cart/fixtures.ts';
import { LONDON, ORDER_FIELDS } from '../checkout/support.ts';
import { FAST_HASHING } from '../customer/helpers.ts';
import { useTestApi } from '../support/api-client.ts';
import {
  ADD_TO_CART,
  as,
  cartWith,
  proposal,
  proposalToCart,
  REMOVE_FROM_CART,
  readCart,
} from './cart-support.ts';
import { type Any, CREATE, forceStatus, newCustomer, ok, projectWith } from './helpers.ts';

const api = useTestApi(FAST_HASHING);
const cat = useCartCatalogue(api, 'ECO');
const sku = (name: string) => `${cat.prefix}-${name}`;
let owner: Shopper;
let member: Shopper;
let partner: Shopper;
let manager: Shopper;
let projectId: number;

beforeAll(async () => {
  owner = await newCustomer(api);
  member = await newCustomer(api);
  partner = await newCustomer(api, 'partner');
  manager = await newCustomer(api, 'manager');
  projectId = await projectWith(api, owner, { members: [member, partner], managers: [manager] });
});

const ORDER = `${ORDER_FIELDS} estimate_id project_id`;
const PLACE = `mutation($id: String!) { placeOrder(input: {cart_id: $id}) { errors { code message } orderV2 { ${ORDER} } } }`;
const PROJECT_ORDERS = `query($project: String) {
  customer { orders(filter: { project_id: { eq: $project } }, pageSize: 100) { items { ${ORDER} } } } }`;

/** The caller's cart, ready to be placed: address in London, flat rate, check / money order. */
async function checkout(who: Shopper, cartId: string): Promise<Any> {
  const steps: [string, Record<string, unknown>][] = [
    [
      'mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: {cart_id: $id, shipping_addresses: [{address: $a}]}) { cart { id } } }',
      { a: LONDON },
    ],
    [
      'mutation($id: String!) { setBillingAddressOnCart(input: {cart_id: $id, billing_address: {same_as_shipping: true}}) { cart { id } } }',
      {},
    ],
    [
      'mutation($id: String!) { setShippingMethodsOnCart(input: {cart_id: $id, shipping_methods: [{carrier_code: "flatrate", method_code: "flatrate"}]}) { cart { id } } }',
      {},
    ],
    [
      'mutation($id: String!) { setPaymentMethodOnCart(input: {cart_id: $id, payment_method: {code: "checkmo"}}) { cart { id } } }',
      {},
    ],
  ];
  for (const [query, variables] of steps) {
    ok(await api.gql(query, { variables: { id: cartId, ...variables }, headers: as(who) }));
  }
  const placed = ok(await api.gql<Any>(PLACE, { variables: { id: cartId }, headers: as(who) })).placeOrder;
  expect(placed.errors).toEqual([]);
  return placed.orderV2;
}

async function projectOrder(who: Shopper, number: string): Promise<Any> {
  const res = ok(
    await api.gql<Any>(PROJECT_ORDERS, { variables: { project: String(projectId) }, headers: as(who) }),
  );
  return res.customer.orders.items.find((o: Any) => o.number === number);
}

const orderRow = async (number: string) =>
  (await api.database.db.select().from(salesOrder).where(eq(salesOrder.incrementId, number)))[0];

describe('an order from a proposal', () => {
  it('records the estimate, the project and the partner with the agreed reward', async () => {
    // Tables: client price 70 (tier for 5), partner price 63 (10 % off): reward 7 × 5 = 35.
    // Sofa: the manager's 850, the partner's 800: reward 50. A stool added beside earns nothing.
    const id = await proposal(api, {
      owner,
      projectId,
      manager,
      partner,
      simple: [{ sku: sku('TABLE'), quantity: 5 }],
      configurable: [{ sku: sku('SOFA-BLUE'), parent_sku: sku('SOFA'), quantity: 1 }],
      managerPrices: { [sku('SOFA-BLUE')]: 850 },
      partnerPrices: { [sku('SOFA-BLUE')]: 800 },
    });
    const cartId = await cartWith(api, owner);
    ok(await proposalToCart(api, owner, id, cartId));
    ok(
      await api.gql(ADD_TO_CART, {
        variables: { id: cartId, items: [{ sku: sku('STOOL'), quantity: 2 }] },
        headers: as(owner),
      }),
    );
    const order = await checkout(owner, cartId);
    expect(order).toMatchObject({ estimate_id: id, project_id: projectId });
    expect(
      order.items.map((i: Any) => [i.product_sku, i.quantity_ordered, i.product_sale_price.value]),
    ).toEqual([
      [sku('TABLE'), 5, 70],
      [sku('SOFA-BLUE'), 1, 850],
      [sku('STOOL'), 2, 20],
    ]);
    expect(order.total.subtotal.value).toBe(350 + 850 + 40);
    // The client sees who the partner is, not their e-mail or reward.
    const partnerName = { firstname: expect.any(String), lastname: expect.any(String) };
    expect(order.partner_info).toMatchObject({ ...partnerName, email: null, reward: null });
    const row = await orderRow(order.number);
    expect(row).toMatchObject({
      estimateId: id,
      projectId,
      partnerCustomerId: partner.id,
      partnerReward: '85.0000',
    });
    for (const reader of [partner, manager]) {
      const seen = await projectOrder(reader, order.number);
      expect(seen).toMatchObject({ estimate_id: id, project_id: projectId });
      expect(seen.partner_info).toMatchObject({
        email: partner.email,
        reward: { value: 85, currency: 'USD' },
      });
    }
    expect((await projectOrder(member, order.number)).partner_info).toMatchObject({
      email: null,
      reward: null,
    });
  });

  it('records the estimate and its project without a partner when the project has none', async () => {
    const alone = await newCustomer(api);
    const ownProject = await projectWith(api, alone, { managers: [manager] });
    const id = await proposal(api, {
      owner: alone,
      projectId: ownProject,
      manager,
      simple: [{ sku: sku('STOOL'), quantity: 2 }],
    });
    const cartId = await cartWith(api, alone);
    ok(await proposalToCart(api, alone, id, cartId));
    const order = await checkout(alone, cartId);
    expect(order).toMatchObject({ estimate_id: id, project_id: ownProject, partner_info: null });
    expect(await orderRow(order.number)).toMatchObject({ partnerCustomerId: null, partnerReward: '0.0000' });
  });

  it('records no project for an estimate of its own', async () => {
    const alone = await newCustomer(api);
    const made = ok(
      await api.gql<Any>(CREATE, { variables: { input: { name: 'Own estimate' } }, headers: as(alone) }),
    ).createEstimateEmpty;
    ok(
      await api.gql(
        'mutation($id: Int!, $products: [EstimateProductInput!]!) { addSimpleProductsToEstimate(estimate_id: $id, products: $products) { id } }',
        { variables: { id: made.id, products: [{ sku: sku('TABLE'), quantity: 1 }] }, headers: as(alone) },
      ),
    );
    await forceStatus(api, made.id, 'proposal');
    const cartId = await cartWith(api, alone);
    ok(await proposalToCart(api, alone, made.id, cartId));
    const order = await checkout(alone, cartId);
    expect(order).toMatchObject({ estimate_id: made.id, project_id: null, partner_info: null });
  });

  it('is an ordinary order once every agreed line was removed from the cart', async () => {
    const id = await proposal(api, {
      owner,
      projectId,
      manager,
      partner,
      simple: [{ sku: sku('TABLE'), quantity: 1 }],
    });
    const cartId = await cartWith(api, owner);
    const loaded = ok(await proposalToCart(api, owner, id, cartId)).proposalToCart.cart;
    ok(
      await api.gql(ADD_TO_CART, {
        variables: { id: cartId, items: [{ sku: sku('STOOL'), quantity: 2 }] },
        headers: as(owner),
      }),
    );
    ok(
      await api.gql(REMOVE_FROM_CART, {
        variables: { id: cartId, uid: loaded.itemsV2.items[0].uid },
        headers: as(owner),
      }),
    );
    expect((await readCart(api, owner, cartId)).estimate_id).toBe(null);
    const order = await checkout(owner, cartId);
    expect(order).toMatchObject({ estimate_id: null, project_id: null, partner_info: null });
    expect(await orderRow(order.number)).toMatchObject({
      estimateId: null,
      projectId: null,
      partnerCustomerId: null,
    });
  });
});
