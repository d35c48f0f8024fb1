// /:website/blog (spec §2 "Blog list"): tag chips (links to ?tag=…), 15 posts a page as cards and
// "Show more", which appends the next page with a fetcher once JavaScript runs (spec "Blog lazy
// paging"); before that it is a plain link to ?page=N, next to previous/next page links. A failed
// load goes to the global messages (spec §8).
import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { AppLink } from '~/components/ui/AppLink';
import { Breadcrumbs } from '~/components/ui/Breadcrumbs';
import { buttonClasses } from '~/components/ui/Button';
import { Spinner } from '~/components/ui/Spinner';
import { useTranslation } from '~/i18n/react';
import { ui } from '~/lib/ui-store';
import { BlogPostCard } from './BlogPostCard';
import { blogPath } from './blog-card';
import type { BlogListData } from './blog-list.server';
import { appendBlogPage, blogPageHref, hasMorePosts, startBlogList } from './blog-paging';

function Chips({ data }: { data: BlogListData }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('blog.tags_label')} className="mt-6">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 xs:mx-0 xs:flex-wrap xs:px-0">
        {data.chips.map((chip) => (
          <li key={chip.id ?? 'all'} className="shrink-0">
            <AppLink
              to={chip.href}
              aria-current={chip.active ? 'page' : undefined}
              data-testid="blog-tag-chip"
              data-tag={chip.id ?? ''}
              className={`inline-flex items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm transition-colors ${
                chip.active
                  ? 'border-ink bg-ink text-surface'
                  : 'border-line text-ink hover:border-ink-muted hover:text-accent'
              }`}
            >
              {chip.label ?? t('blog.all_posts')}
              {chip.count !== null ? (
                <span className={chip.active ? 'text-surface/70' : 'text-ink-muted'}>{chip.count}</span>
              ) : null}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function BlogListPage({ data }: { data: BlogListData }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<BlogListData>();
  const [list, setList] = useState(() => startBlogList(data));
  // A navigation (another tag, ?page=N) starts again from what the loader answered.
  useEffect(() => setList(startBlogList(data)), [data]);
  useEffect(() => {
    if (data.error) ui.pushMessage(data.error);
  }, [data.error]);
  const handled = useRef<BlogListData | null>(null);
  useEffect(() => {
    const next = fetcher.data;
    if (!next || fetcher.state !== 'idle' || handled.current === next) return;
    handled.current = next;
    if (next.error) ui.pushMessage(next.error);
    else setList((current) => appendBlogPage(current, next));
  }, [fetcher.data, fetcher.state]);

  const base = blogPath(data.website);
  const loading = fetcher.state !== 'idle';
  const more = blogPageHref(base, data.tag, list.lazyPage + 1);
  const heading = data.tagLabel ? t('blog.tag_title', { tag: data.tagLabel }) : t('blog.title');
  return (
    <div className="mx-auto max-w-[1440px] px-4 pt-6 pb-16 xs:px-6 md:px-8" data-testid="blog-list-page">
      <Breadcrumbs
        items={[
          { text: t('breadcrumbs.home'), link: `/${data.website}/` },
          ...(data.tagLabel
            ? [{ text: t('blog.title'), link: base }, { text: data.tagLabel }]
            : [{ text: t('blog.title') }]),
        ]}
      />
      <header className="mt-6 max-w-2xl">
        <h1 className="text-3xl leading-tight font-bold xs:text-4xl">{heading}</h1>
        <p className="mt-3 text-ink-muted">{t('blog.intro')}</p>
      </header>
      <Chips data={data} />
      <p className="mt-6 text-sm text-ink-muted" data-testid="blog-count">
        {t('blog.count', { count: list.totalCount })}
      </p>
      {list.posts.length === 0 ? (
        <p
          className="mt-6 rounded-lg border border-dashed border-line p-8 text-center"
          data-testid="blog-empty"
        >
          {data.error ? t('blog.load_failed') : t('blog.empty')}
        </p>
      ) : (
        <ul className="mt-4 grid gap-x-6 gap-y-10 xs:grid-cols-2 sm:grid-cols-3" data-testid="blog-list">
          {list.posts.map((post, index) => (
            <li key={post.urlKey}>
              <BlogPostCard post={post} loading={index === 0 ? 'lcp' : index < 3 ? 'eager' : 'lazy'} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-10 flex flex-col items-center gap-4">
        {hasMorePosts(list) ? (
          <Link
            to={more}
            rel="next"
            onClick={(event) => {
              event.preventDefault();
              if (!loading) fetcher.load(more);
            }}
            aria-disabled={loading || undefined}
            className={buttonClasses('secondary', 'min-w-48 gap-2')}
            data-testid="blog-show-more"
          >
            {loading ? <Spinner className="size-4" /> : null}
            {t('blog.show_more')}
          </Link>
        ) : null}
        {data.totalPages > 1 ? (
          <nav aria-label={t('blog.pages_label')} className="flex items-center gap-4 text-sm">
            {data.prev ? (
              <AppLink
                to={data.prev}
                rel="prev"
                className="text-accent hover:text-accent-hover"
                data-testid="blog-prev-page"
              >
                {t('blog.previous_page')}
              </AppLink>
            ) : null}
            <span className="text-ink-muted">
              {t('blog.page_of', { page: data.page, total: data.totalPages })}
            </span>
            {data.next ? (
              <AppLink
                to={data.next}
                rel="next"
                className="text-accent hover:text-accent-hover"
                data-testid="blog-next-page"
              >
                {t('blog.next_page')}
              </AppLink>
            ) : null}
          </nav>
        ) : null}
      </div>
    </div>
  );
}
