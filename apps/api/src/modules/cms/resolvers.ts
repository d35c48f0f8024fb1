import type { RequestContext } from '../../shared/context.ts';
import { type CmsPageRecord, cmsPage, pageContent, relatedProducts } from './page-service.ts';
import { cmsBlocks } from './service.ts';

type Ctx = RequestContext;

export const cmsResolvers = {
  Query: {
    cmsBlocks: (_: unknown, args: { identifiers?: (string | null)[] | null }, ctx: Ctx) =>
      cmsBlocks(ctx, args.identifiers),
    cmsPage: (_: unknown, args: { id?: number | null; identifier?: string | null }, ctx: Ctx) =>
      cmsPage(ctx, args),
  },
  CmsPage: {
    content: (p: CmsPageRecord, _: unknown, ctx: Ctx) => pageContent(ctx, p),
    content_heading: (p: CmsPageRecord) => p.contentHeading,
    description: (p: CmsPageRecord) => p.description,
    filters: (p: CmsPageRecord) => p.filters,
    is_blog: (p: CmsPageRecord) => p.isBlog,
    related_products: (p: CmsPageRecord, _: unknown, ctx: Ctx) => relatedProducts(ctx, p),
    identifier: (p: CmsPageRecord) => p.identifier,
    meta_description: (p: CmsPageRecord) => p.metaDescription,
    meta_keywords: (p: CmsPageRecord) => p.metaKeywords,
    meta_title: (p: CmsPageRecord) => p.metaTitle,
    page_layout: (p: CmsPageRecord) => p.pageLayout,
    redirect_code: (p: CmsPageRecord) => p.redirectCode ?? 0,
    relative_url: (p: CmsPageRecord) => p.relativeUrl ?? p.identifier,
    title: (p: CmsPageRecord) => p.title,
    type: () => 'CMS_PAGE',
    url_key: (p: CmsPageRecord) => p.identifier,
  },
};
