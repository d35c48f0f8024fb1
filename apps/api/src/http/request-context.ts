// Builds the request context (shared/context.ts) from the request's hints: the store scope,
// region, configuration and currency rate from the store and directory modules, the caller's
// session from the customer module. The server calls it per request, the mail outbox per mail.
import { Decimal } from 'decimal.js';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import type { ListingCache } from '../modules/catalog/listing/cache.ts';
import { resolveSession } from '../modules/customer/session.ts';
import type { AccountSettings } from '../modules/customer/settings.ts';
import { findCurrencyRate } from '../modules/directory/index.ts';
import type { Mailer } from '../modules/mail/mailer.ts';
import { cachedStoreData, readVersions, type StoreCache } from '../modules/store/cache.ts';
import {
  findRegion,
  findStoreScope,
  readConfig,
  type StoreViewRow,
  type WebsiteRow,
} from '../modules/store/index.ts';
import { allowedCurrencies, type RequestContext } from '../shared/context.ts';
import { RequestValidationError } from '../shared/errors.ts';
import { currencyCode, type DisplayCurrency } from '../shared/money.ts';
import type { RequestHints } from '../shared/request-headers.ts';

export async function buildRequestContext(input: {
  db: Db;
  hints: RequestHints;
  requestId: string;
  log: Logger;
  clientIp: string;
  storefrontUrl: string;
  accounts: AccountSettings;
  mailer: Mailer;
  listingCache?: ListingCache | null;
  /** The process's store data cache (modules/store/cache.ts); absent or null: no cache. */
  storeCache?: StoreCache | null;
}): Promise<RequestContext> {
  const { db, hints } = input;
  // The caller's session does not depend on the store scope: look it up meanwhile. (Awaited below;
  // the catch only keeps an early refusal of the request from leaving it unhandled.)
  const sessionLookup = resolveSession(db, hints.bearerToken);
  sessionLookup.catch(() => undefined);
  const storeCache = input.storeCache ?? null;
  const versions = storeCache ? await readVersions(db, Boolean(input.listingCache)) : undefined;
  const shared = <T>(key: string, compute: () => Promise<T>) =>
    cachedStoreData(storeCache, versions?.store ?? 0, key, compute);
  const wantsDefault = hints.storeCode === undefined || hints.storeCode === 'default';
  const code = wantsDefault ? undefined : hints.storeCode;
  const scope = await shared(`scope|${code ?? ''}`, () => findStoreScope(db, code));
  if (!scope) throw new RequestValidationError(`Requested store is not found (${hints.storeCode})`);

  const regionCode = hints.regionCode;
  const region = regionCode
    ? await shared(`region|${regionCode}`, () => findRegion(db, regionCode))
    : undefined;
  if (hints.regionCode && (!region || region.websiteId !== scope.website.id)) {
    throw new RequestValidationError(`Requested region is not found (${hints.regionCode})`);
  }

  const [currency, config, session] = await Promise.all([
    resolveCurrency(db, scope.store, scope.website, hints.currencyCode, shared),
    shared(`config|${scope.store.id}|${scope.website.id}`, () => readConfig(db, scope)),
    sessionLookup,
  ]);
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
    customer: session?.customer ?? null,
    tokenId: session?.tokenId ?? null,
    bearerToken: hints.bearerToken,
    accounts: input.accounts,
    mailer: input.mailer,
    listingCache: input.listingCache ?? null,
    catalogVersion: versions?.catalog,
    storeShared: shared,
  };
}

async function resolveCurrency(
  db: Db,
  store: StoreViewRow,
  site: WebsiteRow,
  requested: string | undefined,
  shared: <T>(key: string, compute: () => Promise<T>) => Promise<T>,
): Promise<DisplayCurrency> {
  const display = currencyCode(requested ?? store.defaultDisplayCurrencyCode);
  if (!allowedCurrencies(store).includes(display)) {
    throw new RequestValidationError('Please correct the target currency');
  }
  if (display === site.baseCurrencyCode) return { base: display, display, rate: new Decimal(1) };
  const rate = await shared(`rate|${site.baseCurrencyCode}|${display}`, () =>
    findCurrencyRate(db, site.baseCurrencyCode, display),
  );
  if (!rate) throw new RequestValidationError('Please correct the target currency');
  return { base: currencyCode(site.baseCurrencyCode), display, rate: new Decimal(rate) };
}
