// The only SQL of a ticket's thread: messages and events, their attachments and the read marks of
// each reader.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { helpdeskAttachment, helpdeskMessage, helpdeskReadMark } from './tables.ts';

export type MessageRow = typeof helpdeskMessage.$inferSelect;
export type MessageInsert = typeof helpdeskMessage.$inferInsert;
export type AttachmentRow = typeof helpdeskAttachment.$inferSelect;
export type AttachmentInsert = typeof helpdeskAttachment.$inferInsert;

export async function insertMessage(db: Db, values: MessageInsert): Promise<MessageRow> {
  const [row] = await db.insert(helpdeskMessage).values(values).returning();
  if (!row) throw new Error('message insert returned no row');
  return row;
}

export async function insertAttachments(db: Db, rows: AttachmentInsert[]): Promise<void> {
  if (rows.length > 0) await db.insert(helpdeskAttachment).values(rows);
}

export function listMessages(db: Db, ticketId: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(helpdeskMessage)
    .where(eq(helpdeskMessage.ticketId, ticketId))
    .orderBy(asc(helpdeskMessage.id));
}

export async function findMessage(db: Db, id: number): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(helpdeskMessage).where(eq(helpdeskMessage.id, id)).limit(1);
  return row;
}

export function listAttachments(db: Db, messageIds: number[]): Promise<AttachmentRow[]> {
  if (messageIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(helpdeskAttachment)
    .where(inArray(helpdeskAttachment.messageId, messageIds))
    .orderBy(asc(helpdeskAttachment.id));
}

/** An attachment with the ticket its message belongs to. */
export async function findAttachment(db: Db, id: number) {
  const [row] = await db
    .select({ attachment: helpdeskAttachment, ticketId: helpdeskMessage.ticketId })
    .from(helpdeskAttachment)
    .innerJoin(helpdeskMessage, eq(helpdeskMessage.id, helpdeskAttachment.messageId))
    .where(eq(helpdeskAttachment.id, id))
    .limit(1);
  return row;
}

/** The ids among `messageIds` the reader has marked read. */
export async function readMarksOf(db: Db, readerId: number, messageIds: number[]): Promise<Set<number>> {
  if (messageIds.length === 0) return new Set();
  const rows = await db
    .select({ id: helpdeskReadMark.messageId })
    .from(helpdeskReadMark)
    .where(and(eq(helpdeskReadMark.customerId, readerId), inArray(helpdeskReadMark.messageId, messageIds)));
  return new Set(rows.map((r) => r.id));
}

export async function markRead(db: Db, readerId: number, messageId: number): Promise<void> {
  await db.insert(helpdeskReadMark).values({ messageId, customerId: readerId }).onConflictDoNothing();
}

/** Marks every message of others in the ticket read for the reader (they just wrote in it). */
export async function markThreadRead(db: Db, ticketId: number, readerId: number): Promise<void> {
  await db
    .insert(helpdeskReadMark)
    .select(
      db
        .select({
          messageId: helpdeskMessage.id,
          customerId: sql<number>`${readerId}::int`.as('customer_id'),
          readAt: sql<Date>`now()`.as('read_at'),
        })
        .from(helpdeskMessage)
        .where(
          and(
            eq(helpdeskMessage.ticketId, ticketId),
            eq(helpdeskMessage.timelineType, 'message'),
            sql`${helpdeskMessage.authorId} is distinct from ${readerId}`,
          ),
        ),
    )
    .onConflictDoNothing();
}
