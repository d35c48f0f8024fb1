// URL resolution (Magento's UrlRewriteGraphQl `route` and `urlResolver`) for the request's store
// view. A URL is looked up in `url_rewrite` first; redirects (301/302) are followed to the entity
// they end at, which is answered with the first redirect's code and the target's own URL. Without
// a rewrite row, categories are found by url_path + category suffix, products by url_key +
// product suffix and CMS pages by identifier, so entities resolve before any rewrite is written.
import type { RequestContext } from '../../shared/context.ts';
import { inputError, noSuchEntityError } from '../../shared/errors.ts';
import type { CategoryRecord } from '../catalog/category-service.ts';
import {
  type CategoryParent,
  categoryIndex,
  categoryUrlSuffix,
  encodeUid,
} from '../catalog/category-service.ts';
import { type ProductRef, type ProductTypename, productTypename } from '../catalog/product/product-ref.ts';
import { productUrlSuffix } from '../catalog/product/service.ts';
import { type CmsPageRecord, findPageById, findPageByIdentifier } from '../cms/page-service.ts';
import {
  findEntityRewrite,
  findRewriteByRequestPath,
  findRoutableProductById,
  findRoutableProductByUrlKey,
  type RoutableProductRow,
  type UrlRewriteRow,
} from './store.ts';

/** A category reached through `route`: the tree record plus how it was reached. */
export interface RoutedCategory extends CategoryRecord {
  routeKind: 'category';
  relativeUrl: string;
  redirectCode: number;
}

/**
 * A product reached through `route`. The product types read `redirectCode` and `relativeUrl`
 * for their RoutableInterface fields; everything else is loaded from the id.
 */
export interface RoutedProductRef extends ProductRef {
  routeKind: 'product';
  typeId: string;
  sku: string;
  relativeUrl: string;
  redirectCode: number;
}

/** A URL that leads to no entity (a custom rewrite, e.g. to another site): Magento's RoutableUrl. */
export interface RoutedUrl {
  routeKind: 'url';
  relativeUrl: string;
  redirectCode: number;
}

export type RoutedEntity =
  | RoutedCategory
  | RoutedProductRef
  | (CmsPageRecord & { relativeUrl: string; redirectCode: number })
  | RoutedUrl;

/** What RoutableInterface resolves: a category, a product, a CMS page or a plain URL. */
export type RoutableParent = CategoryParent | ProductRef | CmsPageRecord | RoutedUrl;

/** GraphQL type of a `route` result. */
export function routableTypeName(
  value: RoutableParent,
): 'CategoryTree' | ProductTypename | 'CmsPage' | 'RoutableUrl' {
  switch (value.routeKind) {
    case 'product':
      return productTypename(value.typeId);
    case 'cms-page':
      return 'CmsPage';
    case 'url':
      return 'RoutableUrl';
    default:
      return 'CategoryTree';
  }
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:)?\/\//i;
const MAX_REDIRECTS = 10;

const CANONICAL_PATHS: { type: 'category' | 'product' | 'cms-page'; pattern: RegExp }[] = [
  { type: 'category', pattern: /^catalog\/category\/view\/id\/(\d+)\/?$/ },
  { type: 'product', pattern: /^catalog\/product\/view\/id\/(\d+)\/?$/ },
  { type: 'cms-page', pattern: /^cms\/page\/view\/(?:page_)?id\/(\d+)\/?$/ },
];

/** Magento's target path of an entity's own URL rewrite. */
export function canonicalTargetPath(type: 'category' | 'product' | 'cms-page', id: number): string {
  if (type === 'category') return `catalog/category/view/id/${id}`;
  if (type === 'product') return `catalog/product/view/id/${id}`;
  return `cms/page/view/page_id/${id}`;
}

/**
 * The request path of a URL as the storefront or a client sends it: without scheme and host,
 * query string, fragment and leading slashes. `/` (or nothing but a query) is the home page.
 */
export function requestPathOf(url: string): string {
  let path = url.trim();
  if (EXTERNAL.test(path)) {
    try {
      path = new URL(path.startsWith('//') ? `http:${path}` : path).pathname;
    } catch {
      // not a URL after all: treat it as a path
    }
  }
  path = path.replace(/[?#].*$/s, '').replace(/^\/+/, '');
  try {
    path = decodeURIComponent(path);
  } catch {
    // keep malformed escapes as they are
  }
  return path;
}

interface Reached {
  relativeUrl: string;
  redirectCode: number;
}

async function loadCategory(
  ctx: RequestContext,
  id: number,
  reached: Reached,
): Promise<RoutedCategory | null> {
  const record = (await categoryIndex(ctx)).byId.get(id);
  if (!record?.urlPath) return null; // inactive, outside the store's tree, or a root
  return { ...record, routeKind: 'category', ...reached };
}

function productRef(row: RoutableProductRow, reached: Reached): RoutedProductRef {
  return { id: row.id, typeId: row.typeId, sku: row.sku, routeKind: 'product', ...reached };
}

async function loadProduct(
  ctx: RequestContext,
  id: number,
  reached: Reached,
): Promise<RoutedProductRef | null> {
  const row = await findRoutableProductById(ctx.db, id);
  return row ? productRef(row, reached) : null;
}

async function loadPage(ctx: RequestContext, id: number, reached: Reached): Promise<RoutedEntity | null> {
  const page = await findPageById(ctx, id);
  return page ? { ...page, ...reached } : null;
}

function loadEntity(ctx: RequestContext, type: string, id: number, reached: Reached) {
  if (type === 'category') return loadCategory(ctx, id, reached);
  if (type === 'product') return loadProduct(ctx, id, reached);
  if (type === 'cms-page') return loadPage(ctx, id, reached);
  return Promise.resolve(null);
}

/** `catalog/product/view/id/5` and friends: the entity, answered with its current URL. */
async function resolveCanonicalPath(ctx: RequestContext, path: string, redirectCode: number) {
  for (const { type, pattern } of CANONICAL_PATHS) {
    const match = pattern.exec(path);
    if (!match) continue;
    const id = Number(match[1]);
    const own = await findEntityRewrite(ctx.db, ctx.store.id, type, id);
    const entity = await loadEntity(ctx, type, id, { relativeUrl: own?.requestPath ?? path, redirectCode });
    if (!entity || own) return entity;
    // No rewrite row: the entity's URL is the one the fallbacks would answer to.
    return withNaturalUrl(ctx, entity);
  }
  return undefined;
}

async function withNaturalUrl(ctx: RequestContext, entity: RoutedEntity): Promise<RoutedEntity> {
  if (entity.routeKind === 'category') {
    return { ...entity, relativeUrl: `${entity.urlPath}${categoryUrlSuffix(ctx)}` };
  }
  if (entity.routeKind === 'product') {
    const row = await findRoutableProductById(ctx.db, entity.id);
    return row ? { ...entity, relativeUrl: `${row.urlKey}${productUrlSuffix(ctx)}` } : entity;
  }
  if (entity.routeKind === 'cms-page') return { ...entity, relativeUrl: entity.identifier };
  return entity;
}

const withoutSuffix = (path: string, suffix: string): string | undefined => {
  if (!suffix) return path;
  return path.endsWith(suffix) && path.length > suffix.length ? path.slice(0, -suffix.length) : undefined;
};

/** Entities found without a rewrite row: category url_path, product url_key, CMS page identifier. */
async function resolveByKeys(ctx: RequestContext, path: string, redirectCode: number) {
  const reached = { relativeUrl: path, redirectCode };
  const categoryPath = withoutSuffix(path, categoryUrlSuffix(ctx));
  if (categoryPath) {
    const index = await categoryIndex(ctx);
    const found = [...index.byId.values()].find((c) => c.urlPath === categoryPath);
    if (found) return loadCategory(ctx, found.id, reached);
  }
  const urlKey = withoutSuffix(path, productUrlSuffix(ctx));
  if (urlKey && !urlKey.includes('/')) {
    const row = await findRoutableProductByUrlKey(ctx.db, urlKey);
    if (row) return productRef(row, reached);
  }
  const page = await findPageByIdentifier(ctx, path);
  return page ? { ...page, ...reached } : null;
}

/**
 * What the URL leads to in the request's store view, or null. Redirect chains are followed (at
 * most ten hops, loops stop); the answer carries the first redirect's code and the URL of the
 * entity it ends at.
 */
export async function resolveRoute(ctx: RequestContext, url: string): Promise<RoutedEntity | null> {
  let path = requestPathOf(url);
  if (path === '') path = ctx.config.get('web/default/cms_home_page') ?? 'home';
  let redirectCode = 0;
  const seen = new Set<string>();
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    seen.add(path);
    const row: UrlRewriteRow | undefined =
      (await findRewriteByRequestPath(ctx.db, ctx.store.id, path)) ??
      (path.endsWith('/')
        ? await findRewriteByRequestPath(ctx.db, ctx.store.id, path.replace(/\/+$/, ''))
        : undefined);
    if (!row) break;
    const target = row.targetPath;
    if (row.redirectType > 0 || row.entityType === 'custom') {
      if (redirectCode === 0) redirectCode = row.redirectType;
      if (EXTERNAL.test(target)) return { routeKind: 'url', relativeUrl: target, redirectCode };
      const next = target.replace(/^\/+/, '');
      if (seen.has(next)) return null;
      path = next;
      continue;
    }
    return loadEntity(ctx, row.entityType, row.entityId, { relativeUrl: row.requestPath, redirectCode });
  }
  const canonical = await resolveCanonicalPath(ctx, path, redirectCode);
  if (canonical !== undefined) return canonical;
  return (
    (await resolveByKeys(ctx, path, redirectCode)) ??
    (path.endsWith('/') ? await resolveByKeys(ctx, path.replace(/\/+$/, ''), redirectCode) : null)
  );
}

/** Magento's `route(url)`: unknown URLs answer null with a no-such-entity error. */
export async function route(ctx: RequestContext, url: string): Promise<RoutedEntity> {
  if (url.trim() === '') throw inputError('"url" argument should be specified and not empty');
  const found = await resolveRoute(ctx, url);
  if (!found) {
    throw noSuchEntityError(`No such entity found with matching URL key: ${requestPathOf(url) || url}`);
  }
  return found;
}

const ENTITY_TYPES = { category: 'CATEGORY', product: 'PRODUCT', 'cms-page': 'CMS_PAGE' } as const;

/**
 * Magento's deprecated `urlResolver(url)`: an EntityUrl, null for an unknown URL; a URL that
 * leads to no entity (custom rewrite) is a no-such-entity error as in Magento.
 */
export async function urlResolver(ctx: RequestContext, url: string) {
  if (url.trim() === '') throw inputError('"url" argument should be specified and not empty');
  const found = await resolveRoute(ctx, url);
  if (!found) return null;
  if (found.routeKind === 'url') {
    throw noSuchEntityError(`No such entity found with matching URL key: ${requestPathOf(url)}`);
  }
  return {
    id: found.id,
    entity_uid: encodeUid(found.id),
    canonical_url: found.relativeUrl,
    relative_url: found.relativeUrl,
    redirectCode: found.redirectCode,
    type: ENTITY_TYPES[found.routeKind],
  };
}
