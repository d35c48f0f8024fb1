// An estimate's status as a small label, coloured by whose turn it is (the customer's draft, our
// pricing, the partner's step, a ready proposal). Its words are the interface language's (the same
// as the history's and the messages'); the API's label, in the store view's language, only for a
// status this storefront does not know.
import { useTranslation } from '~/i18n/react';
import type { EstimateStatus } from '~/lib/graphql/generated';

const TONES: Record<EstimateStatus, string> = {
  draft: 'bg-surface-muted text-ink-muted',
  estimate: 'bg-accent-soft text-accent',
  discount_partner: 'bg-accent-soft text-accent',
  proposal: 'bg-success/10 text-success',
  on_cart: 'bg-surface-muted text-ink',
};

export function EstimateStatusBadge({ status, label }: { status: EstimateStatus; label: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-block shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium ${TONES[status]}`}
      data-testid="estimate-status"
      data-status={status}
    >
      {t(`estimate.status.${status}`, { defaultValue: label })}
    </span>
  );
}
