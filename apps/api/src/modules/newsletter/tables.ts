// Newsletter subscribers. A customer's subscription is the row linked to the account
// (`customer_id`, one at most); a guest's is the row of the e-mail address (one per address among
// rows without a customer). Accounts are global, so subscriptions are too; `store_id` records the
// store view of the last change. `pending_mail` is the mail a change still owes ('subscribed' or
// 'unsubscribed'), written in the change's transaction and claimed after it commits, so a mail is
// sent only for a change that happened.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { customer } from '../customer/tables.ts';
import { storeView } from '../store/tables.ts';

export const SUBSCRIPTION_STATUSES = ['SUBSCRIBED', 'UNSUBSCRIBED', 'NOT_ACTIVE', 'UNCONFIRMED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export type PendingMail = 'subscribed' | 'unsubscribed';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const newsletterSubscriber = pgTable(
  'newsletter_subscriber',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased. For a customer's row, the account's e-mail when the row last changed. */
    email: text('email').notNull(),
    // Deleting an account deletes its subscription (Magento does too).
    customerId: integer('customer_id').references(() => customer.id, { onDelete: 'cascade' }),
    storeId: integer('store_id').references(() => storeView.id),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    pendingMail: varchar('pending_mail', { length: 16 }).$type<PendingMail>(),
    createdAt: at('created_at').notNull().defaultNow(),
    changedAt: at('changed_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscriber_guest_email_unique').on(t.email).where(sql`${t.customerId} is null`),
    uniqueIndex('newsletter_subscriber_customer_unique').on(t.customerId),
    check(
      'newsletter_subscriber_status_check',
      sql`${t.status} in ('SUBSCRIBED', 'UNSUBSCRIBED', 'NOT_ACTIVE', 'UNCONFIRMED')`,
    ),
  ],
);
