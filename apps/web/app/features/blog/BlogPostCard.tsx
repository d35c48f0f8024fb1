// A post on the blog list and on the home page: picture, date, title, short description, tags.
// The title is the link (the picture repeats it for the pointer, hidden from screen readers); the
// tags are links of their own, so they sit outside it.

import { AppLink } from '~/components/ui/AppLink';
import { useTranslation } from '~/i18n/react';
import { imageLoading, mediaSrcSet } from '~/lib/responsive-image';
import { type BlogCard, formatPostDate } from './blog-card';

/** `lcp`: the list's first card, the likely largest paint; `eager`: the rest of the first row. */
export function BlogPostCard({
  post,
  loading = 'lazy',
}: {
  post: BlogCard;
  loading?: 'lcp' | 'eager' | 'lazy';
}) {
  const { i18n } = useTranslation();
  return (
    <article className="group flex h-full flex-col" data-testid="blog-card" data-url-key={post.urlKey}>
      <AppLink
        to={post.href}
        tabIndex={-1}
        aria-hidden="true"
        className="block aspect-[16/10] overflow-hidden rounded-xl bg-surface-muted"
      >
        {post.image ? (
          <img
            src={post.image}
            srcSet={mediaSrcSet(post.image, 440)}
            sizes="(min-width: 1024px) 440px, (min-width: 768px) 50vw, 100vw"
            alt=""
            width={640}
            height={400}
            {...imageLoading(loading)}
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : null}
      </AppLink>
      {post.publishedAt ? (
        <time dateTime={post.publishedAt} className="mt-4 text-sm text-ink-muted">
          {formatPostDate(post.publishedAt, i18n.language)}
        </time>
      ) : null}
      <h2 className="mt-1 text-lg leading-snug font-medium text-balance">
        <AppLink to={post.href} className="hover:text-accent" data-testid="blog-card-link">
          {post.title}
        </AppLink>
      </h2>
      {post.description ? (
        <p className="mt-2 line-clamp-3 text-sm text-ink-muted">{post.description}</p>
      ) : null}
      {post.tags.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <li key={tag.id}>
              <AppLink
                to={tag.href}
                className="rounded-full bg-surface-muted px-2.5 py-0.5 text-xs text-ink-muted hover:text-accent"
              >
                {tag.label}
              </AppLink>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
