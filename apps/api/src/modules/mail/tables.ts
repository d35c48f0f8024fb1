// The mail outbox (decision 0020): every mail the API owes is a row written in the transaction of
// the change that owes it, already rendered, and sent afterwards by the outbox worker of any API
// process. `available_at` is when the row may next be claimed: now for a new mail, the end of the
// lease while a worker sends it (a worker that dies mid-send lets it fall back to the others), the
// next attempt after a failure (exponential back-off).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

const at = (name: string) => timestamp(name, { withTimezone: true });

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** The template's name, for logs (`welcome`, `order-confirmation`…). */
    template: varchar('template', { length: 64 }).notNull(),
    recipient: text('recipient').notNull(),
    /** Where replies go when not to the sender (the contact form: the visitor's address). */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    /** The bodies; cleared once sent, so links with tokens do not outlive their delivery. */
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    status: varchar('status', { length: 8 }).$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    availableAt: at('available_at').notNull().defaultNow(),
    /** Who holds the current claim: only that claim may schedule the next attempt. */
    claimToken: varchar('claim_token', { length: 32 }),
    lastError: text('last_error'),
    /** The request that wrote the mail, to find it in the logs. */
    requestId: text('request_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.availableAt).where(sql`${t.status} = 'pending'`),
    index('mail_outbox_created_idx').on(t.createdAt),
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);
