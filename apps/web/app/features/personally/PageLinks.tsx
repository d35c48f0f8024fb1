// Page links (?p=N) for the personalised pages: how they page without JavaScript.

import { AppLink } from '~/components/ui/AppLink';
import { useTranslation } from '~/i18n/react';

export function PageLinks({
  page,
  totalPages,
  href,
}: {
  page: number;
  totalPages: number;
  href: (page: number) => string;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const link =
    'inline-flex min-w-10 min-h-10 items-center justify-center rounded-full px-3 text-sm hover:bg-surface-muted';
  return (
    <nav
      aria-label={t('personally.pages')}
      className="mt-8 flex flex-wrap items-center justify-center gap-1"
      data-testid="personally-pages"
    >
      {page > 1 ? (
        <AppLink to={href(page - 1)} className={link} rel="prev">
          {t('personally.previous_page')}
        </AppLink>
      ) : null}
      {Array.from({ length: totalPages }, (_, i) => i + 1).map((n) =>
        n === page ? (
          <span key={n} aria-current="page" className={`${link} bg-ink text-surface hover:bg-ink`}>
            {n}
          </span>
        ) : (
          <AppLink key={n} to={href(n)} className={link}>
            {n}
          </AppLink>
        ),
      )}
      {page < totalPages ? (
        <AppLink to={href(page + 1)} className={link} rel="next">
          {t('personally.next_page')}
        </AppLink>
      ) : null}
    </nav>
  );
}
