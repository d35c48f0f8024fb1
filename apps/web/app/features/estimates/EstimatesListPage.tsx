// /customer/account/estimates and /proposals, and the same tabs of a project (spec §2): each
// estimate with its status, project, item count, grand total and date — a table on wider screens,
// cards on phones. "Show more" appends the next page in place once JavaScript runs (a fetcher loads
// `?page=N` from this route, spec §4 lazy paging); before that it is a plain link to that page.
import { useEffect, useState } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { buttonClasses } from '~/components/ui/Button';
import { Spinner } from '~/components/ui/Spinner';
import { useTranslation } from '~/i18n/react';
import { EstimateMoney } from './EstimateMoney';
import { EstimateStatusBadge } from './EstimateStatusBadge';
import { appendPage, hasMore, nextPageHref, startList } from './estimate-paging';
import { estimatePaths } from './estimate-paths';
import { type EstimateCardView, formatEstimateDate } from './estimate-view';
import type { EstimatesListData } from './estimates.server';

const ROW = 'sm:grid sm:grid-cols-[minmax(0,2fr)_12.5rem_5rem_minmax(0,1.4fr)_7rem] sm:items-center sm:gap-4';

function Cell({
  label,
  children,
  className = '',
}: {
  label: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex items-baseline justify-between gap-3 sm:block ${className}`}>
      <dt className="text-sm text-ink-muted sm:sr-only">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/** One estimate; inside a project its project goes without saying. */
function EstimateRow({ estimate, inProject }: { estimate: EstimateCardView; inProject: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <li
      className="rounded-xl border border-line p-4 sm:rounded-none sm:border-0 sm:px-0 sm:py-4"
      data-testid="estimate-card"
    >
      <dl className={`space-y-2 sm:space-y-0 ${ROW}`}>
        <div className="min-w-0">
          <dt className="sr-only">{t('estimate.fields.name')}</dt>
          <dd>
            <Link
              to={estimate.href}
              className="font-medium break-words text-ink hover:text-accent"
              data-testid="estimate-card-link"
            >
              {estimate.name}
            </Link>
            {estimate.project && !inProject ? (
              <span className="mt-0.5 block text-sm text-ink-muted">
                {t('estimate.list.in_project')}{' '}
                <Link to={estimate.project.href} className="hover:text-accent">
                  {estimate.project.name}
                </Link>
              </span>
            ) : null}
          </dd>
        </div>
        <Cell label={t('estimate.fields.status')}>
          <EstimateStatusBadge status={estimate.status} label={estimate.statusLabel} />
          {estimate.isCorrection ? (
            <span className="ml-2 text-xs text-ink-muted sm:mt-1 sm:ml-0 sm:block">
              {t('estimate.correction')}
            </span>
          ) : null}
        </Cell>
        <Cell label={t('estimate.fields.items')}>{estimate.itemCount}</Cell>
        <Cell label={t('estimate.fields.grand_total')}>
          <EstimateMoney range={estimate.total} className="font-medium" />
        </Cell>
        <Cell label={t('estimate.fields.created')}>
          {formatEstimateDate(estimate.createdAt, i18n.language)}
        </Cell>
      </dl>
    </li>
  );
}

export function EstimatesListPage({ data }: { data: EstimatesListData }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const fetcher = useFetcher<EstimatesListData>();
  const [list, setList] = useState(() => startList(data));
  // A navigation (another list, ?page=N) starts again from what the loader answered.
  useEffect(() => setList(startList(data)), [data]);
  useEffect(() => {
    if (fetcher.data) {
      const next = fetcher.data;
      setList((current) => appendPage(current, next));
    }
  }, [fetcher.data]);

  const proposals = data.kind === 'proposals';
  const inProject = data.projectId !== null;
  const Heading = inProject ? 'h2' : 'h1';
  const more = nextPageHref(pathname, list);
  const loading = fetcher.state !== 'idle';
  return (
    <div className="space-y-6" data-testid="estimates-list-page" data-kind={data.kind}>
      <div>
        <Heading className={inProject ? 'text-xl font-medium' : 'text-2xl font-medium xs:text-3xl'}>
          {t(proposals ? 'estimate.list.proposals_title' : 'estimate.list.title')}
        </Heading>
        <p className="mt-2 text-sm text-ink-muted">
          {t(proposals ? 'estimate.list.proposals_count' : 'estimate.list.count', { count: data.totalCount })}
        </p>
      </div>
      {list.items.length === 0 ? (
        <div
          className="rounded-lg border border-dashed border-line p-8 text-center"
          data-testid="estimates-empty"
        >
          <p className="font-medium">
            {t(proposals ? 'estimate.list.proposals_empty' : 'estimate.list.empty')}
          </p>
          <p className="mt-2 text-sm text-ink-muted">
            {t(proposals ? 'estimate.list.proposals_empty_hint' : 'estimate.list.empty_hint')}
          </p>
        </div>
      ) : (
        <div>
          <div
            aria-hidden="true"
            className={`hidden border-b border-line pb-2 text-xs font-medium tracking-wide text-ink-muted uppercase ${ROW}`}
          >
            <span>{t('estimate.fields.name')}</span>
            <span>{t('estimate.fields.status')}</span>
            <span>{t('estimate.fields.items')}</span>
            <span>{t('estimate.fields.grand_total')}</span>
            <span>{t('estimate.fields.created')}</span>
          </div>
          <ul className="space-y-3 sm:space-y-0 sm:divide-y sm:divide-line" data-testid="estimates-list">
            {list.items.map((estimate) => (
              <EstimateRow key={estimate.id} estimate={estimate} inProject={inProject} />
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-4">
        {hasMore(list) ? (
          <Link
            to={more}
            onClick={(event) => {
              event.preventDefault();
              if (!loading) fetcher.load(more);
            }}
            aria-disabled={loading || undefined}
            className={buttonClasses('secondary')}
            data-testid="estimates-show-more"
          >
            {loading ? <Spinner className="size-4" /> : null}
            {t('estimate.list.show_more')}
          </Link>
        ) : null}
        {list.page > 1 && data.page > 1 ? (
          <Link
            to={estimatePaths.list({ website: data.website, projectId: data.projectId }, data.kind)}
            className="text-sm font-medium text-accent hover:text-accent-hover"
          >
            {t('estimate.list.first_page')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
