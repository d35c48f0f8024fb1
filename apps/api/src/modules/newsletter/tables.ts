// Newsletter subscribers. A customer's subscription is the row linked to the account
// (`customer_id`, one at most); a guest's is the row of the e-mail address (one per address among
// rows without a customer). Accounts are global, so subscriptions are too; `store_id` records the
// store view of the last change. The mails a change owes go to the mail outbox in the change's
// transaction. A subscription asked for by anyone but the address's own signed-in account waits
// for the address to confirm it (`newsletter_confirmation`: double opt-in).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customer } from '../customer/tables.ts';
import { storeView } from '../store/tables.ts';

export const SUBSCRIPTION_STATUSES = ['SUBSCRIBED', 'UNSUBSCRIBED', 'NOT_ACTIVE', 'UNCONFIRMED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

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

/**
 * A mailed confirmation link (`/newsletter/subscriber/confirm?id=<id>&code=<code>`): the code is
 * 32 random bytes, stored as its sha256. Opening it subscribes the address (its account's row when
 * one has it then); nothing changes before.
 */
export const newsletterConfirmation = pgTable(
  'newsletter_confirmation',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    /** The store view asked from: the subscription's store view. */
    storeId: integer('store_id')
      .notNull()
      .references(() => storeView.id),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    confirmedAt: at('confirmed_at'),
  },
  (t) => [
    uniqueIndex('newsletter_confirmation_code_unique').on(t.codeHash),
    index('newsletter_confirmation_email_idx').on(t.email, t.createdAt),
  ],
);
