// CONTRACT (issue 5): the totals engine. Owned by the pricing helper, who replaces this body.
import type { RequestContext } from '../../shared/context.ts';
import type { PricingQuote, QuoteTotals, ShippingChargeLookup } from './types.ts';

/**
 * Totals of a quote: cart price rules and the coupon first, then the selected shipping charge
 * (through `shipping`, after free-shipping rules), then taxes by the shipping (else billing)
 * address, fixed product taxes, and the grand total, in base and display currency.
 */
export async function computeQuoteTotals(
  _ctx: RequestContext,
  _quote: PricingQuote,
  _shipping: ShippingChargeLookup,
): Promise<QuoteTotals> {
  throw new Error('computeQuoteTotals is being built (issue 5, pricing)');
}
