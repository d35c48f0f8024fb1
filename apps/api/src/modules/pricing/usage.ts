// Counting the uses of cart rules and coupons when an order is placed. Every count is a conditional
// update ("times_used < limit" in the statement itself), so concurrent orders cannot together pass
// a limit: PostgreSQL re-checks the condition on the row version each of them finally updates.
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartRule, cartRuleCustomer, coupon, couponUsage } from './tables.ts';

class LimitReached extends Error {}

async function countCoupon(tx: Db, code: string, customerId: number | null): Promise<void> {
  const [used] = await tx
    .update(coupon)
    .set({ timesUsed: sql`${coupon.timesUsed} + 1` })
    .where(
      and(
        eq(sql`lower(${coupon.code})`, code.trim().toLowerCase()),
        or(eq(coupon.usageLimit, 0), lt(coupon.timesUsed, coupon.usageLimit)),
      ),
    )
    .returning({ id: coupon.id, usagePerCustomer: coupon.usagePerCustomer });
  if (!used) throw new LimitReached();
  if (customerId === null) {
    // Guests cannot be counted per customer, so per-customer limited coupons are members-only.
    if (used.usagePerCustomer > 0) throw new LimitReached();
    return;
  }
  const counted = await tx
    .insert(couponUsage)
    .values({ couponId: used.id, customerId, timesUsed: 1 })
    .onConflictDoUpdate({
      target: [couponUsage.couponId, couponUsage.customerId],
      set: { timesUsed: sql`${couponUsage.timesUsed} + 1` },
      setWhere:
        used.usagePerCustomer > 0 ? sql`${couponUsage.timesUsed} < ${used.usagePerCustomer}` : undefined,
    })
    .returning({ timesUsed: couponUsage.timesUsed });
  if (
    counted.length === 0 ||
    (used.usagePerCustomer > 0 && (counted[0]?.timesUsed ?? 0) > used.usagePerCustomer)
  ) {
    throw new LimitReached();
  }
}

async function countRules(tx: Db, ruleIds: number[], customerId: number | null): Promise<void> {
  const rules = await tx
    .update(cartRule)
    .set({ timesUsed: sql`${cartRule.timesUsed} + 1` })
    .where(inArray(cartRule.id, ruleIds))
    .returning({ id: cartRule.id, usesPerCustomer: cartRule.usesPerCustomer });
  for (const rule of rules) {
    if (customerId === null) {
      if (rule.usesPerCustomer > 0) throw new LimitReached();
      continue;
    }
    const counted = await tx
      .insert(cartRuleCustomer)
      .values({ ruleId: rule.id, customerId, timesUsed: 1 })
      .onConflictDoUpdate({
        target: [cartRuleCustomer.ruleId, cartRuleCustomer.customerId],
        set: { timesUsed: sql`${cartRuleCustomer.timesUsed} + 1` },
        setWhere:
          rule.usesPerCustomer > 0 ? sql`${cartRuleCustomer.timesUsed} < ${rule.usesPerCustomer}` : undefined,
      })
      .returning({ timesUsed: cartRuleCustomer.timesUsed });
    if (
      counted.length === 0 ||
      (rule.usesPerCustomer > 0 && (counted[0]?.timesUsed ?? 0) > rule.usesPerCustomer)
    ) {
      throw new LimitReached();
    }
  }
}

/**
 * Inside the place-order transaction: counts one use of each applied rule and of the coupon (per
 * coupon and per customer) with conditional updates. Returns false, writing nothing, when a usage
 * limit was reached meanwhile (the order must then fail with COUPON_NOT_VALID). The writes run in a
 * savepoint, so a refusal leaves the caller's transaction as it was.
 */
export async function recordRuleUsage(
  tx: Db,
  usage: { ruleIds: number[]; couponCode: string | null; customerId: number | null },
): Promise<boolean> {
  const ruleIds = [...new Set(usage.ruleIds)];
  if (ruleIds.length === 0 && !usage.couponCode) return true;
  try {
    await tx.transaction(async (savepoint) => {
      const t = savepoint as unknown as Db;
      if (usage.couponCode) await countCoupon(t, usage.couponCode, usage.customerId);
      if (ruleIds.length > 0) await countRules(t, ruleIds, usage.customerId);
    });
    return true;
  } catch (error) {
    if (error instanceof LimitReached) return false;
    throw error;
  }
}
