// Category tree queries (Magento's categoryList / categories) for the current store view.

import type { CategoryFilterInput, FilterEqualTypeInput } from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import { inputError } from '../../shared/errors.ts';
import { mediaUrl as sharedMediaUrl } from '../../shared/media.ts';
import { cached, cacheScope } from './listing/cache.ts';
import { type CategoryRecord, loadActiveCategories } from './store.ts';

export type { CategoryRecord };

export const ROOT_CATEGORY_ID = 2;

/** A CategoryTree's parent: the category, and when `route` reached it, the URL and redirect code. */
export interface CategoryParent extends CategoryRecord {
  routeKind?: 'category';
  relativeUrl?: string;
  redirectCode?: number;
}

export interface CategoryIndex {
  byId: Map<number, CategoryRecord>;
  children: Map<number, CategoryRecord[]>;
  rootId: number;
}

const indexes = new WeakMap<RequestContext, Promise<CategoryIndex>>();

export const encodeUid = (id: number | string) => Buffer.from(String(id)).toString('base64');
export const decodeUid = (uid: string) => Buffer.from(uid, 'base64').toString('utf8');

export function rootCategoryId(ctx: RequestContext): number {
  return Number(ctx.config.get('catalog/category/root_id') ?? ROOT_CATEGORY_ID);
}

/**
 * The store's category tree, looked up once per request. With the listing cache it is kept per
 * catalogue version (listing/cache.ts): category writers bump the version (`bumpCatalogVersion`)
 * in their transaction, so a request never sees a tree older than the version it read. The index
 * is shared between requests then: callers must not change it.
 */
export function categoryIndex(ctx: RequestContext): Promise<CategoryIndex> {
  let index = indexes.get(ctx);
  if (!index) {
    const rootId = rootCategoryId(ctx);
    const storeId = ctx.store.id;
    index = cacheScope(ctx).then((scope) =>
      cached(scope, 'category-tree', [rootId, storeId], () => loadCategoryIndex(ctx, rootId, storeId)),
    );
    indexes.set(ctx, index);
  }
  return index;
}

function loadCategoryIndex(ctx: RequestContext, rootId: number, storeId: number): Promise<CategoryIndex> {
  return loadActiveCategories(ctx.db, rootId, storeId).then((records) => {
    const byId = new Map(records.map((r) => [r.id, r]));
    const children = new Map<number, CategoryRecord[]>();
    for (const record of records) {
      if (record.parentId === null || !byId.has(record.parentId)) continue;
      const list = children.get(record.parentId) ?? [];
      list.push(record);
      children.set(record.parentId, list);
    }
    return { byId, children, rootId };
  });
}

function values(filter: FilterEqualTypeInput | null | undefined): string[] | undefined {
  if (!filter) return undefined;
  if (filter.eq != null) return [filter.eq];
  if (filter.in) return filter.in.filter((v): v is string => v != null);
  return undefined;
}

/** Categories matching the filters; no filters means the store's root category. */
export async function findCategories(ctx: RequestContext, filters: CategoryFilterInput | null | undefined) {
  const index = await categoryIndex(ctx);
  const all = [...index.byId.values()];
  const f = filters ?? {};
  const given = Object.values(f).some((v) => v != null);
  if (!given) return all.filter((c) => c.id === index.rootId);

  const nameMatch = f.name?.match?.trim();
  if (f.name && (!nameMatch || nameMatch.length < 3))
    throw inputError('Invalid match filter. Minimum length is 3.');

  const ids = values(f.ids);
  const uids = values(f.category_uid)?.map(decodeUid);
  const parentIds = values(f.parent_id);
  const parentUids = values(f.parent_category_uid)?.map(decodeUid);
  const urlKeys = values(f.url_key);
  const urlPaths = values(f.url_path);
  return all.filter((c) => {
    if (ids && !ids.includes(String(c.id))) return false;
    if (uids && !uids.includes(String(c.id))) return false;
    if (parentIds && !parentIds.includes(String(c.parentId))) return false;
    if (parentUids && !parentUids.includes(String(c.parentId))) return false;
    if (urlKeys && !urlKeys.includes(c.urlKey ?? '')) return false;
    if (urlPaths && !urlPaths.includes(c.urlPath ?? '')) return false;
    if (nameMatch) {
      const name = c.name.toLowerCase();
      const wanted = nameMatch.toLowerCase();
      if (f.name?.match_type === 'FULL' ? name !== wanted : !name.includes(wanted)) return false;
    }
    return true;
  });
}

export function checkPaging(pageSize: number, currentPage: number) {
  if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
  if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
}

export async function categoriesPage(
  ctx: RequestContext,
  filters: CategoryFilterInput | null | undefined,
  pageSize: number,
  currentPage: number,
) {
  checkPaging(pageSize, currentPage);
  const found = await findCategories(ctx, filters);
  const totalPages = Math.ceil(found.length / pageSize);
  return {
    items: found.slice((currentPage - 1) * pageSize, currentPage * pageSize),
    total_count: found.length,
    page_info: { current_page: currentPage, page_size: pageSize, total_pages: totalPages },
  };
}

export async function childrenOf(ctx: RequestContext, category: CategoryRecord): Promise<CategoryRecord[]> {
  return (await categoryIndex(ctx)).children.get(category.id) ?? [];
}

/** Ancestors below the root (level ≥ 2), nearest last; null for top-level categories. */
export async function breadcrumbs(ctx: RequestContext, category: CategoryRecord) {
  const index = await categoryIndex(ctx);
  const ancestors = category.path
    .split('/')
    .map(Number)
    .filter((id) => id !== category.id)
    .map((id) => index.byId.get(id))
    .filter((c): c is CategoryRecord => c !== undefined && c.level >= 2);
  if (ancestors.length === 0) return null;
  return ancestors.map((c) => ({
    category_id: c.id,
    category_uid: encodeUid(c.id),
    category_level: c.level,
    category_name: c.name,
    category_url_key: c.urlKey,
    category_url_path: c.urlPath,
  }));
}

export function categoryUrlSuffix(ctx: RequestContext): string {
  return ctx.config.get('catalog/seo/category_url_suffix') ?? '';
}

export function mediaUrl(ctx: RequestContext, path: string | null): string | null {
  if (!path) return null;
  return sharedMediaUrl(ctx, 'catalog/category', path);
}
