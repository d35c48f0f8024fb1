// One ticket's page (customer/account/messages/{id}, and inside a project): the subject, status and
// what it is about; the timeline; the reply box (while the ticket takes replies); and a side panel
// with the department, the manager (choose or reassign), the status actions and the rating. The
// customer and the manager use the same page; the API's permissions say what each may do.

import { Link } from 'react-router';
import { useTranslation } from '~/i18n/react';
import type { ThreadData } from './helpdesk.server';
import type { ThreadAnswer } from './helpdesk-actions.server';
import { helpdeskPaths } from './helpdesk-paths';
import { formatTicketTime } from './helpdesk-view';
import { ReplyForm } from './ReplyForm';
import { ManagerForm, RatingForm, StatusActions } from './ThreadActions';
import { SubjectLinks } from './TicketListPage';
import { TicketStatusBadge } from './TicketStatusBadge';
import { Timeline } from './Timeline';

function Fact({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div data-testid={testId}>
      <dt className="text-xs font-medium tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words">{children}</dd>
    </div>
  );
}

export function ThreadPage({ data, answer }: { data: ThreadData; answer?: ThreadAnswer }) {
  const { t, i18n } = useTranslation();
  const { ticket, scope } = data;
  const Heading = scope.projectId === null ? 'h1' : 'h2';
  return (
    <div className="space-y-6" data-testid="thread-page" data-ticket-id={ticket.id} data-role={ticket.role}>
      <header className="space-y-2">
        <Link
          to={helpdeskPaths.list(scope)}
          className="text-sm font-medium text-accent hover:text-accent-hover"
        >
          {t('helpdesk.thread.back')}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <Heading
            className={`min-w-0 font-medium break-words ${scope.projectId === null ? 'text-2xl xs:text-3xl' : 'text-xl'}`}
            data-testid="thread-subject"
          >
            {ticket.subject}
          </Heading>
          <TicketStatusBadge status={ticket.status} label={ticket.statusLabel} role={ticket.role} />
        </div>
        <p className="text-sm text-ink-muted">
          {t('helpdesk.thread.number', { id: ticket.id })} ·{' '}
          {t('helpdesk.thread.opened', { date: formatTicketTime(ticket.createdAt, i18n.language) })}
        </p>
        <SubjectLinks links={ticket.about} />
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-8">
        <div className="min-w-0 space-y-8">
          <Timeline entries={ticket.timeline} />
          {ticket.permissions.reply ? (
            <section className="rounded-xl border border-line p-5 xs:p-6">
              <ReplyForm ticketKey={ticket.key} pageAnswer={answer} />
            </section>
          ) : (
            <p className="rounded-lg bg-surface-muted p-4 text-sm text-ink-muted" data-testid="reply-closed">
              {t('helpdesk.reply.closed')}
            </p>
          )}
        </div>
        <aside
          className="space-y-5 rounded-xl border border-line p-5 lg:self-start"
          aria-label={t('helpdesk.thread.details')}
        >
          <dl className="space-y-3">
            <Fact label={t('helpdesk.fields.department')}>{ticket.departmentLabel}</Fact>
            <Fact label={t('helpdesk.fields.manager')} testId="thread-manager">
              {ticket.managerName ?? t('helpdesk.manager.none')}
            </Fact>
            {ticket.role === 'MANAGER' ? (
              <Fact label={t('helpdesk.fields.customer')}>
                {ticket.customerName}
                <a href={`mailto:${ticket.customerEmail}`} className="block text-ink-muted hover:text-accent">
                  {ticket.customerEmail}
                </a>
              </Fact>
            ) : null}
          </dl>
          {ticket.permissions.set_manager &&
          ticket.managers.some((manager) => manager.id !== ticket.managerId) ? (
            <ManagerForm ticket={ticket} pageAnswer={answer} />
          ) : null}
          <StatusActions ticket={ticket} pageAnswer={answer} />
          {ticket.permissions.rate ? (
            <RatingForm ticket={ticket} pageAnswer={answer} />
          ) : ticket.rating !== null ? (
            <p className="text-sm" data-testid="ticket-rating">
              {t('helpdesk.rating.given', { count: ticket.rating })}
            </p>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
