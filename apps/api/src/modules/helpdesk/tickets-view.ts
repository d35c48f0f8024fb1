// The fields of a ticket for its reader: status with its label, dates, links to the ticket and to
// what it is about, the people, the unread count, the reader's role and what they may do now.
import type {
  AwHelpdesk2TicketPermissions,
  AwHelpdesk2TicketStatus,
} from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import { magentoDateTime } from '../customer/customer-view.ts';
import { mayDo, type TicketRelated, type TicketView } from './access.ts';
import { type ManagerView, managerView } from './departments.ts';
import { statusLabel } from './labels.ts';
import { relatedOf } from './related.ts';
import { ticketLink, ticketStorefront } from './scope.ts';
import { statusOf } from './status-machine.ts';
import { unreadByTicket } from './store.ts';

export function ticketStatus(ctx: RequestContext, view: TicketView): AwHelpdesk2TicketStatus {
  const code = statusOf(view.row.statusId);
  return { id: view.row.statusId, code, label: statusLabel(ctx, code) };
}

export const ticketDates = (view: TicketView) => ({
  created_at: magentoDateTime(view.row.createdAt),
  updated_at: magentoDateTime(view.row.updatedAt),
  last_message_at: magentoDateTime(view.row.lastMessageAt),
});

export async function externalLink(ctx: RequestContext, view: TicketView): Promise<string> {
  return ticketLink(await ticketStorefront(ctx, view.row.storeId), view.row.id);
}

/** The related names of the ticket: the list's, read for its whole page, else read now. */
async function related(ctx: RequestContext, view: TicketView): Promise<TicketRelated> {
  if (!view.related) view.related = await relatedOf(ctx.db, [view.row]);
  return view.related;
}

/** The storefront page of the project, estimate or order the ticket is about. */
export async function externalUrl(ctx: RequestContext, view: TicketView): Promise<string | null> {
  const base = `${await ticketStorefront(ctx, view.row.storeId)}customer/account/`;
  const { projectId, estimateId, orderId } = view.row;
  if (estimateId !== null) {
    return projectId !== null
      ? `${base}projects/${projectId}/estimates/${estimateId}`
      : `${base}estimates/${estimateId}`;
  }
  if (projectId !== null) return `${base}projects/${projectId}`;
  if (orderId === null) return null;
  const number = (await related(ctx, view)).orders.get(orderId);
  return number ? `${base}orders/${encodeURIComponent(number)}` : null;
}

export async function ticketManager(ctx: RequestContext, view: TicketView): Promise<ManagerView | null> {
  const id = view.row.managerId;
  const person = id === null ? undefined : (await related(ctx, view)).people.get(id);
  return person ? managerView(person) : null;
}

export async function ticketProject(ctx: RequestContext, view: TicketView) {
  const id = view.row.projectId;
  const name = id === null ? undefined : (await related(ctx, view)).projects.get(id);
  return id !== null && name !== undefined ? { id, name } : null;
}

export async function ticketEstimate(ctx: RequestContext, view: TicketView) {
  const id = view.row.estimateId;
  const name = id === null ? undefined : (await related(ctx, view)).estimates.get(id);
  return id !== null && name !== undefined ? { id, name } : null;
}

export async function ticketOrder(ctx: RequestContext, view: TicketView) {
  const id = view.row.orderId;
  const number = id === null ? undefined : (await related(ctx, view)).orders.get(id);
  return number ? { number } : null;
}

export async function ticketUnread(ctx: RequestContext, view: TicketView): Promise<number> {
  if (view.unread !== undefined) return view.unread;
  return (await unreadByTicket(ctx.db, view.readerId, [view.row.id])).get(view.row.id) ?? 0;
}

export const ticketRole = (view: TicketView): 'MANAGER' | 'CUSTOMER' =>
  view.side === 'manager' ? 'MANAGER' : 'CUSTOMER';

export const ticketPermissions = (view: TicketView): AwHelpdesk2TicketPermissions => ({
  reply: mayDo(view, 'reply'),
  set_manager: mayDo(view, 'set_manager'),
  solve: mayDo(view, 'solve'),
  close: mayDo(view, 'close'),
  reopen: mayDo(view, 'reopen'),
  rate: mayDo(view, 'rate'),
});
