// Guest order tokens (Magento 2.4.7's CustomerOrder.token and guestOrderByToken; decision 0038): the
// guest who placed an order reads it back with its token and nobody else reads anything with any
// other; an account made with the token takes the e-mail's guest orders on the website.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Any,
  INT,
  LONDON,
  ORDER_FIELDS,
  ok,
  placeOrder,
  RU,
  readyCart,
  stockedProduct,
} from '../checkout/support.ts';
import { bearer, CREATE_V2, createAccount, FAST_HASHING, signIn, uniqueEmail } from '../customer/helpers.ts';
import { useTestApi } from '../support/api-client.ts';

const api = useTestApi(FAST_HASHING);

const BY_TOKEN = `query($token: String!) { guestOrderByToken(input: {token: $token}) { token ${ORDER_FIELDS} } }`;
const MY_ORDERS = `{ customer { orders(scope: GLOBAL) { total_count items { number email } } } }`;
const NO_ORDER = {
  message: "We couldn't locate an order with the information provided.",
  extensions: { category: 'graphql-no-such-entity' },
};

async function guestOrder(
  email: string,
  headers = RU,
  address?: Record<string, unknown>,
  payment?: Record<string, unknown>,
) {
  const cart = await readyCart(api, {
    headers,
    items: [{ sku: 'TOKEN-CHAIR', quantity: 2 }],
    email,
    address,
    payment: payment ?? (headers === INT ? { code: 'checkmo' } : undefined),
  });
  const placed = await placeOrder(api, cart, headers);
  expect(placed.errors).toEqual([]);
  const token = ok(
    await api.gql<Any>(
      `mutation($id: String!) { placeOrder(input: {cart_id: $id}) { orderV2 { number token } } }`,
      { variables: { id: cart }, headers },
    ),
  ).placeOrder.orderV2;
  return { number: placed.order!.order_number as string, token: token.token as string };
}

let guestEmail: string;
let first: { number: string; token: string };

beforeAll(async () => {
  await stockedProduct(api.database.db, 'TOKEN-CHAIR', { stock: '100' });
  guestEmail = uniqueEmail('guest');
  first = await guestOrder(guestEmail);
});

describe('guestOrderByToken', () => {
  it('gives the guest their order: items, totals, addresses, methods', async () => {
    expect(first.token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    const res = ok(await api.gql<Any>(BY_TOKEN, { variables: { token: first.token }, headers: RU }));
    const order = res.guestOrderByToken;
    expect(order).toMatchObject({ number: first.number, email: guestEmail, token: first.token });
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ product_sku: 'TOKEN-CHAIR', quantity_ordered: 2 });
    expect(order.shipping_address).toMatchObject({ city: 'Москва', lastname: 'Петров' });
    expect(order.billing_address).toMatchObject({ city: 'Москва' });
    expect(order.payment_methods[0].type).toBe('cashondelivery');
    expect(order.shipping_method).toBeTruthy();
    expect(order.total.grand_total.value).toBeGreaterThan(0);
  });

  it('the same answer through a retried placeOrder keeps the same token (it is derived, not stored)', async () => {
    const again = ok(await api.gql<Any>(BY_TOKEN, { variables: { token: first.token }, headers: RU }));
    expect(again.guestOrderByToken.token).toBe(first.token);
  });

  it('answers no-such-entity, the same message and nothing else, for any other token', async () => {
    const [idPart, mac] = first.token.split('.') as [string, string];
    const flipped = `${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BA' : 'AA'}`;
    const otherId = Buffer.from(String(Number(Buffer.from(idPart, 'base64url').toString()) + 1)).toString(
      'base64url',
    );
    for (const token of [
      `${idPart}.${flipped}`,
      `${otherId}.${mac}`,
      idPart,
      '',
      'not a token',
      `${'A'.repeat(16)}.${mac}`,
      `${Buffer.from('0').toString('base64url')}.${mac}`,
    ]) {
      const res = await api.gql<Any>(BY_TOKEN, { variables: { token }, headers: RU });
      expect(res.data?.guestOrderByToken ?? null, token).toBeNull();
      expect(res.errors?.[0], token).toMatchObject(NO_ORDER);
      expect(JSON.stringify(res)).not.toContain(first.number);
    }
  });

  it('is not answered on the other website', async () => {
    const res = await api.gql<Any>(BY_TOKEN, { variables: { token: first.token }, headers: INT });
    expect(res.errors?.[0]).toMatchObject(NO_ORDER);
  });

  it("a customer's order is read through the account, not by its token", async () => {
    const account = await createAccount(api);
    const headers = { ...RU, ...bearer(await signIn(api, account.email, account.password)) };
    const cart = await readyCart(api, { headers, items: [{ sku: 'TOKEN-CHAIR', quantity: 1 }] });
    const token = ok(
      await api.gql<Any>(
        `mutation($id: String!) { placeOrder(input: {cart_id: $id}) { orderV2 { token } } }`,
        { variables: { id: cart }, headers },
      ),
    ).placeOrder.orderV2.token;
    for (const h of [RU, headers]) {
      const res = await api.gql<Any>(BY_TOKEN, { variables: { token }, headers: h });
      expect(res.errors?.[0]).toMatchObject({
        message: 'Please login to view the order.',
        extensions: { category: 'graphql-authorization' },
      });
    }
  });
});

describe('payment instructions on the order', () => {
  it('an offline method answers the store’s instructions in additional_data, a redirect method none', async () => {
    const bank = await guestOrder(uniqueEmail('bank'), RU, undefined, { code: 'banktransfer' });
    const res = ok(await api.gql<Any>(BY_TOKEN, { variables: { token: bank.token }, headers: RU }));
    const [method] = res.guestOrderByToken.payment_methods;
    expect(method.type).toBe('banktransfer');
    const instructions = method.additional_data.find((entry: Any) => entry.name === 'instructions');
    expect(instructions?.value).toContain('ИНН');
    const cod = ok(await api.gql<Any>(BY_TOKEN, { variables: { token: first.token }, headers: RU }));
    expect(cod.guestOrderByToken.payment_methods[0].additional_data).toEqual([
      { name: 'instructions', value: expect.stringContaining('курьеру') },
    ]);
  });
});

describe('an account made from a guest order', () => {
  it('takes the guest orders of its e-mail on the website, and only those', async () => {
    const email = uniqueEmail('claim');
    const a = await guestOrder(email);
    const b = await guestOrder(email.toUpperCase());
    const elsewhere = await guestOrder(email, INT, LONDON);
    const someoneElse = await guestOrder(uniqueEmail('other'));
    const created = await api.gql<Any>(CREATE_V2, {
      variables: {
        input: {
          email,
          password: 'Good-Pass-123',
          firstname: 'Иван',
          lastname: 'Петров',
          order_token: b.token,
        },
      },
      headers: RU,
    });
    expect(created.errors).toBeUndefined();
    const headers = { ...RU, ...bearer(await signIn(api, email, 'Good-Pass-123')) };
    const mine = ok(await api.gql<Any>(MY_ORDERS, { headers })).customer.orders;
    expect(mine.items.map((o: Any) => o.number).sort()).toEqual([a.number, b.number].sort());
    expect(JSON.stringify(mine)).not.toContain(elsewhere.number);
    expect(JSON.stringify(mine)).not.toContain(someoneElse.number);
    // Now the account's: its token no longer opens it to a guest.
    const res = await api.gql<Any>(BY_TOKEN, { variables: { token: a.token }, headers: RU });
    expect(res.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
  });

  it('takes nothing with a token of another e-mail or a wrong token, and is still created', async () => {
    const email = uniqueEmail('nosteal');
    const victim = await guestOrder(uniqueEmail('victim'));
    const mineToo = await guestOrder(email);
    for (const [i, token] of [victim.token, `${mineToo.token.slice(0, -3)}AAA`].entries()) {
      const address = i === 0 ? email : `x${i}.${email}`;
      const created = await api.gql<Any>(CREATE_V2, {
        variables: {
          input: {
            email: address,
            password: 'Good-Pass-123',
            firstname: 'A',
            lastname: 'B',
            order_token: token,
          },
        },
        headers: RU,
      });
      expect(created.errors).toBeUndefined();
      const headers = { ...RU, ...bearer(await signIn(api, address, 'Good-Pass-123')) };
      expect(ok(await api.gql<Any>(MY_ORDERS, { headers })).customer.orders.total_count).toBe(0);
    }
    // The victim's order is still a guest order, readable by its own token only.
    const still = ok(await api.gql<Any>(BY_TOKEN, { variables: { token: victim.token }, headers: RU }));
    expect(still.guestOrderByToken.number).toBe(victim.number);
  });
});
