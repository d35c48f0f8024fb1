// Counting the uses of cart rules and coupons when an order is placed (and giving them back when an
// unpaid order is canceled). Every count is a conditional update (usage-store.ts), so concurrent
// orders cannot together pass a limit.
import type { Db } from '../../db/client.ts';
import { countCoupon, countRules, LimitReached, releaseUses } from './usage-store.ts';

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

/**
 * Inside the transaction that cancels an unpaid order: gives back the uses `recordRuleUsage`
 * counted for it — the coupon's, each applied rule's, and the customer's of both — so a coupon
 * limited per customer can be used again after a declined payment.
 */
export async function releaseRuleUsage(
  tx: Db,
  usage: { ruleIds: number[]; couponCode: string | null; customerId: number | null },
): Promise<void> {
  await releaseUses(tx, { ...usage, ruleIds: [...new Set(usage.ruleIds)] });
}
