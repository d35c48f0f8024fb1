// Rule and coupon usage counting against the database (PGlite, or PostgreSQL with DATABASE_URL):
// the conditional updates keep concurrent orders within the limits, and a refusal writes nothing.
import { Decimal } from 'decimal.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { customer } from '../../src/modules/customer/tables.ts';
import { recordRuleUsage } from '../../src/modules/pricing/coupons.ts';
import { loadPricingData } from '../../src/modules/pricing/loader.ts';
import {
  cartRule,
  coupon,
  couponUsage,
  productTaxClass,
  taxClass,
} from '../../src/modules/pricing/tables.ts';
import { insertProduct } from '../catalog/product-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
let db: Db;
let customers: number[];

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  customers = (await db.select({ id: customer.id }).from(customer).orderBy(customer.id)).map((c) => c.id);
});
afterAll(() => database.dispose());

async function newCoupon(
  code: string,
  limits: { usageLimit?: number; usagePerCustomer?: number; usesPerCustomer?: number } = {},
) {
  const [rule] = await db
    .insert(cartRule)
    .values({
      name: code,
      websiteIds: [1, 2],
      customerTypes: ['guest', 'client', 'partner', 'manager'],
      action: 'by_percent',
      discountAmount: '5',
      requiresCoupon: true,
      usesPerCustomer: limits.usesPerCustomer ?? 0,
    })
    .returning();
  const [row] = await db
    .insert(coupon)
    .values({
      ruleId: rule?.id as number,
      code,
      usageLimit: limits.usageLimit ?? 0,
      usagePerCustomer: limits.usagePerCustomer ?? 0,
    })
    .returning();
  return { ruleId: rule?.id as number, couponId: row?.id as number };
}

/** One order's usage, counted in its own transaction as place order does. */
function placeWith(ruleId: number, code: string, customerId: number | null) {
  return db.transaction((tx) =>
    recordRuleUsage(tx as unknown as Db, { ruleIds: [ruleId], couponCode: code, customerId }),
  );
}

const timesUsed = async (couponId: number) =>
  (await db.select().from(coupon).where(eq(coupon.id, couponId)))[0]?.timesUsed;

describe('recording rule and coupon usage', () => {
  it('lets exactly as many concurrent orders use a coupon as its usage limit allows', async () => {
    const { ruleId, couponId } = await newCoupon('LIMIT3', { usageLimit: 3 });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => placeWith(ruleId, 'limit3', customers[i % 3] ?? null)),
    );
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(await timesUsed(couponId)).toBe(3);
    const [rule] = await db.select().from(cartRule).where(eq(cartRule.id, ruleId));
    expect(rule?.timesUsed).toBe(3);
  });

  it('lets a customer use a once-per-customer coupon once, even from parallel orders', async () => {
    const { ruleId, couponId } = await newCoupon('ONCE', { usagePerCustomer: 1 });
    const [first, second] = customers as [number, number];
    const results = await Promise.all(Array.from({ length: 5 }, () => placeWith(ruleId, 'ONCE', first)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await placeWith(ruleId, 'ONCE', second)).toBe(true);
    expect(await timesUsed(couponId)).toBe(2);
    const uses = await db.select().from(couponUsage).where(eq(couponUsage.couponId, couponId));
    expect(uses.map((u) => u.timesUsed)).toEqual([1, 1]);
  });

  it('refuses a per-customer limited coupon to a guest without counting anything', async () => {
    const { ruleId, couponId } = await newCoupon('MEMBERS', { usagePerCustomer: 2 });
    expect(await placeWith(ruleId, 'MEMBERS', null)).toBe(false);
    expect(await timesUsed(couponId)).toBe(0);
  });

  it('writes nothing when the rule limit is reached after the coupon was counted, and leaves the order transaction usable', async () => {
    const { ruleId, couponId } = await newCoupon('RULEONCE', { usesPerCustomer: 1 });
    const [buyer] = customers as [number];
    expect(await placeWith(ruleId, 'RULEONCE', buyer)).toBe(true);
    const outcome = await db.transaction(async (tx) => {
      const counted = await recordRuleUsage(tx as unknown as Db, {
        ruleIds: [ruleId],
        couponCode: 'RULEONCE',
        customerId: buyer,
      });
      // The caller's transaction goes on after a refusal (the order then fails with its message).
      const [row] = await tx.select().from(coupon).where(eq(coupon.id, couponId));
      return { counted, row };
    });
    expect(outcome.counted).toBe(false);
    expect(outcome.row?.timesUsed).toBe(1);
    expect(await timesUsed(couponId)).toBe(1);
  });
});

describe('loading pricing data', () => {
  it('reads the destination and store rates with their rules, product tax classes, the coupon by its code in any case, and the rule label of the store view', async () => {
    const config = new Map([
      ['general/locale/timezone', 'Europe/Moscow'],
      ['tax/calculation/price_includes_tax', '1'],
      ['tax/defaults/country', 'RU'],
    ]);
    const productId = await insertProduct(db, { sku: 'PRU-BOOK', prices: { 1: { price: '500' } } });
    const [reduced] = await db.insert(taxClass).values({ name: 'Books (reduced VAT)' }).returning();
    await db.insert(productTaxClass).values({ productId, taxClassId: reduced?.id as number });
    const book = {
      key: '1',
      productId,
      parentProductId: null,
      sku: 'PRU-BOOK',
      name: 'Book',
      categoryIds: [],
    };
    const data = await loadPricingData(db, config, {
      websiteId: 1,
      storeViewId: 1,
      customer: null,
      items: [
        { ...book, qty: new Decimal(1), unitPrice: new Decimal(500), weight: new Decimal(0), fixedTaxes: [] },
      ],
      couponCode: 'welcome10',
      shippingAddress: { countryCode: 'DE', regionId: null, postcode: '10117' },
      billingAddress: null,
      currency: { base: 'RUB', display: 'RUB', rate: new Decimal(1) },
      now: new Date('2026-11-21T22:30:00Z'),
    });
    expect(data.today).toBe('2026-11-22');
    expect(data.settings.pricesIncludeTax).toBe(true);
    expect(data.taxRates.map((r) => r.title).sort()).toEqual(['VAT DE 19%', 'НДС 22%']);
    expect(data.productTaxClasses.get(productId)).toBe(reduced?.id);
    expect(data.taxRules.filter((r) => r.rateIds.length > 0)).toHaveLength(2);
    expect(data.coupon?.code).toBe('WELCOME10');
    const welcome = data.cartRules.find((r) => r.id === data.coupon?.ruleId);
    expect(welcome?.label).toBe('Скидка 10% для новых покупателей');
    // Other coupons' rules are not loaded; FREESHIPINT is not even of this website.
    expect(data.cartRules.every((r) => !r.requiresCoupon || r.id === data.coupon?.ruleId)).toBe(true);
  });
});
