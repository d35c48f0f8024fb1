// A store view with its website by id, read once per request: mails and links of estimates and
// tickets name the store view they were made in, often the same one for a whole page of them.
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../shared/context.ts';
import { listStoreViews, listWebsites, type StoreScope } from './store.ts';

const scopes = new WeakMap<RequestContext, Map<number, Promise<StoreScope | undefined>>>();

/** The store view (active) with its website, or undefined when it is gone. */
export function storeScopeById(
  ctx: RequestContext,
  db: Db,
  storeViewId: number,
): Promise<StoreScope | undefined> {
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
