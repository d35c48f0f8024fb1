// Orders with a coupon: the discount and the coupon are kept on the order, the use is counted,
// and a coupon used up while the shopper was checking out refuses the order without a trace.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { product } from '../../src/modules/catalog/product-tables.ts';
import { coupon } from '../../src/modules/pricing/tables.ts';
import { useTestApi } from '../support/api-client.ts';
import { type Any, ok, placeOrder, RU, readyCart, stockedProduct } from './support.ts';

const api = useTestApi();

beforeAll(async () => {
  await stockedProduct(api.database.db, 'CPN-ARMCHAIR', { stock: '10', ru: '20000' });
});

const applyCoupon = (cartId: string, code: string) =>
  api.gql<Any>(
    'mutation($id: String!, $c: String!) { applyCouponToCart(input: {cart_id: $id, coupon_code: $c}) { cart { applied_coupons { code } } } }',
    { variables: { id: cartId, c: code }, headers: RU },
  );
const couponRow = async (code: string) =>
  (await api.database.db.select().from(coupon).where(eq(coupon.code, code)))[0]!;

describe('an order with a coupon', () => {
  it('keeps the coupon and the discount by label, and counts the use', async () => {
    const cartId = await readyCart(api, {
      headers: RU,
      items: [{ sku: 'CPN-ARMCHAIR', quantity: 1 }],
      email: 'coupon@example.com',
    });
    ok(await applyCoupon(cartId, 'WELCOME10'));
    const before = (await couponRow('WELCOME10')).timesUsed;
    const placed = await placeOrder(api, cartId, RU);
    expect(placed.errors).toEqual([]);
    const view = ok(
      await api.gql<Any>(
        `mutation($id: String!) { placeOrder(input: {cart_id: $id}) { orderV2 { applied_coupons { code } total { discounts { label applied_to coupon { code } amount { value currency } } } } } }`,
        { variables: { id: cartId }, headers: RU },
      ),
    ).placeOrder.orderV2;
    expect(view.applied_coupons).toEqual([{ code: 'WELCOME10' }]);
    expect(view.total.discounts).toEqual([
      {
        label: 'Скидка 10% для новых покупателей',
        applied_to: 'ITEM',
        coupon: { code: 'WELCOME10' },
        amount: { value: expect.any(Number), currency: 'RUB' },
      },
    ]);
    expect(view.total.discounts[0].amount.value).toBeGreaterThan(0);
    expect((await couponRow('WELCOME10')).timesUsed).toBe(before + 1);
  });

  it('is refused when the coupon was used up meanwhile, and nothing is written or taken', async () => {
    const cartId = await readyCart(api, {
      headers: RU,
      items: [{ sku: 'CPN-ARMCHAIR', quantity: 1 }],
      email: 'late.coupon@example.com',
    });
    ok(await applyCoupon(cartId, 'LUCKY100'));
    const [stockBefore] = await api.database.db.select().from(product).where(eq(product.sku, 'CPN-ARMCHAIR'));
    await api.database.db.update(coupon).set({ timesUsed: 100 }).where(eq(coupon.code, 'LUCKY100'));
    const placed = await placeOrder(api, cartId, RU);
    expect(placed.order).toBeNull();
    expect(placed.errors).toEqual([
      {
        code: 'UNABLE_TO_PLACE_ORDER',
        message: "The coupon code isn't valid. Verify the code and try again.",
      },
    ]);
    const [stockAfter] = await api.database.db.select().from(product).where(eq(product.sku, 'CPN-ARMCHAIR'));
    expect(stockAfter?.stockQty).toBe(stockBefore?.stockQty);
  });
});
