import type { Resolvers } from '../../../generated/resolvers-types.ts';
import { pageContent } from '../page-service.ts';
import { blogPageList, postImage } from './service.ts';

export const blogResolvers = {
  Query: {
    blogPageList: (_, args, ctx) => blogPageList(ctx, args),
  },
  BlogPage: {
    content: (p, _, ctx) => pageContent(ctx, p),
    content_heading: (p) => p.contentHeading,
    identifier: (p) => p.identifier,
    meta_description: (p) => p.metaDescription,
    meta_keywords: (p) => p.metaKeywords,
    meta_title: (p) => p.metaTitle,
    page_layout: (p) => p.pageLayout,
    short_description: (p) => p.description,
    title: (p) => p.title,
    url_key: (p) => p.identifier,
    image: (p, _, ctx) => postImage(ctx, p),
    published_at: (p) => p.publishedAt?.toISOString() ?? null,
    author: (p) => p.author,
    tags: (p) => p.tags,
  },
} satisfies Resolvers;
