// CONTRACT (issue 5): the totals engine. Owned by the pricing helper.
import type { RequestContext } from '../../shared/context.ts';
import { calculateTotals } from './calculator.ts';
import { loadPricingData } from './loader.ts';
import type { PricingQuote, QuoteTotals, ShippingChargeLookup } from './types.ts';

/**
 * Totals of a quote: cart price rules and the coupon first, then the selected shipping charge
 * (through `shipping`, after free-shipping rules), then taxes by the shipping (else billing)
 * address, fixed product taxes, and the grand total, in base and display currency.
 *
 * Reads through `ctx.db` and the store configuration of `ctx`. Inside a transaction pass
 * `{ ...ctx, db: tx }`: PGlite runs one statement at a time, so a read outside an open transaction
 * would wait for it forever.
 */
export async function computeQuoteTotals(
  ctx: RequestContext,
  quote: PricingQuote,
  shipping: ShippingChargeLookup,
): Promise<QuoteTotals> {
  const data = await loadPricingData(ctx.db, ctx.config, quote);
  return calculateTotals(data, quote, shipping);
}
