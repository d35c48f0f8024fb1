import type { Resolvers } from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import { productCount } from './category-product-count.ts';
import {
  breadcrumbs,
  categoriesPage,
  categoryUrlSuffix,
  childrenOf,
  encodeUid,
  findCategories,
  mediaUrl,
} from './category-service.ts';
import { categoryProducts } from './listing/category-products.ts';
import { sortOrder } from './listing/resolvers.ts';
import type { CategoryRecord } from './store.ts';

const relativeUrl = (c: CategoryRecord, ctx: RequestContext) =>
  c.urlPath ? `${c.urlPath}${categoryUrlSuffix(ctx)}` : null;

export const categoryResolvers = {
  Query: {
    categoryList: (_, args, ctx) => findCategories(ctx, args.filters),
    categories: (_, args, ctx) => categoriesPage(ctx, args.filters, args.pageSize, args.currentPage),
  },
  CategoryInterface: { __resolveType: () => 'CategoryTree' },
  CategoryTree: {
    uid: (c) => encodeUid(c.id),
    id: (c) => c.id,
    name: (c) => c.name,
    level: (c) => c.level,
    path: (c) => c.path,
    path_in_store: (c) => c.path,
    position: (c) => c.position,
    url_key: (c) => c.urlKey,
    url_path: (c) => c.urlPath,
    url_suffix: (_, __, ctx) => categoryUrlSuffix(ctx),
    canonical_url: (c, _, ctx) => relativeUrl(c, ctx),
    relative_url: (c, _, ctx) => c.relativeUrl ?? relativeUrl(c, ctx),
    redirect_code: (c) => c.redirectCode ?? 0,
    type: () => 'CATEGORY',
    image: (c, _, ctx) => mediaUrl(ctx, c.image),
    description: (c) => c.description,
    include_in_menu: (c) => (c.includeInMenu ? 1 : 0),
    is_anchor: (c) => (c.isAnchor ? 1 : 0),
    display_mode: (c) => c.displayMode,
    default_sort_by: (c, _, ctx) =>
      c.defaultSortBy ?? ctx.config.get('catalog/frontend/default_sort_by') ?? 'position',
    meta_title: (c) => c.metaTitle,
    meta_keywords: (c) => c.metaKeywords,
    meta_description: (c) => c.metaDescription,
    product_count: (c, _, ctx) => productCount(ctx, c),
    children_count: async (c, _, ctx) => String((await childrenOf(ctx, c)).length),
    breadcrumbs: (c, _, ctx) => breadcrumbs(ctx, c),
    children: (c, _, ctx) => childrenOf(ctx, c),
    products: (c, args, ctx, info) => categoryProducts(ctx, c.id, args, sortOrder(args, info)),
  },
} satisfies Resolvers;
