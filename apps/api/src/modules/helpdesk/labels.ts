// The words of the helpdesk in the API's languages: status labels and the text of thread events
// (events are stored as facts and told in the reader's language).
import type { RequestContext } from '../../shared/context.ts';
import { type MailLanguage, mailLanguage } from '../mail/template.ts';
import { TICKET_STATUSES, type TicketStatus } from './status-machine.ts';
import type { HelpdeskEvent } from './tables.ts';

const STATUS_LABELS: Record<MailLanguage, Record<TicketStatus, string>> = {
  en: { new: 'New', open: 'Open', pending: 'Waiting for your reply', solved: 'Solved', closed: 'Closed' },
  ru: { new: 'Новое', open: 'Открыто', pending: 'Ждёт ответа клиента', solved: 'Решено', closed: 'Закрыто' },
  es: {
    new: 'Nueva',
    open: 'Abierta',
    pending: 'Esperando tu respuesta',
    solved: 'Resuelta',
    closed: 'Cerrada',
  },
};

export const languageOf = (ctx: RequestContext): MailLanguage => mailLanguage(ctx.locale);

export function statusLabel(ctx: RequestContext, status: TicketStatus): string {
  return STATUS_LABELS[languageOf(ctx)][status];
}

const labelOfId = (language: MailLanguage, id: number) =>
  STATUS_LABELS[language][TICKET_STATUSES[id - 1] ?? 'new'];

/** The sentence an event shows in the thread. */
export function eventText(ctx: RequestContext, event: HelpdeskEvent): string {
  const language = languageOf(ctx);
  switch (event.kind) {
    case 'status': {
      const from = labelOfId(language, event.from);
      const to = labelOfId(language, event.to);
      if (language === 'ru') return `Статус изменён: ${from} → ${to}.`;
      if (language === 'es') return `Estado cambiado: ${from} → ${to}.`;
      return `Status changed: ${from} → ${to}.`;
    }
    case 'manager':
      if (language === 'ru') return `Менеджер обращения: ${event.name ?? 'не назначен'}.`;
      if (language === 'es') return `Gestor de la consulta: ${event.name ?? 'sin asignar'}.`;
      return `The ticket's manager is now ${event.name ?? 'nobody'}.`;
    case 'rating':
      if (language === 'ru') return `Оценка ответа: ${event.rating} из 5.`;
      if (language === 'es') return `Valoración de la respuesta: ${event.rating} de 5.`;
      return `The answer was rated ${event.rating} of 5.`;
  }
}
