// CONTRACT (issue 5): coupon checks and rule usage. Owned by the pricing helper, who replaces these bodies.
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../shared/context.ts';
import type { PricingQuote } from './types.ts';

/** Magento's message for an unknown, expired, used-up or inapplicable coupon. */
export const COUPON_NOT_VALID = "The coupon code isn't valid. Verify the code and try again.";

/** Whether `code` names an active coupon whose rule applies to this quote now (usage limits included). */
export async function isCouponApplicable(
  _ctx: RequestContext,
  _quote: PricingQuote,
  _code: string,
): Promise<boolean> {
  throw new Error('isCouponApplicable is being built (issue 5, pricing)');
}

/**
 * Inside the place-order transaction: counts one use of each applied rule and of the coupon (per
 * coupon and per customer) with conditional updates. Returns false, writing nothing, when a usage
 * limit was reached meanwhile (the order must then fail with COUPON_NOT_VALID).
 */
export async function recordRuleUsage(
  _tx: Db,
  _usage: { ruleIds: number[]; couponCode: string | null; customerId: number | null },
): Promise<boolean> {
  throw new Error('recordRuleUsage is being built (issue 5, pricing)');
}
