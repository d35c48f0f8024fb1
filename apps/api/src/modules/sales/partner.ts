// Atrium's partner programme on orders (`partner_info`): an order is credited to a partner, who
// earns a reward of `sales/partner/reward_percent` percent of the subtotal after discounts, in the
// base currency. Until partners can refer other shoppers, the partner of an order is the customer
// themself when their account type is `partner`; other orders have no partner.
import { roundMoney } from '@atrium/money';
import { Decimal } from 'decimal.js';
import type { RequestContext } from '../../shared/context.ts';
import type { QuoteTotals } from '../pricing/types.ts';

export function partnerOfOrder(
  ctx: RequestContext,
  customerId: number | null,
  totals: QuoteTotals,
): { customerId: number; reward: string } | null {
  if (customerId === null || ctx.customer?.id !== customerId || ctx.customer.type !== 'partner') return null;
  const percent = new Decimal(ctx.config.get('sales/partner/reward_percent') || 0);
  const reward = roundMoney(
    totals.subtotalWithDiscount.base.times(percent).dividedBy(100),
    ctx.currency.base,
  );
  return { customerId, reward: reward.toFixed(4) };
}
