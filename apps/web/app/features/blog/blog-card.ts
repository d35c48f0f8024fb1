// A post as the storefront shows it on cards and links: its page below the website (the url key
// is `blog/<slug>`), its tags as links to the filtered list.
import type { BlogPostCardFragment } from '~/lib/graphql/generated';

export interface BlogTagLink {
  id: string;
  label: string;
  href: string;
}

export interface BlogCard {
  urlKey: string;
  href: string;
  title: string;
  description: string;
  image: string | null;
  publishedAt: string | null;
  tags: BlogTagLink[];
}

export const blogPath = (website: string) => `/${website}/blog`;

export function tagHref(website: string, tag: string): string {
  return `${blogPath(website)}?${new URLSearchParams({ tag })}`;
}

export function toBlogCard(website: string, post: BlogPostCardFragment): BlogCard {
  return {
    urlKey: post.url_key ?? '',
    href: `/${website}/${post.url_key ?? ''}`,
    title: post.title ?? '',
    description: post.short_description ?? '',
    image: post.image ?? null,
    publishedAt: post.published_at ?? null,
    tags: (post.tags ?? []).flatMap((tag) =>
      tag?.id ? [{ id: tag.id, label: tag.label ?? tag.id, href: tagHref(website, tag.id) }] : [],
    ),
  };
}

/** A publication date in the interface language, the same on the server and in the browser. */
export function formatPostDate(iso: string | null, locale: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
