// A personalised listing (/personally/{type}): the type's title and count, the filters and sort as
// links, the entries as cards, and lazy paging — "Show more" appends the next page through a
// fetcher; without JavaScript it is a link to that page, and page links are below.
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { AppLink } from '~/components/ui/AppLink';
import { Breadcrumbs } from '~/components/ui/Breadcrumbs';
import { buttonClasses } from '~/components/ui/Button';
import { useTranslation } from '~/i18n/react';
import { websiteHome } from '~/lib/shop/website-codes';
import { EntryCard } from './EntryCard';
import { PageLinks } from './PageLinks';
import { PersonallyFilters } from './PersonallyFilters';
import type { PersonallyEntryCard, PersonallyListingData } from './personally.server';
import { entryPath, listingPath, pageSearch } from './personally-url';

export function PersonallyListingPage({ data, website }: { data: PersonallyListingData; website: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<PersonallyListingData>();
  const [more, setMore] = useState<{ page: number; entries: PersonallyEntryCard[] }>({
    page: data.params.page,
    entries: [],
  });
  // a new page, filter or sort from the loader starts again from its own entries
  useEffect(() => setMore({ page: data.params.page, entries: [] }), [data]);
  const loaded = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (!loaded) return;
    setMore((m) =>
      loaded.params.page === m.page + 1
        ? { page: loaded.params.page, entries: [...m.entries, ...loaded.entries] }
        : m,
    );
  }, [loaded]);

  const path = listingPath(website, data.type);
  const entries = [...data.entries, ...more.entries];
  const nextPage = more.page + 1;
  const nextHref = `${path}${pageSearch(data.params, nextPage)}`;

  return (
    <div className="mx-auto max-w-[1440px] px-4 pt-6 pb-12 xs:px-6 md:px-8">
      <Breadcrumbs
        items={[{ text: t('breadcrumbs.home'), link: websiteHome(website) }, { text: data.title }]}
      />
      <header className="mt-6 mb-6 max-w-3xl">
        <h1 className="text-3xl leading-tight font-bold text-balance xs:text-4xl">{data.title}</h1>
        <p className="mt-3 text-lg text-ink-muted">{t('personally.subtitle')}</p>
        <p className="mt-2 text-sm text-ink-muted" data-testid="personally-total">
          {t('personally.count', { count: data.totalCount })}
        </p>
      </header>
      <PersonallyFilters aggregation={data.aggregation} params={data.params} path={path} />
      {entries.length > 0 ? (
        <ul className="mt-8 grid gap-6 xs:grid-cols-2 sm:grid-cols-3" data-testid="personally-entries">
          {entries.map((entry, i) => (
            <li key={entry.id}>
              <EntryCard entry={entry} href={entryPath(website, data.type, entry.url_key)} eager={i < 3} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-8 rounded-2xl bg-surface-muted p-8 text-center text-ink-muted">
          {t('personally.empty')}
        </p>
      )}
      {nextPage <= data.totalPages ? (
        <div className="mt-8 flex justify-center">
          <AppLink
            to={nextHref}
            onClick={(event) => {
              event.preventDefault();
              if (fetcher.state === 'idle') fetcher.load(nextHref);
            }}
            aria-disabled={fetcher.state !== 'idle'}
            className={buttonClasses('secondary')}
            data-testid="personally-show-more"
          >
            {fetcher.state !== 'idle' ? t('personally.loading') : t('personally.show_more')}
          </AppLink>
        </div>
      ) : null}
      <PageLinks
        page={data.params.page}
        totalPages={data.totalPages}
        href={(n) => `${path}${pageSearch(data.params, n)}`}
      />
    </div>
  );
}
