// A signed-in customer's redirect payment that is declined: the order's cart comes back as the
// customer's cart, with whatever they put into a new cart meanwhile, and the coupon's use is given
// back (also when the unpaid order is swept).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { coupon, couponUsage } from '../../src/modules/pricing/tables.ts';
import { expireUnpaidOrders } from '../../src/modules/sales/expire-unpaid.ts';
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

const api = useTestApi({ ...FAST_HASHING, PAYMENT_SANDBOX: 'true' });
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

const applyCoupon = async (cartId: string, code: string) =>
  api.gql<Any>(
    'mutation($id: String!, $c: String!) { applyCouponToCart(input: {cart_id: $id, coupon_code: $c}) { cart { applied_coupons { code } } } }',
    { variables: { id: cartId, c: code }, headers: h },
  );
const timesUsed = async (code: string) => {
  const [row] = await api.database.db.select().from(coupon).where(eq(coupon.code, code));
  const perCustomer = await api.database.db
    .select()
    .from(couponUsage)
    .where(eq(couponUsage.couponId, row!.id));
  return { coupon: row!.timesUsed, customer: perCustomer.map((u) => u.timesUsed) };
};

describe('a coupon on an unpaid order that is canceled', () => {
  it('a once-per-customer coupon used on a declined payment can be used again', async () => {
    const before = await timesUsed('FIRSTORDER');
    const cartId = await readyCart(api, {
      headers: h,
      items: [{ sku: 'DCL-LAMP', quantity: 1 }],
      payment: { code: 'robokassa' },
    });
    ok(await applyCoupon(cartId, 'FIRSTORDER'));
    const declined = await placeOrder(api, cartId, h);
    expect(declined.errors).toEqual([]);
    expect((await timesUsed('FIRSTORDER')).coupon).toBe(before.coupon + 1);
    await pressSandboxButton(api, declined.order!.redirect_url!, 'decline');
    expect(await timesUsed('FIRSTORDER')).toEqual({ coupon: before.coupon, customer: [0] });

    // The same cart, coupon still applied, paid another way: the coupon counts once.
    ok(
      await api.gql(
        'mutation($id: String!) { setPaymentMethodOnCart(input: {cart_id: $id, payment_method: {code: "cashondelivery"}}) { cart { id } } }',
        { variables: { id: cartId }, headers: h },
      ),
    );
    const paid = await placeOrder(api, cartId, h);
    expect(paid.errors).toEqual([]);
    expect(await timesUsed('FIRSTORDER')).toEqual({ coupon: before.coupon + 1, customer: [1] });
    // And only once: a next cart cannot take it.
    const next = (await customerCart()).id;
    await add(next, 'DCL-LAMP', 1);
    expect((await applyCoupon(next, 'FIRSTORDER')).errors?.[0]?.message).toBe(
      "The coupon code isn't valid. Verify the code and try again.",
    );
  });

  it('gives the coupon’s use back when the unpaid order is swept', async () => {
    const later = new Date(Date.now() + 481 * 60_000);
    const before = await timesUsed('WELCOME10');
    const cartId = await readyCart(api, {
      headers: RU,
      items: [{ sku: 'DCL-LAMP', quantity: 1 }],
      email: 'swept.coupon@example.com',
      payment: { code: 'robokassa' },
    });
    ok(
      await api.gql<Any>(
        'mutation($id: String!) { applyCouponToCart(input: {cart_id: $id, coupon_code: "WELCOME10"}) { cart { id } } }',
        { variables: { id: cartId }, headers: RU },
      ),
    );
    expect((await placeOrder(api, cartId, RU)).errors).toEqual([]);
    expect((await timesUsed('WELCOME10')).coupon).toBe(before.coupon + 1);
    expect(await expireUnpaidOrders(api.database.db, 480, later)).toBe(1);
    expect((await timesUsed('WELCOME10')).coupon).toBe(before.coupon);
  });
});
