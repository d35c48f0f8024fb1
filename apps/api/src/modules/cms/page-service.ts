// CMS pages (Magento's cmsPage): a store view's own page wins over the all-store-views one (store
// 0); content is sanitised when stored and again here, after Magento's {{store url}} directive.
import type { QueryCmsPageArgs } from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import { inputError, noSuchEntityError } from '../../shared/errors.ts';
import { sanitizeCmsHtml } from '../../shared/sanitize-html.ts';
import { renderDirectives } from './service.ts';
import {
  type CmsPageRow,
  findActivePageById,
  listActivePagesByIdentifier,
  listPageProducts,
} from './store.ts';

/** A page as the CmsPage type receives it; `route` adds how it was reached. */
export interface CmsPageRecord extends CmsPageRow {
  routeKind: 'cms-page';
  relativeUrl?: string;
  redirectCode?: number;
}

const record = (row: CmsPageRow): CmsPageRecord => ({ ...row, routeKind: 'cms-page' });

export async function findPageByIdentifier(
  ctx: RequestContext,
  identifier: string,
): Promise<CmsPageRecord | undefined> {
  const rows = await listActivePagesByIdentifier(ctx.db, identifier, ctx.store.id);
  const own = rows.find((r) => r.storeId === ctx.store.id) ?? rows.find((r) => r.storeId === 0);
  return own ? record(own) : undefined;
}

export async function findPageById(ctx: RequestContext, id: number): Promise<CmsPageRecord | undefined> {
  const row = await findActivePageById(ctx.db, id, ctx.store.id);
  return row ? record(row) : undefined;
}

export function pageContent(ctx: RequestContext, page: CmsPageRow): string {
  return sanitizeCmsHtml(renderDirectives(ctx, page.content));
}

/** Magento's cmsPage(id, identifier): the id wins when both are given. */
export async function cmsPage(ctx: RequestContext, args: QueryCmsPageArgs): Promise<CmsPageRecord> {
  const identifier = args.identifier?.trim();
  if (args.id != null) {
    const page = args.id > 0 ? await findPageById(ctx, args.id) : undefined;
    if (!page) throw noSuchEntityError(`The CMS page with the "${args.id}" ID doesn't exist.`);
    return page;
  }
  if (!identifier) throw inputError('Page id/identifier should be specified');
  const page = await findPageByIdentifier(ctx, identifier);
  if (!page) throw noSuchEntityError(`The CMS page with the "${identifier}" ID doesn't exist.`);
  return page;
}

/** The page's related products as product references for the product types. */
export function relatedProducts(ctx: RequestContext, page: CmsPageRow) {
  return listPageProducts(ctx.db, page.id);
}
