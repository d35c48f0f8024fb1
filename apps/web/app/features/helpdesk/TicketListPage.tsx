// The messages list (customer/account/messages, and a project's messages tab): filter chips by
// status, each ticket with its status, subject, what it is about (links), department and manager,
// the last message's time in the interface language and its unread count — a table on wider
// screens, cards on phones — and pages. Tickets with unread messages come first (the API's order).

import { Link } from 'react-router';
import { buttonClasses } from '~/components/ui/Button';
import { useTranslation } from '~/i18n/react';
import type { TicketListData } from './helpdesk.server';
import { helpdeskPaths, STATUS_CODES, type StatusCode } from './helpdesk-paths';
import { formatTicketTime, type SubjectLink, type TicketCardView } from './helpdesk-view';
import { TicketStatusBadge, UnreadBadge } from './TicketStatusBadge';

const ROW = 'sm:grid sm:grid-cols-[minmax(0,2.2fr)_11rem_minmax(0,1.4fr)_10rem] sm:items-center sm:gap-4';

export function SubjectLinks({ links }: { links: SubjectLink[] }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <span className="block text-sm text-ink-muted" data-testid="ticket-about">
      {t('helpdesk.about')}{' '}
      {links.map((link, index) => (
        <span key={link.kind}>
          {index > 0 ? ', ' : ''}
          {t(`helpdesk.subject.${link.kind}`)}{' '}
          <Link to={link.href} className="font-medium text-ink hover:text-accent">
            {link.label}
          </Link>
        </span>
      ))}
    </span>
  );
}

function TicketRow({ ticket }: { ticket: TicketCardView }) {
  const { t, i18n } = useTranslation();
  const unread = ticket.unreadCount > 0;
  return (
    <li
      className={`rounded-xl border p-4 sm:rounded-none sm:border-0 sm:px-2 sm:py-4 ${unread ? 'border-accent/40 bg-accent-soft/40' : 'border-line'}`}
      data-testid="ticket-card"
      data-ticket-id={ticket.id}
      data-unread={ticket.unreadCount}
    >
      <div className={`space-y-2 sm:space-y-0 ${ROW}`}>
        <div className="min-w-0">
          <div className="flex items-center gap-2">
            <Link
              to={ticket.href}
              className={`break-words text-ink hover:text-accent ${unread ? 'font-semibold' : 'font-medium'}`}
              data-testid="ticket-link"
            >
              {ticket.subject}
            </Link>
            <UnreadBadge count={ticket.unreadCount} />
          </div>
          <SubjectLinks links={ticket.about} />
        </div>
        <div>
          <TicketStatusBadge status={ticket.status} label={ticket.statusLabel} role={ticket.role} />
        </div>
        <p className="text-sm text-ink-muted">
          {ticket.departmentLabel}
          {ticket.managerName ? ` · ${ticket.managerName}` : ''}
        </p>
        <p className="text-sm text-ink-muted">
          <span className="sm:sr-only">{t('helpdesk.list.last_message')} </span>
          <time dateTime={`${ticket.lastMessageAt.replace(' ', 'T')}Z`}>
            {formatTicketTime(ticket.lastMessageAt, i18n.language)}
          </time>
        </p>
      </div>
    </li>
  );
}

function StatusChips({ data }: { data: TicketListData }) {
  const { t } = useTranslation();
  const chips: (StatusCode | null)[] = [null, ...STATUS_CODES];
  return (
    <nav aria-label={t('helpdesk.list.filter')} data-testid="ticket-filters">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
        {chips.map((status) => {
          const current = status === data.status;
          return (
            <li key={status ?? 'all'} className="shrink-0">
              <Link
                to={helpdeskPaths.list(data.scope, { status })}
                aria-current={current ? 'page' : undefined}
                className={`block rounded-full border px-3.5 py-1.5 text-sm ${
                  current
                    ? 'border-accent bg-accent-soft font-medium text-accent'
                    : 'border-line hover:border-ink'
                }`}
              >
                {/* The list mixes both sides' tickets for a manager: "pending" in neutral words. */}
                {status === null
                  ? t('helpdesk.list.all')
                  : t(status === 'pending' ? 'helpdesk.list.pending' : `helpdesk.status.${status}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function TicketListPage({ data, newTicketHref }: { data: TicketListData; newTicketHref: string }) {
  const { t } = useTranslation();
  const inProject = data.scope.projectId !== null;
  const Heading = inProject ? 'h2' : 'h1';
  return (
    <div className="space-y-6" data-testid="tickets-page">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <Heading className={inProject ? 'text-xl font-medium' : 'text-2xl font-medium xs:text-3xl'}>
            {t('helpdesk.list.title')}
          </Heading>
          <p className="mt-2 text-sm text-ink-muted" data-testid="tickets-count">
            {t('helpdesk.list.count', { count: data.totalCount })}
            {data.unreadCount > 0 ? ` · ${t('helpdesk.unread', { count: data.unreadCount })}` : ''}
          </p>
        </div>
        <Link to={newTicketHref} className={buttonClasses('accent')} data-testid="ticket-new">
          {t('helpdesk.new.open')}
        </Link>
      </div>
      <StatusChips data={data} />
      {data.tickets.length === 0 ? (
        <div
          className="rounded-lg border border-dashed border-line p-8 text-center"
          data-testid="tickets-empty"
        >
          <p className="font-medium">
            {t(data.status ? 'helpdesk.list.empty_status' : 'helpdesk.list.empty')}
          </p>
          <p className="mt-2 text-sm text-ink-muted">{t('helpdesk.list.empty_hint')}</p>
        </div>
      ) : (
        <div>
          <div
            aria-hidden="true"
            className={`hidden border-b border-line px-2 pb-2 text-xs font-medium tracking-wide text-ink-muted uppercase ${ROW}`}
          >
            <span>{t('helpdesk.fields.subject')}</span>
            <span>{t('helpdesk.fields.status')}</span>
            <span>{t('helpdesk.fields.department')}</span>
            <span>{t('helpdesk.list.last_message')}</span>
          </div>
          <ul className="space-y-3 sm:space-y-0 sm:divide-y sm:divide-line" data-testid="tickets-list">
            {data.tickets.map((ticket) => (
              <TicketRow key={ticket.id} ticket={ticket} />
            ))}
          </ul>
        </div>
      )}
      <Paging data={data} />
    </div>
  );
}

function Paging({ data }: { data: TicketListData }) {
  const { t } = useTranslation();
  if (data.totalPages <= 1) return null;
  const link = (page: number) => helpdeskPaths.list(data.scope, { status: data.status, page });
  return (
    <nav aria-label={t('helpdesk.list.pages')} className="flex items-center justify-between gap-4 text-sm">
      {data.page > 1 ? (
        <Link to={link(data.page - 1)} className={buttonClasses('secondary')} rel="prev">
          {t('helpdesk.list.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-ink-muted">
        {t('helpdesk.list.page_of', { page: data.page, total: data.totalPages })}
      </span>
      {data.page < data.totalPages ? (
        <Link to={link(data.page + 1)} className={buttonClasses('secondary')} rel="next">
          {t('helpdesk.list.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
