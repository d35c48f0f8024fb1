// Customer accounts, their sign-in tokens, password reset tokens and the sign-in throttle.
// Accounts are global (one e-mail = one account across websites, Magento's "Share Customer
// Accounts: Global"). Secrets are never stored: passwords as scrypt hashes, tokens as sha256 hex.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { storeView, website } from '../store/tables.ts';

import type { CustomerType } from './customer-types.ts';

export { CUSTOMER_TYPES, type CustomerType } from './customer-types.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const customer = pgTable(
  'customer',
  {
    id: serial('id').primaryKey(),
    /** Always stored lower-cased and trimmed; unique across websites. */
    email: text('email').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    middlename: text('middlename'),
    prefix: text('prefix'),
    suffix: text('suffix'),
    /** Magento's codes: 1 male, 2 female, 3 not specified. */
    gender: smallint('gender'),
    dob: date('dob'),
    taxvat: text('taxvat'),
    /** scrypt$N$r$p$salt$hash (password.ts); null for an account created without a password. */
    passwordHash: text('password_hash'),
    customerType: text('customer_type').$type<CustomerType>().notNull().default('client'),
    orgIsOrganization: boolean('org_is_organization').notNull().default(false),
    orgName: text('org_name'),
    orgAddress: text('org_address'),
    orgTin: text('org_tin'),
    orgVat: text('org_vat'),
    orgLogoUrl: text('org_logo_url'),
    /** Address ids of the address book (customer-address module); no FK to avoid a cycle. */
    defaultBillingId: integer('default_billing_id'),
    defaultShippingId: integer('default_shipping_id'),
    /** Where the account was created. */
    websiteId: integer('website_id').references(() => website.id),
    storeId: integer('store_id').references(() => storeView.id),
    /** Failed sign-ins in a row, the first of them, and the lock they led to. */
    failuresNum: integer('failures_num').notNull().default(0),
    firstFailureAt: at('first_failure_at'),
    lockExpiresAt: at('lock_expires_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_email_unique').on(t.email),
    check('customer_type_check', sql`${t.customerType} in ('client', 'partner', 'manager')`),
  ],
);

/** A bearer token of a customer: only the sha256 of the token is kept. */
export const customerToken = pgTable(
  'customer_token',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('customer_token_hash_unique').on(t.tokenHash),
    index('customer_token_customer_idx').on(t.customerId),
  ],
);

/** A single-use password reset token (its sha256), sent by e-mail. */
export const customerPasswordReset = pgTable(
  'customer_password_reset',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    uniqueIndex('customer_password_reset_hash_unique').on(t.tokenHash),
    index('customer_password_reset_customer_idx').on(t.customerId),
  ],
);

/**
 * Failed sign-ins, kept in the database so every API process behind a load balancer counts the
 * same ones: per client address (`key` = 'address:<ip>', a fixed window) and per account tried from
 * one client address (`key` = 'account:<id>:<ip>', `customer_id` set; Magento's lock rule).
 */
export const signinThrottle = pgTable(
  'signin_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: at('window_started_at').notNull().defaultNow(),
    lockedUntil: at('locked_until'),
    customerId: integer('customer_id').references(() => customer.id, { onDelete: 'cascade' }),
  },
  (t) => [index('signin_throttle_customer_idx').on(t.customerId)],
);

/**
 * A password reset asked for (requestPasswordResetEmail): written by the request whether or not the
 * e-mail has an account, so the request's work never depends on it; the outbox worker resolves the
 * account, issues the link and writes its mail (`processed_at`). The rows also count requests per
 * client address and per e-mail for the rate limits.
 */
export const passwordResetRequest = pgTable(
  'password_reset_request',
  {
    id: serial('id').primaryKey(),
    /** Normalised (trimmed, lower-cased). */
    email: text('email').notNull(),
    clientAddress: text('client_address').notNull(),
    /** The store view asked from: the link's website and the mail's language. */
    storeId: integer('store_id')
      .notNull()
      .references(() => storeView.id),
    createdAt: at('created_at').notNull().defaultNow(),
    processedAt: at('processed_at'),
  },
  (t) => [
    index('password_reset_request_email_idx').on(t.email, t.createdAt),
    index('password_reset_request_address_idx').on(t.clientAddress, t.createdAt),
    index('password_reset_request_open_idx').on(t.id).where(sql`${t.processedAt} is null`),
  ],
);
