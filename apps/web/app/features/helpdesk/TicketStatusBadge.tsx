// A ticket's status as a small label, coloured by whose turn it is (new and open: ours; pending:
// the customer's; solved and closed: nobody's). Its words are the interface language's, a pending
// ticket worded for the reader's side; the API's label only for a status this storefront does not know.
import { useTranslation } from '~/i18n/react';
import type { StatusCode } from './helpdesk-paths';

const TONES: Record<StatusCode, string> = {
  new: 'bg-accent-soft text-accent',
  open: 'bg-accent-soft text-accent',
  pending: 'bg-notice/10 text-notice',
  solved: 'bg-success/10 text-success',
  closed: 'bg-surface-muted text-ink-muted',
};

export function TicketStatusBadge({
  status,
  label,
  role = 'CUSTOMER',
}: {
  status: StatusCode;
  label: string;
  role?: 'CUSTOMER' | 'MANAGER';
}) {
  const { t } = useTranslation();
  const key = status === 'pending' && role === 'MANAGER' ? 'pending_manager' : status;
  return (
    <span
      className={`inline-block shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium ${TONES[status] ?? TONES.closed}`}
      data-testid="ticket-status"
      data-status={status}
    >
      {t(`helpdesk.status.${key}`, { defaultValue: label })}
    </span>
  );
}

/** The unread messages of a ticket or of the account, as a round count (nothing when none). */
export function UnreadBadge({ count, testId = 'unread-badge' }: { count: number; testId?: string }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span
      className="relative inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 py-0.5 text-xs leading-none font-medium text-white"
      data-testid={testId}
      data-count={count}
    >
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{t('helpdesk.unread', { count })}</span>
    </span>
  );
}
