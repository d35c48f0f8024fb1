// The account dashboard's list of estimates waiting for the reader (issue 14 §2): a manager's in
// status `estimate` ("waiting for you": priced by them), a partner's in `discount_partner`
// ("waiting for your discount"). The newest few, each linked, and the way to all estimates.

import { Link } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { EstimateMoney } from './EstimateMoney';
import { estimatePaths } from './estimate-paths';
import { formatEstimateDate } from './estimate-view';
import type { WaitingEstimates as WaitingData } from './estimates.server';

export function WaitingEstimates({ website, waiting }: { website: string; waiting: WaitingData }) {
  const { t, i18n } = useTranslation();
  const forManager = waiting.status === 'estimate';
  const title = t(forManager ? 'estimate.waiting.manager_title' : 'estimate.waiting.partner_title');
  return (
    <section
      aria-labelledby="waiting-estimates-title"
      className="rounded-xl border border-line p-5 xs:p-6 sm:col-span-2"
      data-testid="waiting-estimates"
      data-status={waiting.status}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="waiting-estimates-title" className="text-lg font-medium">
          {title}
        </h2>
        <Link
          to={estimatePaths.list({ website, projectId: null }, 'estimates')}
          className="text-sm font-medium text-accent hover:text-accent-hover"
        >
          {t('estimate.waiting.all')}
        </Link>
      </div>
      <p className="mt-1 text-sm text-ink-muted">
        {t(forManager ? 'estimate.waiting.manager_count' : 'estimate.waiting.partner_count', {
          count: waiting.totalCount,
        })}
      </p>
      {waiting.estimates.length > 0 ? (
        <ul className="mt-4 divide-y divide-line" data-testid="waiting-estimates-list">
          {waiting.estimates.map((estimate) => (
            <li
              key={estimate.id}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3"
            >
              <div className="min-w-0">
                <Link to={estimate.href} className="font-medium break-words hover:text-accent">
                  {estimate.name}
                </Link>
                <p className="text-sm text-ink-muted">
                  {estimate.project ? `${estimate.project.name} · ` : ''}
                  {formatEstimateDate(estimate.createdAt, i18n.language)}
                </p>
              </div>
              <EstimateMoney range={estimate.total} className="text-sm font-medium" />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
