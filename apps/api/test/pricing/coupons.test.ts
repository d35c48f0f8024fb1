import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { COUPON_NOT_VALID, recordRuleUsage } from '../../src/modules/pricing/coupons.ts';
import { cartRule, coupon } from '../../src/modules/pricing/tables.ts';
import { germanAddress, newShopper } from '../address/helpers.ts';
import {
  addItems,
  type CartCatalogue,
  errorOf,
  INT,
  insertCartCatalogue,
  newCart,
} from '../cart/fixtures.ts';
import { FAST_HASHING } from '../customer/helpers.ts';
import { useTestApi } from '../support/api-client.ts';
import { applyCoupon, cartPrices, chooseShipping, labelled, shipTo } from './helpers.ts';

const api = useTestApi(FAST_HASHING);
let cat: CartCatalogue;

beforeAll(async () => {
  cat = await insertCartCatalogue(api.database.db, 'PRC');
});

/** A cart of the int website with `qty` oak tables ($80 each). */
async function tableCart(qty: number, headers: Record<string, string> = INT): Promise<string> {
  const id = await newCart(api, headers);
  await addItems(api, id, [{ sku: `${cat.prefix}-TABLE`, quantity: qty }], headers);
  return id;
}

async function refused(cartId: string, code: string, headers: Record<string, string> = INT) {
  expect(errorOf(await applyCoupon(api, cartId, code, headers))).toEqual({
    message: COUPON_NOT_VALID,
    category: 'graphql-no-such-entity',
  });
}

describe('applying coupons', () => {
  it('refuses an unknown code with Magento message', async () => {
    await refused(await tableCart(1), 'NO-SUCH-CODE');
  });

  it('refuses a coupon below its minimum subtotal and takes its fixed amount off once the cart reaches it', async () => {
    const cartId = await tableCart(2);
    await refused(cartId, 'SAVE50');
    await addItems(api, cartId, [{ sku: `${cat.prefix}-TABLE`, quantity: 5 }]);
    // 7 tables: the tier price of 70 from 5 on → $490, still below $500.
    await refused(cartId, 'SAVE50');
    await addItems(api, cartId, [{ sku: `${cat.prefix}-FABRIC`, quantity: 1 }]);
    expect((await applyCoupon(api, cartId, 'save50', INT)).errors).toBeUndefined();
    const cart = await cartPrices(api, cartId, INT);
    expect(labelled(cart.prices.discounts)).toEqual({ '$50 off': 50 });
    expect(cart.prices.grand_total.value).toBe(450);
  });

  it('gives free delivery with FREESHIPINT from $250: the flat rate then charges nothing', async () => {
    const cartId = await tableCart(4);
    await shipTo(api, cartId, germanAddress(), INT);
    await chooseShipping(api, cartId, 'flatrate', INT);
    expect(
      (await cartPrices(api, cartId, INT)).shipping_addresses[0].selected_shipping_method.amount.value,
    ).toBe(60);
    expect((await applyCoupon(api, cartId, 'FREESHIPINT', INT)).errors).toBeUndefined();
    const cart = await cartPrices(api, cartId, INT);
    expect(cart.shipping_addresses[0].selected_shipping_method.amount.value).toBe(0);
    expect(cart.prices.grand_total.value).toBe(380.8);
  });

  it('keeps a once-per-customer coupon from guests and from a customer who already used it', async () => {
    await refused(await tableCart(1), 'FIRSTORDER');
    const shopper = await newShopper(api, INT);
    const first = await tableCart(1, shopper.headers);
    expect((await applyCoupon(api, first, 'FIRSTORDER', shopper.headers)).errors).toBeUndefined();
    expect(labelled((await cartPrices(api, first, shopper.headers)).prices.discounts)).toEqual({
      'First order 15% off': 12,
    });
    // Their first order with it is placed: the use is counted as place order counts it.
    const [row] = await api.database.db.select().from(coupon).where(eq(coupon.code, 'FIRSTORDER'));
    const counted = await recordRuleUsage(api.database.db, {
      ruleIds: [row?.ruleId as number],
      couponCode: 'FIRSTORDER',
      customerId: shopper.id,
    });
    expect(counted).toBe(true);
    await api.database.db.execute(sql`update cart set is_active = false where customer_id = ${shopper.id}`);
    await refused(await tableCart(1, shopper.headers), 'FIRSTORDER', shopper.headers);
  });

  it('refuses a coupon used as often as its usage limit allows, and one whose rule has expired', async () => {
    await api.database.db.update(coupon).set({ timesUsed: 100 }).where(eq(coupon.code, 'LUCKY100'));
    await refused(await tableCart(1), 'LUCKY100');
    const [rule] = await api.database.db
      .insert(cartRule)
      .values({
        name: 'Summer',
        websiteIds: [2],
        customerTypes: ['guest'],
        action: 'by_percent',
        discountAmount: '5',
        requiresCoupon: true,
        toDate: '2020-08-31',
      })
      .returning();
    await (api.database.db as Db).insert(coupon).values({ ruleId: rule?.id as number, code: 'SUMMER20' });
    await refused(await tableCart(1), 'summer20');
  });
});
