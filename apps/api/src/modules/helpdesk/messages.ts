// The thread as a reader sees it: messages and events, oldest first, each with its attachments and
// its status for the reader. Their own messages, events and messages of their own side are read;
// a message of the other side is unread until they mark it (changeMessageStatus) or write.
import type { RequestContext } from '../../shared/context.ts';
import type { TicketView } from './access.ts';
import { eventText } from './labels.ts';
import {
  type AttachmentRow,
  listAttachments,
  listMessages,
  type MessageRow,
  readMarksOf,
} from './message-store.ts';

export interface MessageView {
  row: MessageRow;
  /** Plain text as written, or the event told in the reader's language. */
  content: string;
  read: boolean;
  own: boolean;
  attachments: AttachmentRow[];
}

export async function messageViews(ctx: RequestContext, view: TicketView): Promise<MessageView[]> {
  const rows = await listMessages(ctx.db, view.row.id);
  const ids = rows.map((r) => r.id);
  const [attachments, marks] = await Promise.all([
    listAttachments(ctx.db, ids),
    readMarksOf(ctx.db, view.readerId, ids),
  ]);
  return rows.map((row) => {
    const own = row.authorId === view.readerId;
    const waitedFor = row.timelineType === 'message' && row.side !== view.side && !own;
    return {
      row,
      content: row.event ? eventText(ctx, row.event) : row.content,
      read: !waitedFor || marks.has(row.id),
      own,
      attachments: attachments.filter((a) => a.messageId === row.id),
    };
  });
}
