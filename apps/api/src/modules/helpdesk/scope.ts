// The ticket's page lives in the storefront of the store view it was opened in (its website's URL
// segment). (A mail's store view: mail/recipient-scope.ts.)
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../shared/context.ts';
import { storeScopeById } from '../store/index.ts';

/** The storefront of the ticket's store view, ending with '/' (the request's website when it is gone). */
export async function ticketStorefront(
  ctx: RequestContext,
  storeViewId: number,
  db: Db = ctx.db,
): Promise<string> {
  const code =
    storeViewId === ctx.store.id
      ? ctx.website.code
      : ((await storeScopeById(ctx, db, storeViewId))?.website.code ?? ctx.website.code);
  return `${ctx.storefrontUrl}${code}/`;
}

export const ticketLink = (storefront: string, ticketId: number) =>
  `${storefront}customer/account/messages/${ticketId}`;
