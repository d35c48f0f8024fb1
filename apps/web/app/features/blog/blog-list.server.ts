// The blog list's data (/:website/blog): a page of posts (15, spec §9), optionally of one tag
// (`?tag=`), at `?page=N`, with the tag chips. The same loader answers "show more"'s fetcher, so a
// failed call is data (`error`, shown as the global message), never a thrown error page.
import { data } from 'react-router';
import { backendHas } from '~/lib/backend.server';
import type { GlobalMessageInput } from '~/lib/global-message';
import { BlogListDocument } from '~/lib/graphql/generated';
import { requestGraphQL } from '~/lib/graphql.server';
import { reportApiError } from '~/lib/graphql-errors.server';
import type { ShopContext } from '~/lib/shop/shop-context.server';
import { type BlogCard, blogPath, tagHref, toBlogCard } from './blog-card';
import { blogPageHref } from './blog-paging';

export const BLOG_PAGE_SIZE = 15;
/** How many posts the home page's journal section shows. */
export const LATEST_POSTS = 3;

export interface BlogChip {
  id: string | null;
  label: string | null;
  /** Posts with the tag; null for the "all posts" chip. */
  count: number | null;
  href: string;
  active: boolean;
}

export interface BlogListData {
  website: string;
  tag: string | null;
  tagLabel: string | null;
  page: number;
  totalPages: number;
  totalCount: number;
  posts: BlogCard[];
  chips: BlogChip[];
  canonical: string;
  prev: string | null;
  next: string | null;
  error: GlobalMessageInput | null;
}

function pageOf(url: URL): number {
  const raw = url.searchParams.get('page');
  if (raw === null) return 1;
  const page = Number(raw);
  // Anything but a whole page number ≥ 1 is not a page of the blog.
  if (!Number.isInteger(page) || page < 1 || page > 10_000)
    throw data({ messageKey: 'error.page_not_found' }, { status: 404 });
  return page;
}

function tagOf(url: URL): string | null {
  const tag = url.searchParams.get('tag')?.trim() ?? '';
  return tag && tag.length <= 64 ? tag : null;
}

export async function loadBlogList(request: Request, shop: ShopContext): Promise<BlogListData> {
  const url = new URL(request.url);
  const page = pageOf(url);
  const tag = tagOf(url);
  const { website } = shop;
  const base = blogPath(website);
  const result = await requestGraphQL(BlogListDocument, {
    variables: { tags: tag ? [tag] : null, limit: BLOG_PAGE_SIZE, page },
    scope: shop.headers,
  });
  const empty: BlogListData = {
    website,
    tag,
    tagLabel: null,
    page,
    totalPages: page,
    totalCount: 0,
    posts: [],
    chips: [],
    canonical: new URL(blogPageHref(base, tag, page), url).href,
    prev: null,
    next: null,
    error: null,
  };
  if (!result.ok) {
    // A page past the last one is an input error: there is no such page.
    const pastTheEnd =
      page > 1 &&
      result.error.kind === 'graphql' &&
      result.error.errors.some((e) => e.extensions?.category === 'graphql-input');
    if (pastTheEnd) throw data({ messageKey: 'error.page_not_found' }, { status: 404 });
    return { ...empty, error: reportApiError('blogPageList', result.error, website) };
  }
  const list = result.data.blogPageList;
  const totalPages = list?.page_info?.total_pages ?? 1;
  const aggregation = (list?.aggregation ?? []).flatMap((t) => (t?.id ? [t] : []));
  const chips: BlogChip[] = [
    { id: null, label: null, count: null, href: base, active: tag === null },
    ...aggregation.map((t) => ({
      id: t.id ?? '',
      label: t.label ?? t.id ?? '',
      count: t.count ?? 0,
      href: tagHref(website, t.id ?? ''),
      active: t.id === tag,
    })),
  ];
  return {
    ...empty,
    tagLabel: aggregation.find((t) => t.id === tag)?.label ?? null,
    totalPages,
    totalCount: list?.total_count ?? 0,
    posts: (list?.items ?? []).flatMap((item) => (item ? [toBlogCard(website, item)] : [])),
    chips,
    prev: page > 1 ? blogPageHref(base, tag, page - 1) : null,
    next: page < totalPages ? blogPageHref(base, tag, page + 1) : null,
  };
}

/**
 * The newest posts for the home page; none (and a line in the log) when the API fails, and none on
 * a Magento backend (no blog).
 */
export async function loadLatestPosts(shop: ShopContext): Promise<BlogCard[]> {
  if (!backendHas('blog')) return [];
  const result = await requestGraphQL(BlogListDocument, {
    variables: { tags: null, limit: LATEST_POSTS, page: 1 },
    scope: shop.headers,
  });
  if (!result.ok) {
    console.error(`API call blogPageList(latest) failed (${result.error.kind}): ${result.error.message}`);
    return [];
  }
  return (result.data.blogPageList?.items ?? []).flatMap((item) =>
    item ? [toBlogCard(shop.website, item)] : [],
  );
}
