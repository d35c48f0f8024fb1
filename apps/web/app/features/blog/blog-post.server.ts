// A blog post's page (a CMS page with is_blog, reached through the catch-all): what `route`
// answered plus its picture, date, author, tags, related products (as listing cards) and the newer
// and older posts; its SEO — canonical, Open Graph article, JSON-LD BlogPosting.
import { data, type MetaDescriptor } from 'react-router';
import { BlogPostDocument, type CmsPageFieldsFragment } from '~/lib/graphql/generated';
import { requestGraphQL } from '~/lib/graphql.server';
import { reportApiError } from '~/lib/graphql-errors.server';
import { type ProductCardItem, productCardItems } from '~/lib/product-card-item';
import type { ShopContext } from '~/lib/shop/shop-context.server';
import { type BlogTagLink, blogPath, tagHref } from './blog-card';

/** A related product in the shape the listing's cards and their add-to-cart button take. */
export type BlogRelatedProduct = ProductCardItem;

export interface BlogNeighbour {
  title: string;
  href: string;
}

export interface BlogPostData {
  website: string;
  urlKey: string;
  title: string;
  description: string;
  contentHtml: string;
  image: string | null;
  publishedAt: string | null;
  author: string | null;
  tags: BlogTagLink[];
  related: BlogRelatedProduct[];
  newer: BlogNeighbour | null;
  older: BlogNeighbour | null;
  canonical: string;
  blogHref: string;
  meta: MetaDescriptor[];
  jsonLd: Record<string, unknown>;
}

export async function loadBlogPost(
  request: Request,
  shop: ShopContext,
  page: CmsPageFieldsFragment,
): Promise<BlogPostData> {
  const { website } = shop;
  const identifier = page.identifier ?? page.url_key ?? '';
  const result = await requestGraphQL(BlogPostDocument, { variables: { identifier }, scope: shop.headers });
  if (!result.ok) {
    const message = reportApiError('BlogPost', result.error, website);
    throw data('text' in message ? { message: message.text } : { messageKey: message.key }, { status: 500 });
  }
  const post = result.data.cmsPage;
  const neighbours = result.data.blogPageList;
  const baseUrl = shop.storeConfig.secure_base_url || new URL(`/${website}/`, request.url).href;
  const canonical = new URL(identifier, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`).href;
  const suffix = shop.storeConfig.product_url_suffix ?? '';
  const related = productCardItems(post?.related_products, website, suffix);
  const neighbour = (n: { url_key?: string | null; title?: string | null } | null | undefined) =>
    n?.url_key ? { title: n.title ?? '', href: `/${website}/${n.url_key}` } : null;
  const title = page.meta_title || page.title || '';
  const description = page.meta_description || post?.short_description || '';
  const image = post?.image ?? null;
  const publishedAt = post?.published_at ?? null;
  const author = post?.author ?? null;
  const storeName = result.data.storeConfig?.store_name || 'Atrium';
  const meta: MetaDescriptor[] = [
    { title },
    ...(description ? [{ name: 'description', content: description }] : []),
    ...(page.meta_keywords ? [{ name: 'keywords', content: page.meta_keywords }] : []),
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: page.title ?? title },
    { property: 'og:url', content: canonical },
    ...(description ? [{ property: 'og:description', content: description }] : []),
    ...(image ? [{ property: 'og:image', content: image }] : []),
    ...(publishedAt ? [{ property: 'article:published_time', content: publishedAt }] : []),
  ];
  return {
    website,
    urlKey: identifier,
    title: page.content_heading || page.title || '',
    description: post?.short_description ?? '',
    contentHtml: page.content ?? '',
    image,
    publishedAt,
    author,
    tags: (post?.filters ?? []).flatMap((tag) =>
      tag?.id ? [{ id: tag.id, label: tag.label ?? tag.id, href: tagHref(website, tag.id) }] : [],
    ),
    related,
    newer: neighbour(neighbours?.newer_post),
    older: neighbour(neighbours?.older_post),
    canonical,
    blogHref: blogPath(website),
    meta,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: page.title ?? title,
      ...(description ? { description } : {}),
      ...(image ? { image: [image] } : {}),
      ...(publishedAt ? { datePublished: publishedAt } : {}),
      ...(author ? { author: { '@type': 'Person', name: author } } : {}),
      publisher: { '@type': 'Organization', name: storeName },
      mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
      url: canonical,
    },
  };
}
