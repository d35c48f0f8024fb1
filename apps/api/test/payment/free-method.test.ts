// A cart whose grand total is 0 (a 100 % coupon with free shipping) is offered only Magento's
// `free` method ("No Payment Information Required") and places an order with it.
import { beforeAll, describe, expect, it } from 'vitest';
import { cartRule, coupon } from '../../src/modules/pricing/tables.ts';
import { type Any, INT, LONDON, ok, placeOrder, readyCart, stockedProduct } from '../checkout/support.ts';
import { useTestApi } from '../support/api-client.ts';

const api = useTestApi();

beforeAll(async () => {
  await stockedProduct(api.database.db, 'FREE-VASE', { stock: '5', int: '40' });
  const [rule] = await api.database.db
    .insert(cartRule)
    .values({
      name: 'Gift',
      labels: { '0': 'Gift' },
      websiteIds: [2],
      customerTypes: ['guest', 'client', 'partner', 'manager'],
      requiresCoupon: true,
      action: 'by_percent',
      discountAmount: '100',
      freeShipping: true,
    })
    .returning({ id: cartRule.id });
  await api.database.db.insert(coupon).values({ ruleId: rule!.id, code: 'GIFT100' });
});

describe('the free payment method', () => {
  it('is the only method of a zero total and places the order', async () => {
    const cartId = await readyCart(api, {
      headers: INT,
      items: [{ sku: 'FREE-VASE', quantity: 1 }],
      email: 'gift@example.com',
      address: LONDON,
      payment: null,
    });
    ok(
      await api.gql(
        'mutation($id: String!) { applyCouponToCart(input: {cart_id: $id, coupon_code: "GIFT100"}) { cart { id } } }',
        {
          variables: { id: cartId },
          headers: INT,
        },
      ),
    );
    const cart = ok(
      await api.gql<Any>(
        'query($id: String!) { cart(cart_id: $id) { prices { grand_total { value } } available_payment_methods { code title } } }',
        { variables: { id: cartId }, headers: INT },
      ),
    ).cart;
    expect(cart.prices.grand_total.value).toBe(0);
    expect(cart.available_payment_methods).toEqual([
      { code: 'free', title: 'No Payment Information Required' },
    ]);
    ok(
      await api.gql(
        'mutation($id: String!) { setPaymentMethodOnCart(input: {cart_id: $id, payment_method: {code: "free"}}) { cart { id } } }',
        {
          variables: { id: cartId },
          headers: INT,
        },
      ),
    );
    const placed = await placeOrder(api, cartId, INT);
    expect(placed.errors).toEqual([]);
    expect(placed.orderV2).toMatchObject({
      status: 'Pending',
      payment_methods: [{ type: 'free', name: 'No Payment Information Required' }],
      total: { grand_total: { value: 0, currency: 'USD' } },
    });
  });
});
