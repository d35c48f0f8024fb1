// `CategoryTree.product_count`, as Magento counts it: the products the category's page lists in
// the current store view (an anchor category includes its children's products). Menus read three
// levels of the tree: the counts of every category come from one statement, made once per request
// and kept in the listing cache per catalogue version (a reindex bumps it), never per category.
import type { RequestContext } from '../../shared/context.ts';
import { type CategoryRecord, categoryIndex } from './category-service.ts';
import { cached, cacheScope } from './listing/cache.ts';
import { countProductsByCategory } from './listing/category-count-store.ts';

const counts = new WeakMap<RequestContext, Promise<Map<number, number>>>();

function categoryCounts(ctx: RequestContext): Promise<Map<number, number>> {
  let found = counts.get(ctx);
  if (!found) {
    found = Promise.all([cacheScope(ctx), categoryIndex(ctx)]).then(([scope, index]) => {
      const root = index.byId.get(index.rootId);
      const input = {
        storeId: ctx.store.id,
        root: {
          id: index.rootId,
          isAnchor: root?.isAnchor ?? false,
          treeIds: [...index.byId.keys()].filter((id) => id !== index.rootId),
        },
      };
      return cached(scope, 'category-product-counts', [input.storeId, input.root.id], () =>
        countProductsByCategory(ctx.db, input),
      );
    });
    counts.set(ctx, found);
  }
  return found;
}

export async function productCount(ctx: RequestContext, category: CategoryRecord): Promise<number> {
  return (await categoryCounts(ctx)).get(category.id) ?? 0;
}
