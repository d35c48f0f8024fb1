// The store scopes an estimate lives in. Its prices are those of the website it was made in (the
// catalogue's prices and the base currency of custom prices and the delivery cost): read from a
// request of that website, amounts are in the request's display currency; read from another
// website, they stay in the estimate's own base currency (no cross-website price mixing).
import { Decimal } from 'decimal.js';
import type { RequestContext } from '../../shared/context.ts';
import { currencyCode } from '../../shared/money.ts';
import { readConfig, storeScopeById } from '../store/index.ts';

const pricing = new WeakMap<RequestContext, Map<number, Promise<RequestContext>>>();

/** The context an estimate is priced in: the request's for its own website, else its website's. */
export function pricingContext(
  ctx: RequestContext,
  row: { storeViewId: number; websiteId: number },
): Promise<RequestContext> {
  if (row.websiteId === ctx.website.id) return Promise.resolve(ctx);
  let byWebsite = pricing.get(ctx);
  if (!byWebsite) {
    byWebsite = new Map();
    pricing.set(ctx, byWebsite);
  }
  let found = byWebsite.get(row.websiteId);
  if (!found) {
    found = (async (): Promise<RequestContext> => {
      const scope = await storeScopeById(ctx, ctx.db, row.storeViewId);
      if (!scope) return ctx;
      const config = await readConfig(ctx.db, scope);
      const base = currencyCode(scope.website.baseCurrencyCode);
      return {
        ...ctx,
        store: scope.store,
        website: scope.website,
        region: undefined,
        config,
        currency: { base, display: base, rate: new Decimal(1) },
        listingCache: null,
      };
    })();
    byWebsite.set(row.websiteId, found);
  }
  return found;
}
