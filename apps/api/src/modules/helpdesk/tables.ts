// Helpdesk (issue 15, design/b2b.md §6): tickets of a customer in a department, optionally about a
// project, an estimate or an order; their thread of messages and events, the files attached to a
// message (stored under HELPDESK_FILES_DIR, never in a public directory) and who read what.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { customer } from '../customer/tables.ts';
import { estimate } from '../estimates/tables.ts';
import { project } from '../projects/tables.ts';
import { salesOrder } from '../sales/tables.ts';
import { department } from '../staff/tables.ts';
import { storeView } from '../store/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const helpdeskTicket = pgTable(
  'helpdesk_ticket',
  {
    /** The ticket's number (entity_id), as the account's URLs show it. */
    id: serial('id').primaryKey(),
    /** The unguessable key mutations and mails name (32 hex characters of crypto.randomBytes). */
    uid: varchar('uid', { length: 32 }).notNull(),
    subject: text('subject').notNull(),
    /** 1 new, 2 open, 3 pending, 4 solved, 5 closed (status-machine.ts). */
    statusId: smallint('status_id').notNull().default(1),
    /** The store view it was opened in: labels and the link of its mails follow it. */
    storeId: integer('store_id')
      .notNull()
      .references(() => storeView.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    /** The name and e-mail the ticket was opened with (the customer's mails go there). */
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => department.id),
    managerId: integer('manager_id').references(() => customer.id, { onDelete: 'set null' }),
    projectId: integer('project_id').references(() => project.id, { onDelete: 'set null' }),
    estimateId: integer('estimate_id').references(() => estimate.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => salesOrder.id, { onDelete: 'set null' }),
    tagNames: text('tag_names').array().notNull().default(sql`'{}'::text[]`),
    customerRating: smallint('customer_rating'),
    /** When it was last solved: a closed ticket may be rated only if it was solved before. */
    solvedAt: at('solved_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    lastMessageAt: at('last_message_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('helpdesk_ticket_uid_unique').on(t.uid),
    index('helpdesk_ticket_customer_idx').on(t.customerId, t.lastMessageAt),
    index('helpdesk_ticket_department_idx').on(t.departmentId, t.lastMessageAt),
    index('helpdesk_ticket_manager_idx').on(t.managerId, t.statusId),
    index('helpdesk_ticket_project_idx').on(t.projectId, t.id),
    index('helpdesk_ticket_estimate_idx').on(t.estimateId, t.id),
    check('helpdesk_ticket_status_known', sql`${t.statusId} between 1 and 5`),
    check('helpdesk_ticket_rating_range', sql`${t.customerRating} between 1 and 5`),
  ],
);

export type HelpdeskSide = 'customer' | 'manager' | 'system';
/** An event's facts; its text is written in the reader's language (messages.ts). */
export type HelpdeskEvent =
  | { kind: 'status'; from: number; to: number }
  | { kind: 'manager'; name: string | null }
  | { kind: 'rating'; rating: number };

export const helpdeskMessage = pgTable(
  'helpdesk_message',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => helpdeskTicket.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => customer.id, { onDelete: 'set null' }),
    /** The author's name at the time (kept if the account goes). */
    authorName: text('author_name').notNull(),
    side: varchar('side', { length: 16 }).$type<HelpdeskSide>().notNull(),
    /** customer-reply, manager-reply or system. */
    type: varchar('type', { length: 16 }).notNull(),
    /** message (someone wrote) or event. */
    timelineType: varchar('timeline_type', { length: 16 }).notNull(),
    /** Plain text (control characters stripped, line breaks kept); empty for events. */
    content: text('content').notNull(),
    event: jsonb('event').$type<HelpdeskEvent>(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('helpdesk_message_ticket_idx').on(t.ticketId, t.id),
    check('helpdesk_message_side_known', sql`${t.side} in ('customer', 'manager', 'system')`),
    check('helpdesk_message_timeline_known', sql`${t.timelineType} in ('message', 'event')`),
  ],
);

export const helpdeskAttachment = pgTable(
  'helpdesk_attachment',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => helpdeskMessage.id, { onDelete: 'cascade' }),
    /** The sanitised name it was sent with (shown and offered on download only). */
    fileName: text('file_name').notNull(),
    /** The random name under HELPDESK_FILES_DIR. */
    storedName: varchar('stored_name', { length: 64 }).notNull(),
    size: integer('size').notNull(),
    extension: varchar('extension', { length: 8 }).notNull(),
    mimeType: text('mime_type').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('helpdesk_attachment_message_idx').on(t.messageId, t.id),
    uniqueIndex('helpdesk_attachment_stored_unique').on(t.storedName),
  ],
);

/** A message some reader has read (their own messages and events need no mark). */
export const helpdeskReadMark = pgTable(
  'helpdesk_read_mark',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => helpdeskMessage.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    readAt: at('read_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'helpdesk_read_mark_pk', columns: [t.customerId, t.messageId] }),
    index('helpdesk_read_mark_message_idx').on(t.messageId),
  ],
);
