// CONTRACT (issue 5): the totals engine. Owned by the pricing helper.
import type { RequestContext } from '../../shared/context.ts';
import { calculateTotals } from './calculator.ts';
import { loadPricingData } from './loader.ts';
import type { PricingData } from './model.ts';
import type { PricingQuote, QuoteTotals, ShippingChargeLookup } from './types.ts';

/** The rules, taxes and uses a quote is priced with, read once per quote object. */
const loaded = new WeakMap<PricingQuote, Promise<PricingData>>();

/**
 * Totals of a quote: cart price rules and the coupon first, then the selected shipping charge
 * (through `shipping`, after free-shipping rules), then taxes by the shipping (else billing)
 * address, fixed product taxes, and the grand total, in base and display currency.
 *
 * Reads through `ctx.db` and the store configuration of `ctx`. Inside a transaction pass
 * `{ ...ctx, db: tx }`: PGlite runs one statement at a time, so a read outside an open transaction
 * would wait for it forever. Pricing the same quote object again (e.g. with another shipping
 * method) reuses the data read the first time.
 */
export async function computeQuoteTotals(
  ctx: RequestContext,
  quote: PricingQuote,
  shipping: ShippingChargeLookup,
): Promise<QuoteTotals> {
  let data = loaded.get(quote);
  if (!data) {
    data = loadPricingData(ctx.db, ctx.config, quote);
    loaded.set(quote, data);
    data.catch(() => loaded.delete(quote));
  }
  return calculateTotals(await data, quote, shipping);
}
