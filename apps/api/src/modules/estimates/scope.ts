// The store scopes an estimate lives in. Its prices are those of the website it was made in (the
// catalogue's prices and the base currency of custom prices and the delivery cost): read from a
// request of that website, amounts are in the request's display currency; read from another
// website, they stay in the estimate's own base currency (no cross-website price mixing). Mails go
// out in each recipient's store view: the one their account was made in, else the estimate's.
import { Decimal } from 'decimal.js';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../shared/context.ts';
import { currencyCode } from '../../shared/money.ts';
import { type MailScope, mailLanguage } from '../mail/template.ts';
import { listStoreViews, listWebsites, readConfig, type StoreScope } from '../store/index.ts';

const scopes = new WeakMap<RequestContext, Map<number, Promise<StoreScope | undefined>>>();

/** A store view (active) with its website, read once per request. */
function storeScope(ctx: RequestContext, db: Db, storeViewId: number): Promise<StoreScope | undefined> {
  let byId = scopes.get(ctx);
  if (!byId) {
    byId = new Map();
    scopes.set(ctx, byId);
  }
  let found = byId.get(storeViewId);
  if (!found) {
    found = (async () => {
      const [views, websites] = await Promise.all([listStoreViews(db), listWebsites(db)]);
      const store = views.find((v) => v.id === storeViewId);
      const website = store && websites.find((w) => w.id === store.websiteId);
      return store && website ? { store, website } : undefined;
    })();
    byId.set(storeViewId, found);
  }
  return found;
}

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
      const scope = await storeScope(ctx, ctx.db, row.storeViewId);
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

/** The mail scope of a recipient: the store view their account was made in, else `fallbackStoreViewId`. */
export async function recipientScope(
  ctx: RequestContext,
  db: Db,
  recipientStoreId: number | null,
  fallbackStoreViewId: number,
): Promise<MailScope> {
  const scope =
    (recipientStoreId === null ? undefined : await storeScope(ctx, db, recipientStoreId)) ??
    (await storeScope(ctx, db, fallbackStoreViewId)) ??
    ({ store: ctx.store, website: ctx.website } as StoreScope);
  const config = scope.store.id === ctx.store.id ? ctx.config : await readConfig(db, scope);
  return {
    language: mailLanguage(config.get('general/locale/code') ?? 'en_US'),
    storeName:
      config.get('general/store_information/name') ||
      config.get('design/header/logo_alt') ||
      scope.website.name,
    storefrontUrl: `${ctx.storefrontUrl}${scope.website.code}/`,
  };
}
