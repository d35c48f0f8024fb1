// The active filters as chips, each removable on its own, and "Clear all".

import { AppLink } from '~/components/ui/AppLink';
import { CloseIcon } from '~/components/ui/icons';
import { useTranslation } from '~/i18n/react';
import type { ActiveChip } from './facets';
import { clearFilters, removeFilter } from './listing-url';
import { rangeLabel } from './range-label';
import { useListingParams } from './use-listing-params';

export function chipText(
  chip: ActiveChip,
  t: Parameters<typeof rangeLabel>[0],
  currency: string | null,
  locale: string,
): string {
  return chip.kind === 'range'
    ? rangeLabel(t, chip.code, chip.value, null, currency, locale)
    : (chip.label ?? chip.value);
}

export function ActiveFilters({
  chips,
  filterCodes,
  currency,
}: {
  chips: ActiveChip[];
  filterCodes: string[];
  currency: string | null;
}) {
  const { t, i18n } = useTranslation();
  const { params, href } = useListingParams();
  if (chips.length === 0) return null;
  return (
    <section aria-label={t('listing.active_filters')} className="flex flex-wrap items-center gap-2">
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => {
          const value = chipText(chip, t, currency, i18n.language);
          return (
            <li key={`${chip.code}:${chip.value}`}>
              <AppLink
                to={href(removeFilter(params, chip.code, chip.kind === 'range' ? undefined : chip.value))}
                prefetch="intent"
                preventScrollReset
                rel="nofollow"
                aria-label={t('listing.remove_filter', { name: chip.facetLabel, value })}
                className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface-muted py-1 pr-2 pl-3 text-sm hover:border-ink focus-visible:outline-2 focus-visible:outline-accent"
              >
                <span className="text-ink-muted">{chip.facetLabel}:</span>
                <span>{value}</span>
                <CloseIcon className="size-4" />
              </AppLink>
            </li>
          );
        })}
      </ul>
      <AppLink
        to={href(clearFilters(params, filterCodes))}
        prefetch="intent"
        preventScrollReset
        rel="nofollow"
        className="text-sm font-medium text-accent hover:underline"
      >
        {t('listing.clear_all')}
      </AppLink>
    </section>
  );
}
