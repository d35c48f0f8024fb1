// The SQL of one pricing calculation's reads (loader.ts): the coupon by code, the tax rates of
// some countries with their rules and the products' tax classes, the website's cart rules, and a
// customer's past uses of a coupon and of rules.
import { and, arrayContains, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  cartRule,
  cartRuleCustomer,
  coupon,
  couponUsage,
  productTaxClass,
  taxRate,
  taxRule,
  taxRuleRate,
} from './tables.ts';

export type CartRuleRow = typeof cartRule.$inferSelect;

/** The coupon of a code, case-insensitively. */
export async function findCouponByCode(db: Db, code: string) {
  const [row] = await db
    .select()
    .from(coupon)
    .where(eq(sql`lower(${coupon.code})`, code.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** The rates of the countries, the links of rules to them, the rules (when any link) and the products' classes. */
export async function loadTaxRows(db: Db, countries: string[], productIds: number[]) {
  const rates = await db.select().from(taxRate).where(inArray(taxRate.countryCode, countries));
  const links =
    rates.length > 0
      ? await db
          .select()
          .from(taxRuleRate)
          .where(
            inArray(
              taxRuleRate.rateId,
              rates.map((r) => r.id),
            ),
          )
      : [];
  const rules = links.length > 0 ? await db.select().from(taxRule) : [];
  const classes =
    productIds.length > 0
      ? await db.select().from(productTaxClass).where(inArray(productTaxClass.productId, productIds))
      : [];
  return { rates, links, rules, classes };
}

/** The website's active automatic rules, and the rule of the quote's coupon. */
export function loadCartRules(
  db: Db,
  websiteId: number,
  couponRuleId: number | null,
): Promise<CartRuleRow[]> {
  return db
    .select()
    .from(cartRule)
    .where(
      and(
        eq(cartRule.isActive, true),
        arrayContains(cartRule.websiteIds, [websiteId]),
        couponRuleId !== null
          ? or(eq(cartRule.requiresCoupon, false), eq(cartRule.id, couponRuleId))
          : eq(cartRule.requiresCoupon, false),
      ),
    )
    .orderBy(asc(cartRule.sortOrder), asc(cartRule.id));
}

/** How often the customer used the coupon (0 without one). */
export async function couponUsesOf(db: Db, couponId: number | null, customerId: number): Promise<number> {
  if (couponId === null) return 0;
  const [uses] = await db
    .select()
    .from(couponUsage)
    .where(and(eq(couponUsage.couponId, couponId), eq(couponUsage.customerId, customerId)));
  return uses?.timesUsed ?? 0;
}

/** The customer's uses of each rule. */
export function ruleUsesOf(db: Db, customerId: number) {
  return db.select().from(cartRuleCustomer).where(eq(cartRuleCustomer.customerId, customerId));
}
