// Page links for the showcase (?p=N): previous, the pages around the current one, next.

import { AppLink } from '~/components/ui/AppLink';
import { useTranslation } from '~/i18n/react';

function pageHref(basePath: string, page: number): string {
  return page === 1 ? basePath : `${basePath}?p=${page}`;
}

export function pageWindow(current: number, total: number, radius = 2): number[] {
  const first = Math.max(1, Math.min(current - radius, total - radius * 2));
  const last = Math.min(total, first + radius * 2);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

export function Pagination({
  basePath,
  page,
  totalPages,
}: {
  basePath: string;
  page: number;
  totalPages: number;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const link = 'inline-flex min-w-10 items-center justify-center rounded-md border px-3 py-2 text-sm';
  return (
    <nav aria-label={t('showcase.pages')} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <AppLink
          to={pageHref(basePath, page - 1)}
          rel="prev"
          className={`${link} border-line hover:border-ink`}
        >
          {t('showcase.previous_page')}
        </AppLink>
      ) : null}
      {pageWindow(page, totalPages).map((number) =>
        number === page ? (
          <span key={number} aria-current="page" className={`${link} border-ink bg-primary text-surface`}>
            {number}
          </span>
        ) : (
          <AppLink
            key={number}
            to={pageHref(basePath, number)}
            className={`${link} border-line hover:border-ink`}
          >
            {number}
          </AppLink>
        ),
      )}
      {page < totalPages ? (
        <AppLink
          to={pageHref(basePath, page + 1)}
          rel="next"
          className={`${link} border-line hover:border-ink`}
        >
          {t('showcase.next_page')}
        </AppLink>
      ) : null}
    </nav>
  );
}
