// Who hears of a message and in which language (mails.ts has the texts): enqueued in the
// transaction of the message, so the mail exists exactly when the message does (decision 0020).
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../shared/context.ts';
import { enqueueRendered } from '../mail/outbox.ts';
import { recipientScope } from '../mail/recipient-scope.ts';
import { renderMail } from '../mail/template.ts';
import { listManagers } from '../staff/index.ts';
import {
  customerReplyTemplate,
  managerReplyTemplate,
  newTicketTemplate,
  type TicketMailData,
} from './mails.ts';
import { peopleByIds } from './manager-store.ts';
import { ticketLink, ticketStorefront } from './scope.ts';
import type { TicketRow } from './store.ts';

export type MessageEvent = 'new-ticket' | 'customer-reply' | 'manager-reply';

interface Recipient {
  email: string;
  storeId: number | null;
}

/** The ticket's manager, else every manager of its department; never the writer. */
async function managersToTell(tx: Db, ticket: TicketRow, writerId: number): Promise<Recipient[]> {
  const ids =
    ticket.managerId !== null
      ? [ticket.managerId]
      : (await listManagers(tx, [ticket.departmentId])).map((m) => m.id);
  const people = await peopleByIds(
    tx,
    ids.filter((id) => id !== writerId),
  );
  return [...people.values()];
}

async function customerToTell(tx: Db, ticket: TicketRow): Promise<Recipient[]> {
  const account = (await peopleByIds(tx, [ticket.customerId])).get(ticket.customerId);
  return [{ email: ticket.customerEmail, storeId: account?.storeId ?? null }];
}

export async function notify(
  ctx: RequestContext,
  tx: Db,
  ticket: TicketRow,
  event: MessageEvent,
  writer: { id: number; name: string },
  content: string,
): Promise<void> {
  const template =
    event === 'new-ticket'
      ? newTicketTemplate
      : event === 'customer-reply'
        ? customerReplyTemplate
        : managerReplyTemplate;
  const recipients =
    event === 'manager-reply'
      ? await customerToTell(tx, ticket)
      : await managersToTell(tx, ticket, writer.id);
  const data: TicketMailData = {
    ticketId: ticket.id,
    subject: ticket.subject,
    authorName: writer.name,
    content,
    link: ticketLink(await ticketStorefront(ctx, ticket.storeId, tx), ticket.id),
  };
  for (const recipient of recipients) {
    const scope = await recipientScope(ctx, tx, recipient.storeId, ticket.storeId);
    await enqueueRendered(ctx, tx, template.name, recipient.email, renderMail(template, scope, data));
  }
}
