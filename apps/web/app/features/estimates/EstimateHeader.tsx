// The head of an estimate or proposal page: its name (a heading of the page, or of the project's
// tab inside a project), status, correction flag, project and dates, and the way to the other view
// of the same estimate (its proposal page, or the full estimate); the route's actions below (e.g.
// "Ask a question").
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { EstimateStatusBadge } from './EstimateStatusBadge';
import { type EstimateScope, estimatePaths, isProposalStatus } from './estimate-paths';
import { type EstimateView, formatEstimateDate } from './estimate-view';

export function EstimateHeader({
  view,
  scope,
  showing,
  actions,
}: {
  view: EstimateView;
  scope: EstimateScope;
  showing: 'estimate' | 'proposal';
  actions?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const Heading = scope.projectId === null ? 'h1' : 'h2';
  return (
    <header className="space-y-2" data-testid="estimate-header" data-estimate-id={view.id}>
      <div className="flex flex-wrap items-center gap-3">
        <Heading
          className={`min-w-0 font-medium break-words ${scope.projectId === null ? 'text-2xl xs:text-3xl' : 'text-xl'}`}
          data-testid="estimate-title"
        >
          {view.name}
        </Heading>
        <EstimateStatusBadge status={view.status} label={view.statusLabel} />
        {view.isCorrection ? (
          <span className="rounded-full border border-line px-2.5 py-0.5 text-xs text-ink-muted">
            {t('estimate.correction')}
          </span>
        ) : null}
      </div>
      <p className="text-sm text-ink-muted">
        {/* Inside its project (the tab's heading names it) the project goes without saying. */}
        {view.project && scope.projectId === null ? (
          <>
            {t('estimate.list.in_project')}{' '}
            <Link to={view.project.href} className="font-medium text-ink hover:text-accent">
              {view.project.name}
            </Link>
            {' · '}
          </>
        ) : null}
        {t('estimate.header.created', { date: formatEstimateDate(view.createdAt, i18n.language) })}
        {' · '}
        {t('estimate.header.updated', { date: formatEstimateDate(view.updatedAt, i18n.language, true) })}
      </p>
      {showing === 'estimate' && isProposalStatus(view.status) ? (
        <Link
          to={estimatePaths.proposal(scope, view.id)}
          className="inline-block text-sm font-medium text-accent hover:text-accent-hover"
          data-testid="estimate-open-proposal"
        >
          {t('estimate.header.open_proposal')}
        </Link>
      ) : null}
      {showing === 'proposal' ? (
        <Link
          to={estimatePaths.estimate(scope, view.id)}
          className="inline-block text-sm font-medium text-accent hover:text-accent-hover"
        >
          {t('estimate.header.open_estimate')}
        </Link>
      ) : null}
      {actions ? <div className="pt-1">{actions}</div> : null}
    </header>
  );
}
