// The store view a mail speaks for: the one the recipient's account was made in, else the store view
// of what the mail is about (an estimate's, a ticket's), else the request's. It gives the mail its
// language, the store's name and the storefront its links point into.
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../shared/context.ts';
import { readConfig, type StoreScope, storeScopeById } from '../store/index.ts';
import { type MailScope, mailLanguage } from './template.ts';

export async function recipientScope(
  ctx: RequestContext,
  db: Db,
  recipientStoreId: number | null,
  fallbackStoreViewId: number,
): Promise<MailScope> {
  const scope =
    (recipientStoreId === null ? undefined : await storeScopeById(ctx, db, recipientStoreId)) ??
    (await storeScopeById(ctx, db, fallbackStoreViewId)) ??
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
