// Sort field and direction, list mode and page size. Selects navigate on change (and fall back to
// a plain GET form with an Apply button without JavaScript); the direction and mode are links.
import { type ChangeEvent, useId } from 'react';
import { useNavigate } from 'react-router';
import { AppLink } from '~/components/ui/AppLink';
import { ChevronDownIcon } from '~/components/ui/icons';
import { useTranslation } from '~/i18n/react';
import { GridIcon, ListIcon, SortAscIcon, SortDescIcon } from './icons';
import type { ListingData } from './listing.server';
import {
  type ListMode,
  PARAM,
  withDirectionToggled,
  withMode,
  withPageSize,
  withSortField,
} from './listing-url';
import { useListingParams } from './use-listing-params';

const selectClass =
  'appearance-none rounded-md border border-line bg-surface py-2 pr-8 pl-3 text-sm text-ink focus:border-accent focus:outline-2 focus:outline-accent/30';
const iconLink =
  'inline-flex size-9 items-center justify-center rounded-md border text-ink transition-colors focus-visible:outline-2 focus-visible:outline-accent';

/** Hidden copies of every other parameter, so the no-JavaScript form keeps them. */
function KeepParams({ params, except }: { params: URLSearchParams; except: string[] }) {
  return (
    <>
      {[...params].flatMap(([name, value]) =>
        except.includes(name) ? [] : [<input key={name} type="hidden" name={name} value={value} />],
      )}
    </>
  );
}

function Select({
  label,
  name,
  value,
  options,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  const id = useId();
  return (
    <span className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-ink-muted">
        {label}
      </label>
      <span className="relative">
        <select id={id} name={name} value={value} onChange={onChange} className={selectClass}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-ink-muted" />
      </span>
    </span>
  );
}

export function ListingToolbar({ listing }: { listing: ListingData }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, params, href } = useListingParams();
  const { sort, mode, pageSize } = listing;
  const go = (next: URLSearchParams) => navigate(href(next), { preventScrollReset: true });
  const descending = sort.direction === 'DESC';
  const modes: { mode: ListMode; label: string; icon: typeof GridIcon }[] = [
    { mode: 'grid', label: t('listing.mode_grid'), icon: GridIcon },
    { mode: 'list', label: t('listing.mode_list'), icon: ListIcon },
  ];

  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
      {sort.options.length > 0 ? (
        <form method="get" action={pathname} className="flex items-center gap-1.5">
          <KeepParams params={params} except={[PARAM.order, PARAM.dir, PARAM.page]} />
          <Select
            label={t('listing.sort_by')}
            name={PARAM.order}
            value={sort.field}
            options={sort.options.map((option) => ({
              value: option.value,
              label: option.label || t(`listing.sort_${option.value}`, { defaultValue: option.value }),
            }))}
            onChange={(event) => go(withSortField(params, event.target.value, sort.defaultField))}
          />
          <AppLink
            to={href(withDirectionToggled(params, sort))}
            prefetch="intent"
            preventScrollReset
            rel="nofollow"
            className={`${iconLink} border-line hover:border-ink`}
            aria-label={descending ? t('listing.sort_ascending') : t('listing.sort_descending')}
            title={descending ? t('listing.sort_ascending') : t('listing.sort_descending')}
            data-direction={sort.direction}
          >
            {descending ? <SortDescIcon className="size-5" /> : <SortAscIcon className="size-5" />}
          </AppLink>
          <noscript>
            <button type="submit" className="text-sm text-accent underline">
              {t('listing.apply')}
            </button>
          </noscript>
        </form>
      ) : null}

      {pageSize.allowed.length > 1 ? (
        <form method="get" action={pathname} className="flex items-center gap-1.5">
          <KeepParams params={params} except={[PARAM.limit, PARAM.page]} />
          <Select
            label={t('listing.per_page')}
            name={PARAM.limit}
            value={String(pageSize.size)}
            options={pageSize.allowed.map((size) => ({ value: String(size), label: String(size) }))}
            onChange={(event) => go(withPageSize(params, Number(event.target.value), pageSize))}
          />
          <noscript>
            <button type="submit" className="text-sm text-accent underline">
              {t('listing.apply')}
            </button>
          </noscript>
        </form>
      ) : null}

      {mode.switchable ? (
        <nav className="flex items-center gap-1.5" aria-label={t('listing.view_mode')}>
          {modes.map((item) => {
            const current = item.mode === mode.mode;
            const Icon = item.icon;
            return (
              <AppLink
                key={item.mode}
                to={href(withMode(params, item.mode, mode))}
                prefetch="intent"
                preventScrollReset
                rel="nofollow"
                aria-label={item.label}
                title={item.label}
                aria-current={current ? 'true' : undefined}
                className={`${iconLink} ${current ? 'border-accent bg-accent-soft text-accent' : 'border-line hover:border-ink'}`}
              >
                <Icon className="size-5" />
              </AppLink>
            );
          })}
        </nav>
      ) : null}
    </div>
  );
}
