// The authorization matrix over orders: a guest, the owner and another customer (and, for orders
// read by guest token, a partner and a manager: b2b roles give no reach into another's order). Only
// the owner ever sees an order, by list, by filter, by a retried placeOrder or through its cart.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customer } from '../../src/db/schema.ts';
import {
  type Any,
  ORDER_FIELDS,
  ok,
  placeOrder,
  RU,
  readyCart,
  stockedProduct,
} from '../checkout/support.ts';
import { bearer, createAccount, FAST_HASHING, signIn } from '../customer/helpers.ts';
import { useTestApi } from '../support/api-client.ts';

const api = useTestApi(FAST_HASHING);
let owner: Record<string, string>;
let other: Record<string, string>;
let ownerCart: string;
let ownerNumber: string;
let guestCart: string;

const ORDERS = `query($number: String) { customer { orders(filter: {number: {eq: $number}}, scope: GLOBAL) { total_count items { ${ORDER_FIELDS} } } } }`;

beforeAll(async () => {
  await stockedProduct(api.database.db, 'AUTH-BED', { stock: '50' });
  const a = await createAccount(api);
  const b = await createAccount(api);
  owner = { ...RU, ...bearer(await signIn(api, a.email, a.password)) };
  other = { ...RU, ...bearer(await signIn(api, b.email, b.password)) };
  ownerCart = await readyCart(api, { headers: owner, items: [{ sku: 'AUTH-BED', quantity: 1 }] });
  ownerNumber = (await placeOrder(api, ownerCart, owner)).order!.order_number;
  guestCart = await readyCart(api, {
    headers: RU,
    items: [{ sku: 'AUTH-BED', quantity: 1 }],
    email: 'guest.auth@example.com',
  });
});

describe('orders by list', () => {
  it('a guest gets no customer and Magento’s authorization error', async () => {
    const res = await api.gql<Any>(ORDERS, { variables: { number: ownerNumber }, headers: RU });
    expect(res.data?.customer).toBeNull();
    expect(res.errors?.[0]).toMatchObject({
      message: "The current customer isn't authorized.",
      extensions: { category: 'graphql-authorization' },
    });
  });

  it('the owner sees the order', async () => {
    const res = ok(await api.gql<Any>(ORDERS, { variables: { number: ownerNumber }, headers: owner }));
    expect(res.customer.orders.items.map((o: Any) => o.number)).toEqual([ownerNumber]);
  });

  it('another customer sees nothing of it, even asking for its number', async () => {
    const res = ok(await api.gql<Any>(ORDERS, { variables: { number: ownerNumber }, headers: other }));
    expect(res.customer.orders).toEqual({ total_count: 0, items: [] });
    const all = ok(await api.gql<Any>(ORDERS, { variables: { number: null }, headers: other }));
    expect(all.customer.orders.total_count).toBe(0);
  });
});

describe('orders through placeOrder', () => {
  it('a retried placeOrder of the owner’s cart gives a guest or another customer no order', async () => {
    for (const headers of [RU, other]) {
      const res = await api.gql<Any>(
        `mutation($id: String!) { placeOrder(input: {cart_id: $id}) { order { order_number } orderV2 { number } errors { code message } } }`,
        {
          variables: { id: ownerCart },
          headers,
        },
      );
      expect(res.data?.placeOrder?.order ?? null).toBeNull();
      expect(res.data?.placeOrder?.orderV2 ?? null).toBeNull();
      expect(JSON.stringify(res)).not.toContain(ownerNumber);
    }
  });

  it('another customer cannot place a guest’s cart, nor the guest a customer’s cart', async () => {
    const onGuestCart = await api.gql<Any>(
      `mutation($id: String!) { placeOrder(input: {cart_id: $id}) { order { order_number } } }`,
      {
        variables: { id: guestCart },
        headers: other,
      },
    );
    expect(onGuestCart.errors?.[0]).toMatchObject({
      message: `The current user cannot perform operations on cart "${guestCart}"`,
      extensions: { category: 'graphql-authorization' },
    });
    const customerCart = await readyCart(api, {
      headers: other,
      items: [{ sku: 'AUTH-BED', quantity: 1 }],
      payment: null,
    });
    const byGuest = await api.gql<Any>(
      `mutation($id: String!) { placeOrder(input: {cart_id: $id}) { order { order_number } } }`,
      {
        variables: { id: customerCart },
        headers: RU,
      },
    );
    expect(byGuest.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
  });

  it('another customer cannot ask PayPal for a token on someone else’s cart', async () => {
    const res = await api.gql<Any>(
      `mutation($id: String!) { createPaypalExpressToken(input: {cart_id: $id, code: "paypal_express", urls: {return_url: "r", cancel_url: "c"}}) { token } }`,
      { variables: { id: guestCart }, headers: other },
    );
    expect(res.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
  });
});

describe('orders by guest token (guestOrderByToken)', () => {
  const BY_TOKEN = `query($token: String!) { guestOrderByToken(input: {token: $token}) { number email } }`;
  const TOKEN_OF = `mutation($id: String!) { placeOrder(input: {cart_id: $id}) { orderV2 { number token } } }`;
  let guestOrder: { number: string; token: string };
  let ownerToken: string;
  let partner: Record<string, string>;
  let manager: Record<string, string>;

  beforeAll(async () => {
    const roles: Record<string, string>[] = [];
    for (const customerType of ['partner', 'manager'] as const) {
      const account = await createAccount(api);
      await api.database.db.update(customer).set({ customerType }).where(eq(customer.id, account.id));
      roles.push({ ...RU, ...bearer(await signIn(api, account.email, account.password)) });
    }
    [partner, manager] = roles as [Record<string, string>, Record<string, string>];
    guestOrder = ok(await api.gql<Any>(TOKEN_OF, { variables: { id: guestCart }, headers: RU })).placeOrder
      .orderV2;
    ownerToken = ok(await api.gql<Any>(TOKEN_OF, { variables: { id: ownerCart }, headers: owner })).placeOrder
      .orderV2.token;
  });

  it('the guest who holds the token reads their order', async () => {
    const res = ok(await api.gql<Any>(BY_TOKEN, { variables: { token: guestOrder.token }, headers: RU }));
    expect(res.guestOrderByToken).toEqual({ number: guestOrder.number, email: 'guest.auth@example.com' });
  });

  it('a guest, another customer, a partner or a manager with a forged token gets no-such-entity and nothing of the order', async () => {
    const [id, mac] = guestOrder.token.split('.') as [string, string];
    const forged = `${id}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
    for (const headers of [RU, other, partner, manager]) {
      const res = await api.gql<Any>(BY_TOKEN, { variables: { token: forged }, headers });
      expect(res.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
      expect(JSON.stringify(res)).not.toContain(guestOrder.number);
    }
  });

  it("the owner's customer order is not read by token, by a guest, another customer, a partner, a manager or the owner", async () => {
    for (const headers of [RU, other, partner, manager, owner]) {
      const res = await api.gql<Any>(BY_TOKEN, { variables: { token: ownerToken }, headers });
      expect(res.data?.guestOrderByToken ?? null).toBeNull();
      expect(res.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
      expect(JSON.stringify(res)).not.toContain(ownerNumber);
    }
  });
});
