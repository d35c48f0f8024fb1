// The listing's filters and sort as links (they work without JavaScript): each option toggles in
// the URL, with the number of entries it would show; the chosen ones are marked pressed.

import { AppLink } from '~/components/ui/AppLink';
import { useTranslation } from '~/i18n/react';
import type { PersonallyListingData } from './personally.server';
import {
  clearFiltersSearch,
  FILTER_IDS,
  type PersonallyParams,
  SORTS,
  sortSearch,
  toggleOptionSearch,
} from './personally-url';

const chip =
  'inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';
const on = 'border-ink bg-ink text-surface';
const off = 'border-line bg-surface hover:border-ink';

type Filter = {
  id: string;
  label: string;
  options: { option_id: string; label?: string | null; count: number }[];
};

export function PersonallyFilters({
  aggregation,
  params,
  path,
}: {
  aggregation: PersonallyListingData['aggregation'];
  params: PersonallyParams;
  path: string;
}) {
  const { t } = useTranslation();
  const chosen = FILTER_IDS.some((id) => params.filters[id].length > 0);
  return (
    <div className="space-y-4" data-testid="personally-filters">
      {aggregation.map((filter: Filter) => {
        const id = filter.id as (typeof FILTER_IDS)[number];
        if (!FILTER_IDS.includes(id)) return null;
        return (
          <fieldset key={id}>
            <legend className="mb-2 text-sm font-medium text-ink-muted">{filter.label}</legend>
            <ul className="flex flex-wrap gap-2">
              {filter.options.map((option) => {
                const pressed = params.filters[id].includes(option.option_id);
                return (
                  <li key={option.option_id}>
                    <AppLink
                      to={`${path}${toggleOptionSearch(params, id, option.option_id)}`}
                      preventScrollReset
                      rel="nofollow"
                      aria-current={pressed ? 'true' : undefined}
                      className={`${chip} ${pressed ? on : off}`}
                      data-testid={`personally-filter-${id}`}
                    >
                      <span>{option.label ?? option.option_id}</span>
                      <span className={pressed ? 'text-surface/70' : 'text-ink-muted'}>{option.count}</span>
                    </AppLink>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <span className="text-ink-muted">{t('personally.sort')}:</span>
        <ul className="flex flex-wrap gap-2">
          {SORTS.map((sort) => (
            <li key={sort}>
              <AppLink
                to={`${path}${sortSearch(params, sort)}`}
                preventScrollReset
                rel="nofollow"
                aria-current={params.sort === sort ? 'true' : undefined}
                className={`${chip} ${params.sort === sort ? on : off}`}
              >
                {t(`personally.sort_${sort}`)}
              </AppLink>
            </li>
          ))}
        </ul>
        {chosen ? (
          <AppLink
            to={`${path}${clearFiltersSearch(params)}`}
            preventScrollReset
            className="text-accent underline"
          >
            {t('personally.clear_filters')}
          </AppLink>
        ) : null}
      </div>
    </div>
  );
}
