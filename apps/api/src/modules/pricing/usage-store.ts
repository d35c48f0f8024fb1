// The conditional updates that count (and give back) uses of cart rules and coupons (usage.ts):
// "times_used < limit" is in the statement itself, so concurrent orders cannot together pass a
// limit: PostgreSQL re-checks the condition on the row version each of them finally updates.
import { type AnyColumn, and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartRule, cartRuleCustomer, coupon, couponUsage } from './tables.ts';

/** Thrown when a usage limit is reached: nothing of the savepoint it ran in may stay. */
export class LimitReached extends Error {}

/** The per-customer counters: of a coupon (`coupon_usage`) and of a rule (`cart_rule_customer`). */
const PER_CUSTOMER = {
  coupon: { table: sql.identifier('coupon_usage'), key: sql.identifier('coupon_id') },
  rule: { table: sql.identifier('cart_rule_customer'), key: sql.identifier('rule_id') },
};

/**
 * One more use by the customer, unless `limit` (> 0) is reached: the conflict update carries the
 * condition, so it returns no row when the customer's count is already at the limit. Guests cannot
 * be counted, so anything limited per customer is for signed-in customers only (ADR 0015).
 */
async function countPerCustomer(
  tx: Db,
  kind: keyof typeof PER_CUSTOMER,
  id: number,
  customerId: number | null,
  limit: number,
): Promise<void> {
  if (customerId === null) {
    if (limit > 0) throw new LimitReached();
    return;
  }
  const { table, key } = PER_CUSTOMER[kind];
  const result = await tx.execute(sql`
    insert into ${table} (${key}, customer_id, times_used) values (${id}, ${customerId}, 1)
    on conflict (${key}, customer_id) do update set times_used = ${table}.times_used + 1
      where ${limit} = 0 or ${table}.times_used < ${limit}
    returning times_used`);
  if ((result as unknown as { rows: unknown[] }).rows.length === 0) throw new LimitReached();
}

export async function countCoupon(tx: Db, code: string, customerId: number | null): Promise<void> {
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
  await countPerCustomer(tx, 'coupon', used.id, customerId, used.usagePerCustomer);
}

export async function countRules(tx: Db, ruleIds: number[], customerId: number | null): Promise<void> {
  const rules = await tx
    .update(cartRule)
    .set({ timesUsed: sql`${cartRule.timesUsed} + 1` })
    .where(inArray(cartRule.id, ruleIds))
    .returning({ id: cartRule.id, usesPerCustomer: cartRule.usesPerCustomer });
  for (const rule of rules) await countPerCustomer(tx, 'rule', rule.id, customerId, rule.usesPerCustomer);
}

/** One use less, never below 0 (a counter reset by hand meanwhile stays at 0). */
const oneLess = (column: AnyColumn) => sql`greatest(${column} - 1, 0)`;

/** One use less of the coupon and the rules (and of the customer's, when signed in), never below 0. */
export async function releaseUses(
  tx: Db,
  usage: { ruleIds: number[]; couponCode: string | null; customerId: number | null },
): Promise<void> {
  const { ruleIds, customerId } = usage;
  if (usage.couponCode) {
    const [used] = await tx
      .update(coupon)
      .set({ timesUsed: oneLess(coupon.timesUsed) })
      .where(eq(sql`lower(${coupon.code})`, usage.couponCode.trim().toLowerCase()))
      .returning({ id: coupon.id });
    if (used && customerId !== null) {
      await tx
        .update(couponUsage)
        .set({ timesUsed: oneLess(couponUsage.timesUsed) })
        .where(and(eq(couponUsage.couponId, used.id), eq(couponUsage.customerId, customerId)));
    }
  }
  if (ruleIds.length === 0) return;
  await tx
    .update(cartRule)
    .set({ timesUsed: oneLess(cartRule.timesUsed) })
    .where(inArray(cartRule.id, ruleIds));
  if (customerId !== null) {
    await tx
      .update(cartRuleCustomer)
      .set({ timesUsed: oneLess(cartRuleCustomer.timesUsed) })
      .where(and(inArray(cartRuleCustomer.ruleId, ruleIds), eq(cartRuleCustomer.customerId, customerId)));
  }
}
