// CONTRACT (issue 5): coupon checks and rule usage. Owned by the pricing helper.
import type { RequestContext } from '../../shared/context.ts';
import { applyCartRules } from './cart-rules.ts';
import { loadPricingData } from './loader.ts';
import { prepareItems } from './prepared.ts';
import type { PricingQuote } from './types.ts';

export { recordRuleUsage, releaseRuleUsage } from './usage.ts';

/** Magento's message for an unknown, expired, used-up or inapplicable coupon. */
export const COUPON_NOT_VALID = "The coupon code isn't valid. Verify the code and try again.";

/**
 * Whether `code` names an active coupon whose rule applies to this quote now (usage limits
 * included). As in Magento, "applies" means its rule takes part when the totals are collected:
 * dates, website, customer type, minimum subtotal, matching items, and no earlier rule that stops
 * further rules for every row. Reads through `ctx.db` (see computeQuoteTotals on transactions).
 */
export async function isCouponApplicable(
  ctx: RequestContext,
  quote: PricingQuote,
  code: string,
): Promise<boolean> {
  if (!code.trim()) return false;
  const withCoupon = { ...quote, couponCode: code };
  const data = await loadPricingData(ctx.db, ctx.config, withCoupon);
  if (!data.coupon) return false;
  const basis = new Map([...prepareItems(data, withCoupon)].map(([key, p]) => [key, p.discountBasis]));
  return applyCartRules(data, withCoupon, basis).couponApplied;
}
