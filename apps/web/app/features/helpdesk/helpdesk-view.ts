// Tickets as the messages pages show them (pure): the list's cards, the thread's timeline with its
// attachments (linked to the storefront's download route), and what the ticket is about.
import type {
  HelpdeskMessageFieldsFragment,
  HelpdeskTicketCardFieldsFragment,
  HelpdeskTicketFieldsFragment,
  HelpdeskTicketLinkFieldsFragment,
} from '~/lib/graphql/generated';
import { fileKindOf } from './attachment-rules';
import { type HelpdeskScope, helpdeskPaths, type StatusCode } from './helpdesk-paths';

export interface SubjectLink {
  kind: 'project' | 'estimate' | 'order';
  label: string;
  href: string;
}

export interface TicketCardView {
  id: number;
  subject: string;
  status: StatusCode;
  statusLabel: string;
  /** The reader's side: a pending ticket waits for the customer, which each side words its own way. */
  role: 'CUSTOMER' | 'MANAGER';
  href: string;
  lastMessageAt: string;
  unreadCount: number;
  about: SubjectLink[];
  departmentLabel: string;
  managerName: string | null;
}

/** The project, estimate and order a ticket is about, as links in the account. */
export function subjectLinks(ticket: HelpdeskTicketCardFieldsFragment, website: string): SubjectLink[] {
  const links: SubjectLink[] = [];
  if (ticket.project) {
    links.push({
      kind: 'project',
      label: ticket.project.name,
      href: helpdeskPaths.project(website, ticket.project.id),
    });
  }
  if (ticket.estimate) {
    links.push({
      kind: 'estimate',
      label: ticket.estimate.name,
      href: helpdeskPaths.estimate(website, ticket.estimate.id),
    });
  }
  if (ticket.order) {
    links.push({
      kind: 'order',
      label: ticket.order.number,
      href: helpdeskPaths.order(website, ticket.order.number),
    });
  }
  return links;
}

export function toTicketCard(ticket: HelpdeskTicketCardFieldsFragment, scope: HelpdeskScope): TicketCardView {
  return {
    id: ticket.entity_id,
    subject: ticket.subject,
    status: ticket.status.code,
    statusLabel: ticket.status.label,
    role: ticket.role,
    href: helpdeskPaths.ticket(scope, ticket.entity_id),
    lastMessageAt: ticket.last_message_at,
    unreadCount: ticket.unread_count,
    about: subjectLinks(ticket, scope.website),
    departmentLabel: ticket.department.current_storefront_label,
    managerName: ticket.manager?.name ?? null,
  };
}

export interface AttachmentView {
  id: number;
  fileName: string;
  size: number;
  kind: ReturnType<typeof fileKindOf>;
  href: string;
}

export interface TimelineEntry {
  id: number;
  kind: 'message' | 'event';
  content: string;
  authorName: string;
  createdAt: string;
  isOwn: boolean;
  /** From the manager's side (for a customer) or the customer's (for a manager). */
  fromManager: boolean;
  /** Unread when the page was opened (the loader has marked it read since). */
  wasUnread: boolean;
  attachments: AttachmentView[];
}

function toTimelineEntry(
  message: HelpdeskMessageFieldsFragment,
  website: string,
  ticketId: number,
): TimelineEntry {
  return {
    id: message.id,
    kind: message.timeline_type === 'event' ? 'event' : 'message',
    content: message.content,
    authorName: message.author_name,
    createdAt: message.created_at,
    isOwn: message.is_own,
    fromManager: message.type === 'manager-reply',
    wasUnread: message.status === 'unread' && !message.is_own,
    attachments: message.attachments.map((file) => ({
      id: file.id,
      fileName: file.file_name,
      size: file.size,
      kind: fileKindOf(file.extension),
      href: helpdeskPaths.attachment(website, ticketId, file.id),
    })),
  };
}

export interface ThreadView extends TicketCardView {
  key: string;
  createdAt: string;
  rating: number | null;
  customerName: string;
  customerEmail: string;
  managerId: number | null;
  managers: { id: number; name: string }[];
  timeline: TimelineEntry[];
  permissions: HelpdeskTicketFieldsFragment['permissions'];
}

export function toThreadView(ticket: HelpdeskTicketFieldsFragment, scope: HelpdeskScope): ThreadView {
  return {
    ...toTicketCard(ticket, scope),
    key: ticket.uid,
    createdAt: ticket.created_at,
    rating: ticket.customer_rating ?? null,
    customerName: ticket.customer.name,
    customerEmail: ticket.customer.email,
    managerId: ticket.manager?.id ?? null,
    managers: ticket.department.managers.map(({ id, name }) => ({ id, name })),
    timeline: ticket.messages.map((message) => toTimelineEntry(message, scope.website, ticket.entity_id)),
    permissions: ticket.permissions,
  };
}

/** The messages of the other side the reader has not read: the thread's loader marks them read. */
export function unreadMessageIds(ticket: HelpdeskTicketFieldsFragment): number[] {
  return ticket.messages
    .filter((message) => message.status === 'unread' && !message.is_own && message.timeline_type !== 'event')
    .map((message) => message.id);
}

export interface TicketLinkView {
  id: number;
  subject: string;
  status: StatusCode;
  managerName: string | null;
  managerEmail: string | null;
}

export function toTicketLink(
  ticket: HelpdeskTicketLinkFieldsFragment | null | undefined,
): TicketLinkView | null {
  if (!ticket) return null;
  return {
    id: ticket.entity_id,
    subject: ticket.subject,
    status: ticket.status.code,
    managerName: ticket.manager?.name ?? null,
    managerEmail: ticket.manager?.email ?? null,
  };
}

/** "2026-11-24 16:30:00" (UTC) as a date and time in the interface language. */
export function formatTicketTime(value: string, locale: string): string {
  const date = new Date(`${value.replace(' ', 'T')}Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
    date,
  );
}
