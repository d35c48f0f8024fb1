// The built-in PayPal sandbox keeps the orders it was asked to create here (not in memory), so a
// multi-process API answers the approval page and the capture from any process.
import { numeric, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const paypalSandboxOrder = pgTable('paypal_sandbox_order', {
  /** The PayPal order id, also the express `token`. */
  id: varchar('id', { length: 32 }).primaryKey(),
  /** CREATED → APPROVED → COMPLETED, or VOIDED when the buyer declines. */
  status: varchar('status', { length: 16 }).notNull(),
  amount: numeric('amount', { precision: 20, scale: 4 }).notNull(),
  currencyCode: varchar('currency_code', { length: 3 }).notNull(),
  description: text('description'),
  returnUrl: text('return_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  payerId: varchar('payer_id', { length: 32 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
