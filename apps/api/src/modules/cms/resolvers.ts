import type { Resolvers } from '../../generated/resolvers-types.ts';
import { pageFilters, postImage } from './blog/service.ts';
import { cmsPage, pageContent, relatedProducts } from './page-service.ts';
import { cmsBlocks, landingBlock } from './service.ts';

export const cmsResolvers = {
  Query: {
    cmsBlocks: (_, args, ctx) => cmsBlocks(ctx, args.identifiers),
    cmsPage: (_, args, ctx) => cmsPage(ctx, args),
  },
  // The catalogue's categories name their landing block; CMS renders it (catalog never imports cms).
  CategoryTree: {
    cms_block: (c, _, ctx) => landingBlock(ctx, c.landingBlock),
  },
  CmsPage: {
    content: (p, _, ctx) => pageContent(ctx, p),
    content_heading: (p) => p.contentHeading,
    description: (p) => p.description,
    filters: (p, _, ctx) => pageFilters(ctx, p),
    is_blog: (p) => p.isBlog,
    related_products: (p, _, ctx) => relatedProducts(ctx, p),
    identifier: (p) => p.identifier,
    image: (p, _, ctx) => postImage(ctx, p),
    short_description: (p) => p.description,
    published_at: (p) => p.publishedAt?.toISOString() ?? null,
    author: (p) => p.author,
    meta_description: (p) => p.metaDescription,
    meta_keywords: (p) => p.metaKeywords,
    meta_title: (p) => p.metaTitle,
    page_layout: (p) => p.pageLayout,
    redirect_code: (p) => p.redirectCode ?? 0,
    relative_url: (p) => p.relativeUrl ?? p.identifier,
    title: (p) => p.title,
    type: () => 'CMS_PAGE',
    url_key: (p) => p.identifier,
  },
} satisfies Resolvers;
