// Coupon usage limits through placeOrder: the use is counted in the order's transaction, so the
// limit holds for parallel orders; a coupon that no longer applies refuses the order
// (QuoteTotals.couponRefused); a customer's counted use refuses the coupon later.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { COUPON_NOT_VALID } from '../../src/modules/pricing/coupons.ts';
import { cartRule, coupon } from '../../src/modules/pricing/tables.ts';
import { newShopper } from '../address/helpers.ts';
import { ok, placeOrder, RU, readyCart, stockedProduct } from '../checkout/support.ts';
import { FAST_HASHING } from '../customer/helpers.ts';
import { useTestApi } from '../support/api-client.ts';
import { applyCoupon } from './helpers.ts';

const api = useTestApi(FAST_HASHING);
const SKU = 'PRO-CHAIR';

beforeAll(async () => {
  await stockedProduct(api.database.db, SKU, { ru: '10000', stock: '100' });
  const [rule] = await api.database.db
    .insert(cartRule)
    .values({
      name: 'Only once',
      labels: { '0': 'Only once' },
      websiteIds: [1],
      customerTypes: ['guest', 'client', 'partner', 'manager'],
      action: 'by_percent',
      discountAmount: '10',
      requiresCoupon: true,
    })
    .returning();
  await api.database.db.insert(coupon).values({ ruleId: rule?.id as number, code: 'ONLYONE', usageLimit: 1 });
});

async function guestCartWith(code: string): Promise<string> {
  const id = await readyCart(api, {
    headers: RU,
    items: [{ sku: SKU, quantity: 1 }],
    email: 'guest@example.com',
  });
  ok(await applyCoupon(api, id, code, RU));
  return id;
}

describe('coupon usage through placed orders', () => {
  it('gives a coupon with a usage limit of 1 to exactly one of two orders placed at once; the other cart stays usable', async () => {
    const carts = [await guestCartWith('ONLYONE'), await guestCartWith('onlyone')];
    const results = await Promise.all(carts.map((id) => placeOrder(api, id, RU)));
    const placed = results.filter((r) => r.order !== null);
    const refused = results.filter((r) => r.order === null);
    // 10 000 ₽ less 10 %, plus the 990 ₽ delivery.
    expect(placed.map((r) => r.orderV2.total.grand_total.value)).toEqual([9990]);
    // Whether it lost inside the count or was priced after the first had used the coupon up.
    expect(refused.map((r) => r.errors)).toEqual([
      [{ code: 'UNABLE_TO_PLACE_ORDER', message: COUPON_NOT_VALID }],
    ]);
    const [row] = await api.database.db.select().from(coupon).where(eq(coupon.code, 'ONLYONE'));
    expect(row?.timesUsed).toBe(1);

    const refusedCart = carts[results.findIndex((r) => r.order === null)] as string;
    ok(
      await api.gql(
        'mutation($id: String!) { removeCouponFromCart(input: {cart_id: $id}) { cart { id } } }',
        {
          variables: { id: refusedCart },
          headers: RU,
        },
      ),
    );
    const retried = await placeOrder(api, refusedCart, RU);
    expect(retried.errors).toEqual([]);
    expect(retried.orderV2.total.grand_total.value).toBe(10990);
  });

  it('refuses the coupon to the next cart once its limit is used up', async () => {
    const id = await readyCart(api, {
      headers: RU,
      items: [{ sku: SKU, quantity: 1 }],
      email: 'guest@example.com',
    });
    expect((await applyCoupon(api, id, 'ONLYONE', RU)).errors?.[0]?.message).toBe(COUPON_NOT_VALID);
  });

  it('counts a once-per-customer coupon when the order is placed, so the customer cannot use it again', async () => {
    const shopper = await newShopper(api, RU);
    const first = await readyCart(api, { headers: shopper.headers, items: [{ sku: SKU, quantity: 1 }] });
    ok(await applyCoupon(api, first, 'FIRSTORDER', shopper.headers));
    const order = await placeOrder(api, first, shopper.headers);
    expect(order.errors).toEqual([]);
    expect(order.orderV2.total.grand_total.value).toBe(8500 + 990);
    const second = await readyCart(api, { headers: shopper.headers, items: [{ sku: SKU, quantity: 1 }] });
    const again = await applyCoupon(api, second, 'FIRSTORDER', shopper.headers);
    expect(again.errors?.[0]?.message).toBe(COUPON_NOT_VALID);
  });
});
