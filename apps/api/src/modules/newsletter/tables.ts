// Newsletter subscribers: one row per e-mail address (stored lower-cased), linked to the customer
// whose address it is. Accounts are global, so subscriptions are too; store_id records the store
// view of the last change (the language of the mails).
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customer } from '../customer/tables.ts';
import { storeView } from '../store/tables.ts';

export const SUBSCRIPTION_STATUSES = ['SUBSCRIBED', 'UNSUBSCRIBED', 'NOT_ACTIVE', 'UNCONFIRMED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

const at = (name: string) => timestamp(name, { withTimezone: true });

export const newsletterSubscriber = pgTable(
  'newsletter_subscriber',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    customerId: integer('customer_id').references(() => customer.id, { onDelete: 'set null' }),
    storeId: integer('store_id').references(() => storeView.id),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    changedAt: at('changed_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscriber_email_unique').on(t.email),
    uniqueIndex('newsletter_subscriber_customer_unique').on(t.customerId),
    check(
      'newsletter_subscriber_status_check',
      sql`${t.status} in ('SUBSCRIBED', 'UNSUBSCRIBED', 'NOT_ACTIVE', 'UNCONFIRMED')`,
    ),
  ],
);
