// "Ask a question" on a project, estimate, proposal or order page: opens the new-ticket form
// already linked to it, and — when the project or estimate has a conversation already — links to
// that thread with its manager as the contact. None on a Magento backend (the helpdesk is Atrium's).

import { Link } from 'react-router';
import { buttonClasses } from '~/components/ui/Button';
import { useTranslation } from '~/i18n/react';
import { useBackendHas } from '~/lib/backend';
import { helpdeskPaths, type TicketAbout } from './helpdesk-paths';
import type { TicketLinkView } from './helpdesk-view';

export function AskQuestion({
  website,
  about,
  ticket,
}: {
  website: string;
  about: Partial<TicketAbout>;
  ticket: TicketLinkView | null;
}) {
  const { t } = useTranslation();
  const offered = useBackendHas('helpdesk');
  if (!offered) return null;
  // Inside a project an estimate's page shows the project's action too: each says what it asks about.
  const label = about.estimateId
    ? 'helpdesk.ask_estimate'
    : about.orderNumber
      ? 'helpdesk.ask_order'
      : 'helpdesk.ask';
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2" data-testid="ask-question">
      <Link
        to={helpdeskPaths.newTicket(website, about)}
        className={buttonClasses('secondary', '!px-4 !py-2')}
        data-testid="ask-question-link"
      >
        {t(label)}
      </Link>
      {ticket ? (
        <p className="text-sm text-ink-muted" data-testid="ask-question-ticket">
          {ticket.managerName ? `${t('helpdesk.contact', { name: ticket.managerName })} · ` : ''}
          <Link
            to={helpdeskPaths.ticket({ website, projectId: null }, ticket.id)}
            className="font-medium text-accent hover:text-accent-hover"
          >
            {t('helpdesk.open_conversation')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
