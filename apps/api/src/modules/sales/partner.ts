// Atrium's partner programme on orders (`partner_info`): an order is credited to a partner, who
// earns a reward in the base currency, rounded once. An order placed from a proposal (issue 14) is
// credited to the estimate's partner with the reward agreed on its lines (design/b2b.md §4: the sum
// of the items' partner reward row totals, for the agreed lines still in the cart). Any other order
// of a customer whose account type is `partner` is credited to that customer, with
// `sales/partner/reward_percent` percent of the subtotal after discounts; other orders have none.
import { roundMoney } from '@atrium/money';
import { Decimal } from 'decimal.js';
import type { RequestContext } from '../../shared/context.ts';
import type { QuoteTotals } from '../pricing/types.ts';

export interface OrderPartner {
  customerId: number;
  /** Base currency, 4 decimals as stored. */
  reward: string;
}

/** The lines of an order from a proposal: the reward per unit agreed (null: none) and the quantity. */
export interface AgreedRewardLine {
  agreedPartnerReward: Decimal | null;
  qty: Decimal;
}

export function partnerOfOrder(
  ctx: RequestContext,
  order: {
    customerId: number | null;
    totals: QuoteTotals;
    items: AgreedRewardLine[];
    /** The partner of the proposal the order is placed from, null when none (or no proposal). */
    proposalPartnerId: number | null;
  },
): OrderPartner | null {
  if (order.proposalPartnerId !== null) {
    const reward = order.items.reduce(
      (sum, line) => (line.agreedPartnerReward ? sum.plus(line.agreedPartnerReward.times(line.qty)) : sum),
      new Decimal(0),
    );
    return { customerId: order.proposalPartnerId, reward: roundMoney(reward, ctx.currency.base).toFixed(4) };
  }
  const { customerId } = order;
  if (customerId === null || ctx.customer?.id !== customerId || ctx.customer.type !== 'partner') return null;
  const percent = new Decimal(ctx.config.get('sales/partner/reward_percent') || 0);
  const reward = roundMoney(
    order.totals.subtotalWithDiscount.base.times(percent).dividedBy(100),
    ctx.currency.base,
  );
  return { customerId, reward: reward.toFixed(4) };
}
