// The blog's lazy paging (spec "Blog lazy paging"): the list starts at the page the loader showed
// (lazyPage, 1 unless the shopper followed a `?page=N` link); "show more" loads page lazyPage + 1
// and, once it arrives, appends its posts (one already shown is not shown twice) and lazyPage
// rises by one. A failed load changes nothing (its error goes to the global messages).
import type { BlogCard } from './blog-card';

export interface BlogLazyList {
  posts: BlogCard[];
  lazyPage: number;
  totalPages: number;
  totalCount: number;
}

export interface BlogPageAnswer {
  posts: BlogCard[];
  page: number;
  totalPages: number;
  totalCount: number;
}

export function startBlogList(answer: BlogPageAnswer): BlogLazyList {
  return {
    posts: answer.posts,
    lazyPage: answer.page,
    totalPages: answer.totalPages,
    totalCount: answer.totalCount,
  };
}

export function appendBlogPage(list: BlogLazyList, next: BlogPageAnswer): BlogLazyList {
  if (next.page !== list.lazyPage + 1) return list;
  const shown = new Set(list.posts.map((post) => post.urlKey));
  return {
    posts: [...list.posts, ...next.posts.filter((post) => !shown.has(post.urlKey))],
    lazyPage: next.page,
    totalPages: next.totalPages,
    totalCount: next.totalCount,
  };
}

export const hasMorePosts = (list: { lazyPage: number; totalPages: number }) =>
  list.lazyPage < list.totalPages;

/** The list's URL at a page (the links without JavaScript, the fetcher's target with it). */
export function blogPageHref(basePath: string, tag: string | null, page: number): string {
  const params = new URLSearchParams();
  if (tag) params.set('tag', tag);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${basePath}?${query}` : basePath;
}
