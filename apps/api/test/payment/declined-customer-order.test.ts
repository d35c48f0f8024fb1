// A signed-in customer's redirect payment that is declined: the order's cart comes back as the
// customer's cart, with whatever they put into a new cart meanwhile.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Any,
  ok,
  placeOrder,
  pressSandboxButton,
  RU,
  readyCart,
  stockedProduct,
} from '../checkout/support.ts';
import { bearer, createAccount, FAST_HASHING, signIn } from '../customer/helpers.ts';
import { useTestApi } from '../support/api-client.ts';

const api = useTestApi(FAST_HASHING);
let h: Record<string, string>;

beforeAll(async () => {
  await stockedProduct(api.database.db, 'DCL-CHAIR', { stock: '20', ru: '9000', name: 'Chair' });
  await stockedProduct(api.database.db, 'DCL-LAMP', { stock: '20', ru: '3000', name: 'Lamp' });
  const account = await createAccount(api, { firstname: 'Denis', lastname: 'Declined' });
  h = { ...RU, ...bearer(await signIn(api, account.email, account.password)) };
});

const customerCart = async () =>
  ok(
    await api.gql<Any>('{ customerCart { id total_quantity items { quantity product { sku } } } }', {
      headers: h,
    }),
  ).customerCart;

const add = async (cartId: string, sku: string, quantity: number) =>
  ok(
    await api.gql<Any>(
      'mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }',
      { variables: { id: cartId, items: [{ sku, quantity }] }, headers: h },
    ),
  );

describe('a declined payment of a signed-in customer', () => {
  it('makes the order’s cart the customer’s cart again, with the lines of a newer cart added', async () => {
    const cartId = await readyCart(api, {
      headers: h,
      items: [{ sku: 'DCL-CHAIR', quantity: 2 }],
      payment: { code: 'robokassa' },
    });
    const placed = await placeOrder(api, cartId, h);
    expect(placed.errors).toEqual([]);
    // While paying, the customer starts another cart (the order's cart is inactive).
    const newer = await customerCart();
    expect(newer.id).not.toBe(cartId);
    await add(newer.id, 'DCL-CHAIR', 1);
    await add(newer.id, 'DCL-LAMP', 1);

    await pressSandboxButton(api, placed.order!.redirect_url!, 'decline');

    const back = await customerCart();
    expect(back.id).toBe(cartId);
    expect(back.items.map((i: Any) => [i.product.sku, i.quantity])).toEqual([
      ['DCL-CHAIR', 3],
      ['DCL-LAMP', 1],
    ]);
    const closed = await api.gql<Any>('query($id: String!) { cart(cart_id: $id) { id } }', {
      variables: { id: newer.id },
      headers: h,
    });
    expect(closed.errors?.[0]?.message).toBe("The cart isn't active.");
  });
});
