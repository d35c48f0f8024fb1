import { describe, expect, it } from 'vitest';
import type { BlogCard } from './blog-card';
import { appendBlogPage, blogPageHref, hasMorePosts, startBlogList } from './blog-paging';

const card = (n: number): BlogCard => ({
  urlKey: `blog/post-${n}`,
  href: `/ru/blog/post-${n}`,
  title: `Post ${n}`,
  description: '',
  image: null,
  publishedAt: null,
  tags: [],
});
const page = (n: number, keys: number[], totalPages = 2) => ({
  posts: keys.map(card),
  page: n,
  totalPages,
  totalCount: 20,
});

describe('blog lazy paging', () => {
  it('starts at the loaded page and appends the next one, raising lazyPage by one', () => {
    const list = startBlogList(page(1, [1, 2, 3]));
    expect(list.lazyPage).toBe(1);
    expect(hasMorePosts(list)).toBe(true);
    const more = appendBlogPage(list, page(2, [4, 5]));
    expect(more.posts.map((p) => p.urlKey)).toEqual([
      'blog/post-1',
      'blog/post-2',
      'blog/post-3',
      'blog/post-4',
      'blog/post-5',
    ]);
    expect(more.lazyPage).toBe(2);
    expect(hasMorePosts(more)).toBe(false);
  });

  it('ignores a page that is not the next one and never shows a post twice', () => {
    const list = startBlogList(page(1, [1, 2], 3));
    expect(appendBlogPage(list, page(3, [5]))).toBe(list);
    expect(appendBlogPage(list, page(2, [2, 3], 3)).posts.map((p) => p.urlKey)).toEqual([
      'blog/post-1',
      'blog/post-2',
      'blog/post-3',
    ]);
  });

  it('builds page links with the tag kept and no page parameter for page 1', () => {
    expect(blogPageHref('/ru/blog', null, 1)).toBe('/ru/blog');
    expect(blogPageHref('/ru/blog', null, 2)).toBe('/ru/blog?page=2');
    expect(blogPageHref('/ru/blog', 'care', 3)).toBe('/ru/blog?tag=care&page=3');
  });
});
