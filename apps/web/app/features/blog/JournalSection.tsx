// The home page's "From the journal" section: the three newest posts and a link to the blog.

import { AppLink } from '~/components/ui/AppLink';
import { useTranslation } from '~/i18n/react';
import { BlogPostCard } from './BlogPostCard';
import { type BlogCard, blogPath } from './blog-card';

export function JournalSection({ posts, website }: { posts: BlogCard[]; website: string }) {
  const { t } = useTranslation();
  if (posts.length === 0) return null;
  return (
    <section
      aria-labelledby="journal-title"
      className="mx-auto max-w-[1440px] px-4 pt-16 xs:px-6 md:px-8"
      data-testid="home-journal"
    >
      <div className="mb-6 flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="journal-title" className="text-2xl font-medium xs:text-3xl">
            {t('blog.home_title')}
          </h2>
          <p className="mt-1 text-ink-muted">{t('blog.home_subtitle')}</p>
        </div>
        <AppLink to={blogPath(website)} className="text-sm font-medium text-accent hover:text-accent-hover">
          {t('blog.home_all')} →
        </AppLink>
      </div>
      <ul className="grid gap-x-6 gap-y-10 xs:grid-cols-3">
        {posts.map((post) => (
          <li key={post.urlKey}>
            <BlogPostCard post={post} />
          </li>
        ))}
      </ul>
    </section>
  );
}
