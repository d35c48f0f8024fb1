// The head of an entry page (/personally/{type}/{key}): breadcrumbs, the entry's picture, title,
// type, description and product count. The products below are the route's listing grid.

import { Breadcrumbs } from '~/components/ui/Breadcrumbs';
import { useTranslation } from '~/i18n/react';
import { websiteHome } from '~/lib/shop/website-codes';
import type { PersonallyEntryData } from './personally.server';
import { listingPath } from './personally-url';

export function PersonallyEntryHeader({ data, website }: { data: PersonallyEntryData; website: string }) {
  const { t } = useTranslation();
  const { entry } = data;
  return (
    <>
      <Breadcrumbs
        items={[
          { text: t('breadcrumbs.home'), link: websiteHome(website) },
          { text: data.typeTitle, link: listingPath(website, data.type) },
          { text: entry.title ?? entry.url_key },
        ]}
      />
      <header className="mt-6 grid items-center gap-6 xs:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-10">
        <div className="aspect-[4/3] overflow-hidden rounded-2xl bg-surface-muted">
          {entry.image_url ? (
            <img
              src={entry.image_url}
              alt={t('personally.picture_of', { name: entry.title ?? '' })}
              width={640}
              height={480}
              fetchPriority="high"
              className="size-full object-cover"
            />
          ) : null}
        </div>
        <div className="max-w-2xl">
          <p className="text-sm font-medium tracking-wide text-accent uppercase">{data.typeTitle}</p>
          <h1 className="mt-2 text-3xl leading-tight font-bold text-balance xs:text-4xl">{entry.title}</h1>
          {entry.description ? (
            <div
              className="prose mt-4 space-y-3 text-ink-muted"
              // sanitised by the API (sanitize-html), like CMS content
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised HTML from the API
              dangerouslySetInnerHTML={{ __html: entry.description }}
            />
          ) : entry.short_description ? (
            <p className="mt-4 text-ink-muted">{entry.short_description}</p>
          ) : null}
          <p className="mt-4 text-sm font-medium" data-testid="personally-entry-total">
            {t('personally.products', { count: data.totalCount })}
          </p>
        </div>
      </header>
    </>
  );
}
