// What readers do to a ticket besides writing: choosing its manager, solving, closing, reopening,
// rating, and marking a message read. Each change runs in one transaction on the locked ticket and
// leaves an event in the thread; none sends mail.
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../shared/context.ts';
import { inputError, noSuchEntityError } from '../../shared/errors.ts';
import { listManagers } from '../staff/index.ts';
import {
  caller,
  ensureAllowed,
  type TicketView,
  ticketByKey,
  validId,
  viewOf,
  withLockedTicket,
} from './access.ts';
import { cleanRating } from './input.ts';
import { findMessage, markRead } from './message-store.ts';
import { type MessageView, messageViews } from './messages.ts';
import { nameOf } from './service.ts';
import { statusAfter, statusId, type TicketAction } from './status-machine.ts';
import { findTicket, totalUnread, updateTicket } from './store.ts';
import { addEvent, type Writer } from './thread.ts';

/** The reader as events name them, read in the transaction `tx` (never beside it: PGlite has one connection). */
async function actorOf(tx: Db, view: TicketView): Promise<Writer> {
  return { id: view.readerId, name: await nameOf(tx, view.readerId), side: view.side };
}

export async function setManager(ctx: RequestContext, key: string, managerId: number): Promise<TicketView> {
  await withLockedTicket(ctx, key, async (tx, view) => {
    ensureAllowed(view, 'set_manager');
    const managers = await listManagers(tx, [view.row.departmentId]);
    const chosen = validId(managerId) ? managers.find((m) => m.id === managerId) : undefined;
    if (!chosen) {
      const choice = managers.map((m) => `${m.id} (${m.firstname} ${m.lastname})`).join(', ');
      throw inputError(
        `The manager with ID "${managerId}" does not work in the ticket's department: ${
          choice ? `choose one of ${choice}` : 'it has no managers to choose from'
        }.`,
      );
    }
    if (chosen.id === view.row.managerId) return;
    await updateTicket(tx, view.row.id, { managerId: chosen.id });
    const name = `${chosen.firstname} ${chosen.lastname}`.trim();
    await addEvent(tx, view.row.id, await actorOf(tx, view), { kind: 'manager', name });
  });
  return ticketByKey(ctx, key);
}

/** Solve, close or reopen. */
export async function changeStatus(
  ctx: RequestContext,
  key: string,
  action: TicketAction,
): Promise<TicketView> {
  const to = statusAfter(action);
  if (!to) throw new Error(`${action} changes no status`);
  await withLockedTicket(ctx, key, async (tx, view) => {
    ensureAllowed(view, action);
    const from = view.row.statusId;
    await updateTicket(tx, view.row.id, {
      statusId: statusId(to),
      ...(to === 'solved' ? { solvedAt: new Date() } : {}),
    });
    await addEvent(tx, view.row.id, await actorOf(tx, view), { kind: 'status', from, to: statusId(to) });
  });
  return ticketByKey(ctx, key);
}

export async function rateTicket(ctx: RequestContext, key: string, rawRating: number): Promise<TicketView> {
  await withLockedTicket(ctx, key, async (tx, view) => {
    ensureAllowed(view, 'rate');
    const rating = cleanRating(rawRating);
    if (rating === view.row.customerRating) return;
    await updateTicket(tx, view.row.id, { customerRating: rating });
    await addEvent(tx, view.row.id, await actorOf(tx, view), { kind: 'rating', rating });
  });
  return ticketByKey(ctx, key);
}

export interface MessageStatusResult {
  result: boolean;
  message: MessageView;
  unread_count: number;
}

/** Marks a message read for the reader; a message of a ticket they may not read is not confirmed. */
export async function markMessageRead(ctx: RequestContext, messageId: number): Promise<MessageStatusResult> {
  const me = caller(ctx);
  const message = validId(messageId) ? await findMessage(ctx.db, messageId) : undefined;
  const ticket = message && (await findTicket(ctx.db, message.ticketId));
  const view = ticket && (await viewOf(ctx.db, ticket, me.id));
  if (!message || !view) {
    throw noSuchEntityError(`The message with ID "${messageId}" does not exist or you may not read it.`);
  }
  await markRead(ctx.db, me.id, message.id);
  const views = await messageViews(ctx, view);
  const found = views.find((m) => m.row.id === message.id);
  if (!found) throw new Error(`message ${message.id} vanished`);
  return { result: true, message: found, unread_count: await totalUnread(ctx.db, me.id) };
}
