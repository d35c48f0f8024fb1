// The RoutableInterface fields of the product types, as far as routing needs them: a product
// reached through `route` carries how it was reached; any other product answers its own URL
// (url_key + product suffix) with redirect code 0. The product-fields work may take these over.
import type { RequestContext } from '../../shared/context.ts';
import type { ProductRef } from '../catalog/product/resolvers.ts';
import { productUrlSuffix } from './service.ts';
import { listProductUrlKeys } from './store.ts';

type RoutableRef = ProductRef & { relativeUrl?: string; redirectCode?: number };

interface Batch {
  ids: number[];
  open: boolean;
  keys: Promise<Map<number, string>>;
}

const batches = new WeakMap<RequestContext, Batch>();
const urlKeyCache = new WeakMap<RequestContext, Map<number, Promise<string | undefined>>>();

/** The url_key of a product, every product asked for in the same tick loaded by one query. */
function productUrlKey(ctx: RequestContext, id: number): Promise<string | undefined> {
  let cache = urlKeyCache.get(ctx);
  if (!cache) {
    cache = new Map();
    urlKeyCache.set(ctx, cache);
  }
  const cached = cache.get(id);
  if (cached) return cached;
  let batch = batches.get(ctx);
  if (!batch?.open) {
    const fresh: Batch = { ids: [], open: true, keys: Promise.resolve(new Map()) };
    fresh.keys = Promise.resolve().then(() => {
      fresh.open = false;
      return listProductUrlKeys(ctx.db, fresh.ids);
    });
    batches.set(ctx, fresh);
    batch = fresh;
  }
  batch.ids.push(id);
  const result = batch.keys.then((keys) => keys.get(id));
  cache.set(id, result);
  return result;
}

const routableFields = {
  redirect_code: (p: RoutableRef) => p.redirectCode ?? 0,
  relative_url: async (p: RoutableRef, _: unknown, ctx: RequestContext) => {
    if (p.relativeUrl !== undefined) return p.relativeUrl;
    const urlKey = await productUrlKey(ctx, p.id);
    return urlKey === undefined ? null : `${urlKey}${productUrlSuffix(ctx)}`;
  },
  type: () => 'PRODUCT',
};

export const productRouteResolvers = {
  SimpleProduct: routableFields,
  ConfigurableProduct: routableFields,
};
