import type { RequestContext } from '../../shared/context.ts';
import { routableTypeName } from '../routing/service.ts';
import {
  breadcrumbs,
  type CategoryFilterInput,
  categoriesPage,
  categoryUrlSuffix,
  childrenOf,
  encodeUid,
  findCategories,
  landingBlock,
  mediaUrl,
} from './category-service.ts';
import type { CategoryRecord } from './store.ts';

type Ctx = RequestContext;
/** A category, as `route` hands it over: with the URL it was reached at and the redirect code. */
type Routed = CategoryRecord & { relativeUrl?: string; redirectCode?: number };
interface ListArgs {
  filters?: CategoryFilterInput | null;
  pageSize: number;
  currentPage: number;
}

const relativeUrl = (c: CategoryRecord, ctx: Ctx) =>
  c.urlPath ? `${c.urlPath}${categoryUrlSuffix(ctx)}` : null;

const categoryFields = {
  uid: (c: CategoryRecord) => encodeUid(c.id),
  id: (c: CategoryRecord) => c.id,
  name: (c: CategoryRecord) => c.name,
  level: (c: CategoryRecord) => c.level,
  path: (c: CategoryRecord) => c.path,
  path_in_store: (c: CategoryRecord) => c.path,
  position: (c: CategoryRecord) => c.position,
  url_key: (c: CategoryRecord) => c.urlKey,
  url_path: (c: CategoryRecord) => c.urlPath,
  url_suffix: (_: CategoryRecord, __: unknown, ctx: Ctx) => categoryUrlSuffix(ctx),
  canonical_url: (c: CategoryRecord, _: unknown, ctx: Ctx) => relativeUrl(c, ctx),
  relative_url: (c: Routed, _: unknown, ctx: Ctx) => c.relativeUrl ?? relativeUrl(c, ctx),
  redirect_code: (c: Routed) => c.redirectCode ?? 0,
  type: () => 'CATEGORY',
  image: (c: CategoryRecord, _: unknown, ctx: Ctx) => mediaUrl(ctx, c.image),
  description: (c: CategoryRecord) => c.description,
  include_in_menu: (c: CategoryRecord) => (c.includeInMenu ? 1 : 0),
  is_anchor: (c: CategoryRecord) => (c.isAnchor ? 1 : 0),
  display_mode: (c: CategoryRecord) => c.displayMode,
  default_sort_by: (c: CategoryRecord, _: unknown, ctx: Ctx) =>
    c.defaultSortBy ?? ctx.config.get('catalog/frontend/default_sort_by') ?? 'position',
  meta_title: (c: CategoryRecord) => c.metaTitle,
  meta_keywords: (c: CategoryRecord) => c.metaKeywords,
  meta_description: (c: CategoryRecord) => c.metaDescription,
  // Products arrive with the catalogue; until then every category is empty.
  product_count: () => 0,
  children_count: async (c: CategoryRecord, _: unknown, ctx: Ctx) =>
    String((await childrenOf(ctx, c)).length),
  breadcrumbs: (c: CategoryRecord, _: unknown, ctx: Ctx) => breadcrumbs(ctx, c),
  cms_block: (c: CategoryRecord, _: unknown, ctx: Ctx) => landingBlock(ctx, c),
  children: (c: CategoryRecord, _: unknown, ctx: Ctx) => childrenOf(ctx, c),
};

export const categoryResolvers = {
  Query: {
    categoryList: (_: unknown, args: ListArgs, ctx: Ctx) => findCategories(ctx, args.filters),
    categories: (_: unknown, args: ListArgs, ctx: Ctx) =>
      categoriesPage(ctx, args.filters, args.pageSize, args.currentPage),
  },
  CategoryInterface: { __resolveType: () => 'CategoryTree' },
  // `route` answers categories, products, CMS pages and plain URLs.
  RoutableInterface: { __resolveType: routableTypeName },
  CategoryTree: categoryFields,
};
