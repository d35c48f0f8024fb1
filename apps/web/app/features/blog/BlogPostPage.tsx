// A blog post (a CMS page with is_blog) in the blog's layout: breadcrumbs, date and author, title,
// picture, the sanitised body (CmsContent), tags linking to the filtered list, the related products
// (rendered by the route, which composes the listing's cards with add to cart) and links to the
// newer and the older post. JSON-LD BlogPosting for search engines.
import type { ReactNode } from 'react';
import { AppLink } from '~/components/ui/AppLink';
import { Breadcrumbs } from '~/components/ui/Breadcrumbs';
import { useTranslation } from '~/i18n/react';
import { useCspNonce } from '~/lib/csp-nonce-context';
import { serializeJsonLd } from '~/lib/json-ld';
import { formatPostDate } from './blog-card';
import type { BlogPostData, BlogRelatedProduct } from './blog-post.server';

export interface BlogPostPageProps {
  post: BlogPostData;
  /** The body: the route renders post.contentHtml with the CMS feature's CmsContent. */
  body: ReactNode;
  renderRelated: (products: BlogRelatedProduct[]) => ReactNode;
}

export function BlogPostPage({ post, body, renderRelated }: BlogPostPageProps) {
  const { t, i18n } = useTranslation();
  const nonce = useCspNonce();
  return (
    <article className="mx-auto max-w-[1440px] px-4 pt-6 pb-16 xs:px-6 md:px-8" data-testid="blog-post">
      <script
        type="application/ld+json"
        nonce={nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element by serializeJsonLd
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(post.jsonLd) }}
      />
      <Breadcrumbs
        items={[
          { text: t('breadcrumbs.home'), link: `/${post.website}/` },
          { text: t('blog.title'), link: post.blogHref },
          { text: post.title },
        ]}
      />
      <header className="mx-auto mt-8 max-w-3xl text-center">
        <p className="text-sm text-ink-muted">
          {post.publishedAt ? (
            <time dateTime={post.publishedAt} data-testid="blog-post-date">
              {formatPostDate(post.publishedAt, i18n.language)}
            </time>
          ) : null}
          {post.author ? <span> · {t('blog.by_author', { author: post.author })}</span> : null}
        </p>
        <h1 className="mt-3 text-3xl leading-tight font-bold text-balance xs:text-4xl md:text-5xl">
          {post.title}
        </h1>
        {post.description ? <p className="mt-4 text-lg text-ink-muted">{post.description}</p> : null}
      </header>
      {post.image ? (
        <div className="mx-auto mt-8 max-w-5xl overflow-hidden rounded-2xl bg-surface-muted">
          <img
            src={post.image}
            alt={post.title}
            width={1600}
            height={1000}
            fetchPriority="high"
            className="aspect-[16/10] w-full object-cover"
            data-testid="blog-post-image"
          />
        </div>
      ) : null}
      <div className="mx-auto mt-10 max-w-3xl" data-testid="blog-post-body">
        {body}
      </div>
      {post.tags.length > 0 ? (
        <div
          className="mx-auto mt-10 flex max-w-3xl flex-wrap items-center gap-2"
          data-testid="blog-post-tags"
        >
          <span className="text-sm text-ink-muted">{t('blog.tags_label')}:</span>
          {post.tags.map((tag) => (
            <AppLink
              key={tag.id}
              to={tag.href}
              className="rounded-full border border-line px-3 py-1 text-sm hover:border-ink-muted hover:text-accent"
            >
              {tag.label}
            </AppLink>
          ))}
        </div>
      ) : null}
      {post.related.length > 0 ? (
        <section className="mt-16" aria-labelledby="blog-related-title" data-testid="blog-related">
          <h2 id="blog-related-title" className="text-2xl font-medium">
            {t('blog.related_title')}
          </h2>
          <div className="mt-6">{renderRelated(post.related)}</div>
        </section>
      ) : null}
      {post.newer || post.older ? (
        <nav
          aria-label={t('blog.more_posts_label')}
          className="mt-16 grid gap-4 border-t border-line pt-8 xs:grid-cols-2"
          data-testid="blog-post-neighbours"
        >
          {post.older ? (
            <AppLink
              to={post.older.href}
              rel="prev"
              className="group rounded-xl p-4 hover:bg-surface-muted"
              data-testid="blog-older"
            >
              <span className="text-sm text-ink-muted">← {t('blog.older_post')}</span>
              <span className="mt-1 block font-medium group-hover:text-accent">{post.older.title}</span>
            </AppLink>
          ) : (
            <span />
          )}
          {post.newer ? (
            <AppLink
              to={post.newer.href}
              rel="next"
              className="group rounded-xl p-4 hover:bg-surface-muted xs:text-right"
              data-testid="blog-newer"
            >
              <span className="text-sm text-ink-muted">{t('blog.newer_post')} →</span>
              <span className="mt-1 block font-medium group-hover:text-accent">{post.newer.title}</span>
            </AppLink>
          ) : null}
        </nav>
      ) : null}
    </article>
  );
}
