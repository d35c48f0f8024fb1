// The read-only parts of an estimate page: the section frame, the totals, the people on the
// estimate and the history of its status changes (who, from → to, when, the note).
import type { ReactNode } from 'react';
import { useTranslation } from '~/i18n/react';
import { EstimateMoney } from './EstimateMoney';
import type { MoneyRangeView } from './estimate-money';
import { type EstimateView, formatEstimateDate } from './estimate-view';

export function Section({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className="rounded-xl border border-line p-5 xs:p-6" data-testid={testId}>
      <h2 className="mb-4 text-lg font-medium">{title}</h2>
      {children}
    </section>
  );
}

export function EstimateTotals({ view }: { view: EstimateView }) {
  const { t } = useTranslation();
  // What the cart will charge with VAT on the items: shown when there is VAT to add.
  const inclTax = sameRange(view.totals.grandTotalInclTax, view.totals.grandTotal)
    ? null
    : view.totals.grandTotalInclTax;
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm" data-testid="estimate-totals">
      <dt className="text-ink-muted">{t('estimate.totals.sub_total')}</dt>
      <dd className="text-right">
        <EstimateMoney range={view.totals.subTotal} />
      </dd>
      <dt className="text-ink-muted">{t('estimate.totals.delivery')}</dt>
      <dd className="text-right">
        <EstimateMoney range={view.totals.delivery} />
      </dd>
      <dt className="font-medium">{t('estimate.totals.grand_total')}</dt>
      <dd className="text-right font-medium" data-testid="estimate-grand-total">
        <EstimateMoney range={view.totals.grandTotal} />
      </dd>
      {inclTax ? (
        <>
          <dt className="text-ink-muted">{t('estimate.totals.grand_total_including_tax')}</dt>
          <dd className="text-right" data-testid="estimate-grand-total-incl-tax">
            <EstimateMoney range={inclTax} />
          </dd>
        </>
      ) : null}
    </dl>
  );
}

function sameRange(a: MoneyRangeView | null, b: MoneyRangeView | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function EstimatePeople({ view }: { view: EstimateView }) {
  const { t } = useTranslation();
  const person = (name: string, email: string | null) => (
    <span className="break-words">
      {name}
      {email ? <span className="text-ink-muted"> · {email}</span> : null}
    </span>
  );
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm" data-testid="estimate-people">
      <dt className="text-ink-muted">{t('estimate.people.owner')}</dt>
      <dd>{person(view.owner.name, view.owner.email)}</dd>
      <dt className="text-ink-muted">{t('estimate.people.partner')}</dt>
      <dd>
        {view.partner ? person(view.partner.name, view.partner.email) : t('estimate.people.no_partner')}
      </dd>
    </dl>
  );
}

export function EstimateHistory({ view }: { view: EstimateView }) {
  const { t, i18n } = useTranslation();
  if (view.history.length === 0)
    return <p className="text-sm text-ink-muted">{t('estimate.history.empty')}</p>;
  return (
    <ol className="space-y-3" data-testid="estimate-history">
      {view.history.map((change) => (
        <li
          key={change.key}
          className="border-l-2 border-line pl-3 text-sm"
          data-testid="estimate-history-entry"
        >
          <p>
            {change.from
              ? t('estimate.history.moved', {
                  from: t(`estimate.status.${change.from}`),
                  to: t(`estimate.status.${change.to}`),
                })
              : t('estimate.history.created', { to: t(`estimate.status.${change.to}`) })}
          </p>
          <p className="text-xs text-ink-muted">
            {change.by} · {formatEstimateDate(change.at, i18n.language, true)}
          </p>
          {change.note ? <p className="mt-1 whitespace-pre-line break-words">{change.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
