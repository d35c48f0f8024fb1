// The request context, built once per request: database, store scope, region, currency, locale
// and the caller. Services take it as their first argument.
import { Decimal } from 'decimal.js';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import type { ListingCache } from '../modules/catalog/listing/cache.ts';
import { findCurrencyRate } from '../modules/directory/store.ts';
import {
  findRegion,
  findStoreScope,
  type RegionRow,
  readConfig,
  type StoreViewRow,
  type WebsiteRow,
} from '../modules/store/store.ts';
import { RequestValidationError } from './errors.ts';
import type { DisplayCurrency } from './money.ts';
import type { RequestHints } from './request-headers.ts';

export interface RequestContext {
  db: Db;
  requestId: string;
  log: Logger;
  clientIp: string;
  /** Public storefront URL (ends with /); store URLs are built from it. */
  storefrontUrl: string;
  store: StoreViewRow;
  website: WebsiteRow;
  region: RegionRow | undefined;
  /** Store view configuration after scope fallback (Magento config paths). */
  config: Map<string, string | null>;
  /** The store view's locale, e.g. ru_RU. */
  locale: string;
  currency: DisplayCurrency;
  /** The caller: a guest until customer accounts authenticate bearer tokens. */
  customer: null;
  bearerToken: string | undefined;
  /** The process's listing result cache (catalog/listing/cache.ts); absent or null: no cache. */
  listingCache?: ListingCache | null;
}

export async function buildRequestContext(input: {
  db: Db;
  hints: RequestHints;
  requestId: string;
  log: Logger;
  clientIp: string;
  storefrontUrl: string;
  listingCache?: ListingCache | null;
}): Promise<RequestContext> {
  const { db, hints } = input;
  const wantsDefault = hints.storeCode === undefined || hints.storeCode === 'default';
  const scope = await findStoreScope(db, wantsDefault ? undefined : hints.storeCode);
  if (!scope) throw new RequestValidationError(`Requested store is not found (${hints.storeCode})`);

  const region = hints.regionCode ? await findRegion(db, hints.regionCode) : undefined;
  if (hints.regionCode && (!region || region.websiteId !== scope.website.id)) {
    throw new RequestValidationError(`Requested region is not found (${hints.regionCode})`);
  }

  const currency = await resolveCurrency(db, scope.store, scope.website, hints.currencyCode);
  const config = await readConfig(db, scope);
  return {
    db,
    requestId: input.requestId,
    log: input.log,
    clientIp: input.clientIp,
    storefrontUrl: input.storefrontUrl,
    store: scope.store,
    website: scope.website,
    region,
    config,
    locale: config.get('general/locale/code') ?? 'en_US',
    currency,
    customer: null,
    bearerToken: hints.bearerToken,
    listingCache: input.listingCache ?? null,
  };
}

/** Currencies a store view may show: its default plus the available list. */
export function allowedCurrencies(store: StoreViewRow): string[] {
  return [...new Set([store.defaultDisplayCurrencyCode, ...store.availableCurrencyCodes])];
}

async function resolveCurrency(
  db: Db,
  store: StoreViewRow,
  site: WebsiteRow,
  requested: string | undefined,
): Promise<DisplayCurrency> {
  const display = requested ?? store.defaultDisplayCurrencyCode;
  if (!allowedCurrencies(store).includes(display)) {
    throw new RequestValidationError('Please correct the target currency');
  }
  if (display === site.baseCurrencyCode) return { base: display, display, rate: new Decimal(1) };
  const rate = await findCurrencyRate(db, site.baseCurrencyCode, display);
  if (!rate) throw new RequestValidationError('Please correct the target currency');
  return { base: site.baseCurrencyCode, display, rate: new Decimal(rate) };
}
