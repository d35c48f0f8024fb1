// The product's designer, collection… (its `personally` entries): a card per entry with its
// picture, name and short description, linking to the entry's page with all its products.

import { AppLink } from '~/components/ui/AppLink';
import { useTranslation } from '~/i18n/react';
import { entryPath } from '~/lib/personally-paths';
import type { PersonallyLink } from './product-view';

export function ProductPersonally({ entries, website }: { entries: PersonallyLink[]; website: string }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="product-personally" data-testid="product-personally">
      <h2 id="product-personally" className="text-xl font-medium">
        {t('personally.block_title')}
      </h2>
      <ul className="mt-4 grid gap-4 xs:grid-cols-2">
        {entries.map((entry) => (
          <li key={`${entry.type}/${entry.key}`}>
            <AppLink
              to={entryPath(website, entry.type, entry.key)}
              className="group grid h-full grid-cols-[6rem_1fr] items-center gap-4 rounded-2xl border border-line p-3 hover:border-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent xs:grid-cols-[8rem_1fr]"
              data-testid="product-personally-entry"
            >
              <div className="aspect-square overflow-hidden rounded-xl bg-surface-muted">
                {entry.image ? (
                  <img
                    src={entry.image}
                    alt=""
                    width={160}
                    height={160}
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover"
                  />
                ) : null}
              </div>
              <div className="min-w-0">
                <p className="text-xs font-medium tracking-wide text-accent uppercase">{entry.typeTitle}</p>
                <p className="mt-1 font-medium group-hover:text-accent">{entry.title}</p>
                {entry.shortDescription ? (
                  <p className="mt-1 line-clamp-3 text-sm text-ink-muted">{entry.shortDescription}</p>
                ) : null}
                <p className="mt-2 text-sm text-accent underline">
                  {t('personally.more_about', { name: entry.title })}
                </p>
              </div>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
