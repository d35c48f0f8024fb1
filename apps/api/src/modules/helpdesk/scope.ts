// The store view of a ticket and of each mail's recipient. The ticket's page lives in the storefront
// of the store view it was opened in (its website's URL segment); a mail is written in the
// language of the store view the recipient's account was made in, else the ticket's.
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../shared/context.ts';
import { type MailScope, mailLanguage } from '../mail/template.ts';
import { listStoreViews, listWebsites, readConfig, type StoreScope } from '../store/index.ts';

async function storeScope(db: Db, storeViewId: number): Promise<StoreScope | undefined> {
  const [views, websites] = await Promise.all([listStoreViews(db), listWebsites(db)]);
  const store = views.find((v) => v.id === storeViewId);
  const website = store && websites.find((w) => w.id === store.websiteId);
  return store && website ? { store, website } : undefined;
}

/** The storefront of the ticket's store view, ending with '/' (the request's website when it is gone). */
export async function ticketStorefront(
  ctx: RequestContext,
  storeViewId: number,
  db: Db = ctx.db,
): Promise<string> {
  const code =
    storeViewId === ctx.store.id
      ? ctx.website.code
      : ((await storeScope(db, storeViewId))?.website.code ?? ctx.website.code);
  return `${ctx.storefrontUrl}${code}/`;
}

export const ticketLink = (storefront: string, ticketId: number) =>
  `${storefront}customer/account/messages/${ticketId}`;

/** The mail scope of a recipient: their account's store view, else the ticket's. */
export async function recipientScope(
  ctx: RequestContext,
  db: Db,
  recipientStoreId: number | null,
  ticketStoreId: number,
): Promise<MailScope> {
  const scope =
    (recipientStoreId === null ? undefined : await storeScope(db, recipientStoreId)) ??
    (await storeScope(db, ticketStoreId)) ??
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
