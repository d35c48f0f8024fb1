// Writing to a ticket's thread: a message (with its stored files) or an event, and the ticket's
// last-message time. The writer's own messages need no read mark; writing marks the rest of the
// thread read for them (they have seen it).
import type { Db } from '../../db/client.ts';
import type { StoredFile } from './files.ts';
import { insertAttachments, insertMessage, type MessageRow, markThreadRead } from './message-store.ts';
import type { TicketSide } from './status-machine.ts';
import { updateTicket } from './store.ts';
import type { HelpdeskEvent } from './tables.ts';

export interface Writer {
  id: number;
  name: string;
  side: TicketSide;
}

export async function addMessage(
  tx: Db,
  ticketId: number,
  writer: Writer,
  content: string,
  files: readonly StoredFile[],
  at = new Date(),
): Promise<MessageRow> {
  const message = await insertMessage(tx, {
    ticketId,
    authorId: writer.id,
    authorName: writer.name,
    side: writer.side,
    type: writer.side === 'customer' ? 'customer-reply' : 'manager-reply',
    timelineType: 'message',
    content,
    createdAt: at,
  });
  await insertAttachments(
    tx,
    files.map((f) => ({
      messageId: message.id,
      fileName: f.fileName,
      storedName: f.storedName,
      size: f.size,
      extension: f.extension,
      mimeType: f.mimeType,
    })),
  );
  await markThreadRead(tx, ticketId, writer.id);
  await updateTicket(tx, ticketId, { lastMessageAt: at });
  return message;
}

/** An event of the thread (status, manager or rating changed), by whoever changed it. */
export async function addEvent(tx: Db, ticketId: number, actor: Writer, event: HelpdeskEvent): Promise<void> {
  await insertMessage(tx, {
    ticketId,
    authorId: actor.id,
    authorName: actor.name,
    side: 'system',
    type: 'system',
    timelineType: 'event',
    content: '',
    event,
  });
}
