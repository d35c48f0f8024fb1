// An entry of a personalised listing (a designer, a collection) as a card: its own picture with a
// strip of its products' pictures, the title, the short description and how many products it has.

import { AppLink } from '~/components/ui/AppLink';
import { useTranslation } from '~/i18n/react';
import type { PersonallyEntryCard } from './personally.server';

export function EntryCard({
  entry,
  href,
  eager,
}: {
  entry: PersonallyEntryCard;
  href: string;
  eager: boolean;
}) {
  const { t } = useTranslation();
  const strip = (entry.images ?? []).flatMap((url) => (url ? [url] : [])).slice(0, 4);
  return (
    <AppLink
      to={href}
      prefetch="intent"
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent"
      data-testid="personally-entry-card"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-surface-muted">
        {entry.image_url ? (
          <img
            src={entry.image_url}
            alt=""
            width={640}
            height={480}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : null}
      </div>
      {strip.length > 0 ? (
        <ul className="grid grid-cols-4 gap-1 border-b border-line bg-surface-muted p-1" aria-hidden="true">
          {strip.map((url) => (
            <li key={url} className="aspect-square overflow-hidden rounded-md bg-surface">
              <img
                src={url}
                alt=""
                width={120}
                height={120}
                loading="lazy"
                decoding="async"
                className="size-full object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-1 flex-col p-4 xs:p-5">
        <h2 className="text-lg font-medium group-hover:text-accent">{entry.title}</h2>
        {entry.short_description ? (
          <p className="mt-1 line-clamp-2 text-sm text-ink-muted">{entry.short_description}</p>
        ) : null}
        <p className="mt-auto pt-3 text-sm font-medium" data-testid="personally-entry-count">
          {t('personally.products', { count: entry.product_count })}
        </p>
      </div>
    </AppLink>
  );
}
