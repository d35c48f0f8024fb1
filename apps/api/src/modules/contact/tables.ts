// The contact form's rate limit log (decision 0050): one row per message accepted by contactUs, its
// sender's e-mail and client address, counted over a sliding window. The message itself is not
// kept here: it lives only in the mail outbox until sent.
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const contactRequest = pgTable(
  'contact_request',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull(),
    clientAddress: text('client_address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_request_email_idx').on(t.email, t.createdAt),
    index('contact_request_address_idx').on(t.clientAddress, t.createdAt),
    index('contact_request_created_idx').on(t.createdAt),
  ],
);
