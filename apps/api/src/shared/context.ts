// The request context, built once per request: database, store scope, region, currency, locale
// and the caller. Services take it as their first argument.
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import type { ListingCache } from '../modules/catalog/listing/cache.ts';
import type { CustomerSession } from '../modules/customer/session.ts';
import type { AccountSettings } from '../modules/customer/settings.ts';
import type { Mailer } from '../modules/mail/mailer.ts';
import type { RegionRow, StoreViewRow, WebsiteRow } from '../modules/store/index.ts';
import type { DisplayCurrency } from './money.ts';

export interface RequestContext {
  db: Db;
  requestId: string;
  log: Logger;
  /** The client's address: the socket peer, or X-Forwarded-For when the peer is a trusted proxy. */
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
  /** The caller: the customer of a valid bearer token, else null (a guest). */
  customer: CustomerSession | null;
  /** The row id of the bearer token in use (null for guests), so it can be kept or revoked. */
  tokenId: number | null;
  bearerToken: string | undefined;
  /** Token lifetimes, password cost and sign-in throttling (env). */
  accounts: AccountSettings;
  /**
   * The mail transport (SMTP or .eml files), used by the outbox worker only: code that owes a mail
   * calls enqueueMail (modules/mail/outbox.ts) in the transaction of its change.
   */
  mailer: Mailer;
  /** The process's listing result cache (catalog/listing/cache.ts); absent or null: no cache. */
  listingCache?: ListingCache | null;
  /** The catalogue version read with the store version (only with a listing cache). */
  catalogVersion?: number;
  /**
   * A value computed from store data only (store views, websites, regions, configuration, rates),
   * shared by the requests of this store version (modules/store/cache.ts); never customer data.
   */
  storeShared?: <T>(key: string, compute: () => Promise<T>) => Promise<T>;
}

/** Currencies a store view may show: its default plus the available list. */
export function allowedCurrencies(store: StoreViewRow): string[] {
  return [...new Set([store.defaultDisplayCurrencyCode, ...store.availableCurrencyCodes])];
}
