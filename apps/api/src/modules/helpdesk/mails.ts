// The mails of the helpdesk, in the recipient's language, each with the link to the ticket's page:
// the ticket's manager (or the department's managers while it has none) hears of a new ticket and
// of a customer's reply; the customer hears of a manager's reply. Events (status, manager, rating)
// send nothing.
import type { MailLanguage, MailTemplate } from '../mail/template.ts';

export interface TicketMailData {
  ticketId: number;
  subject: string;
  authorName: string;
  /** The message, as written (plain text). */
  content: string;
  link: string;
}

type Texts = (d: TicketMailData) => { subject: string; lead: string; label: string };

function template(name: string, texts: Record<MailLanguage, Texts>): MailTemplate<TicketMailData> {
  return {
    name,
    content({ language }, data) {
      const t = texts[language](data);
      return {
        subject: t.subject,
        paragraphs: [t.lead, data.content],
        action: { label: t.label, url: data.link },
      };
    },
  };
}

export const newTicketTemplate = template('helpdesk-new-ticket', {
  en: (d) => ({
    subject: `New ticket #${d.ticketId}: ${d.subject}`,
    lead: `${d.authorName} opened the ticket #${d.ticketId} "${d.subject}":`,
    label: 'Open the ticket',
  }),
  ru: (d) => ({
    subject: `Новое обращение №${d.ticketId}: ${d.subject}`,
    lead: `${d.authorName} открыл(а) обращение №${d.ticketId} «${d.subject}»:`,
    label: 'Открыть обращение',
  }),
  es: (d) => ({
    subject: `Nueva consulta n.º ${d.ticketId}: ${d.subject}`,
    lead: `${d.authorName} ha abierto la consulta n.º ${d.ticketId} «${d.subject}»:`,
    label: 'Abrir la consulta',
  }),
});

export const customerReplyTemplate = template('helpdesk-customer-reply', {
  en: (d) => ({
    subject: `Reply in ticket #${d.ticketId}: ${d.subject}`,
    lead: `${d.authorName} replied in the ticket #${d.ticketId} "${d.subject}":`,
    label: 'Answer in the ticket',
  }),
  ru: (d) => ({
    subject: `Ответ в обращении №${d.ticketId}: ${d.subject}`,
    lead: `${d.authorName} ответил(а) в обращении №${d.ticketId} «${d.subject}»:`,
    label: 'Ответить в обращении',
  }),
  es: (d) => ({
    subject: `Respuesta en la consulta n.º ${d.ticketId}: ${d.subject}`,
    lead: `${d.authorName} ha respondido en la consulta n.º ${d.ticketId} «${d.subject}»:`,
    label: 'Responder en la consulta',
  }),
});

export const managerReplyTemplate = template('helpdesk-manager-reply', {
  en: (d) => ({
    subject: `We answered your ticket #${d.ticketId}: ${d.subject}`,
    lead: `${d.authorName} answered your ticket #${d.ticketId} "${d.subject}":`,
    label: 'Read and reply',
  }),
  ru: (d) => ({
    subject: `Ответ на ваше обращение №${d.ticketId}: ${d.subject}`,
    lead: `${d.authorName} ответил(а) на ваше обращение №${d.ticketId} «${d.subject}»:`,
    label: 'Прочитать и ответить',
  }),
  es: (d) => ({
    subject: `Hemos respondido a tu consulta n.º ${d.ticketId}: ${d.subject}`,
    lead: `${d.authorName} ha respondido a tu consulta n.º ${d.ticketId} «${d.subject}»:`,
    label: 'Leer y responder',
  }),
});
