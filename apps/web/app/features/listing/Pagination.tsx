// Page links with previous / next. Long runs of pages collapse to an ellipsis around the current
// page. The next page is prefetched once visible (it is the likeliest click); the others on intent.

import { AppLink } from '~/components/ui/AppLink';
import { ChevronRightIcon } from '~/components/ui/icons';
import { useTranslation } from '~/i18n/react';
import { ChevronLeftIcon } from './icons';
import { withPage } from './listing-url';
import { useListingParams } from './use-listing-params';

/** 1 … 4 5 [6] 7 8 … 20: first, last, and two either side of the current page. */
export function pageWindow(current: number, total: number): (number | 'gap')[] {
  const pages = new Set([1, total]);
  for (let page = current - 2; page <= current + 2; page++) if (page >= 1 && page <= total) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((page, index) => {
    const previous = sorted[index - 1];
    if (previous === undefined || page - previous === 1) return [page];
    return page - previous === 2 ? [previous + 1, page] : ['gap' as const, page];
  });
}

const cell =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-md px-3 text-sm focus-visible:outline-2 focus-visible:outline-accent';

export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const { t } = useTranslation();
  const { params, href } = useListingParams();
  if (totalPages <= 1) return null;
  const link = (target: number) => href(withPage(params, target));
  return (
    <nav aria-label={t('listing.pagination')} className="flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {page > 1 ? (
            <AppLink
              to={link(page - 1)}
              prefetch="intent"
              rel="prev"
              className={`${cell} hover:bg-surface-muted`}
            >
              <ChevronLeftIcon className="size-4" />
              <span className="sr-only xs:not-sr-only">{t('listing.previous')}</span>
            </AppLink>
          ) : null}
        </li>
        {pageWindow(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} className="px-1 text-ink-muted" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span aria-current="page" className={`${cell} bg-primary font-medium text-surface`}>
                  {item}
                </span>
              ) : (
                <AppLink
                  to={link(item)}
                  prefetch="intent"
                  aria-label={t('listing.page', { page: item })}
                  className={`${cell} hover:bg-surface-muted`}
                >
                  {item}
                </AppLink>
              )}
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <AppLink to={link(page + 1)} rel="next" className={`${cell} hover:bg-surface-muted`}>
              <span className="sr-only xs:not-sr-only">{t('listing.next')}</span>
              <ChevronRightIcon className="size-4" />
            </AppLink>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
