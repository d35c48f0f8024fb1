// Estimates and proposals (issue 14, design/b2b.md §2–§5): an estimate of a customer, in one of
// their projects or alone, its items (a product, the variant chosen of a configurable, custom
// options, the quantity and the manager's and the partner's custom unit prices), the customers on
// an estimate without a project, every status change, and invites to it. Amounts are numeric in
// the base currency of the website the estimate was made in.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { product } from '../catalog/product-tables.ts';
import { customer } from '../customer/tables.ts';
import { project } from '../projects/tables.ts';
import { storeView, website } from '../store/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The statuses of design/b2b.md §3 (status-machine.ts holds the rules). */
export type EstimateStatusValue = 'draft' | 'estimate' | 'discount_partner' | 'proposal' | 'on_cart';

const STATUSES = sql.raw(`'draft', 'estimate', 'discount_partner', 'proposal', 'on_cart'`);

export const estimate = pgTable(
  'estimate',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    /** The project it belongs to; null for an estimate on its own. */
    projectId: integer('project_id').references(() => project.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: varchar('status', { length: 16 }).$type<EstimateStatusValue>().notNull().default('draft'),
    /** Came back to draft after it had been submitted. */
    isCorrection: boolean('is_correction').notNull().default(false),
    /** The items' note. */
    note: text('note'),
    /**
     * The primary manager of an estimate without a project (assigned like a project's, ADR 0030);
     * an estimate of a project is handled by the project's managers and leaves this null.
     */
    managerId: integer('manager_id').references(() => customer.id, { onDelete: 'set null' }),
    /** The delivery address (all null while none is set). */
    addressFirstname: text('address_firstname'),
    addressLastname: text('address_lastname'),
    addressCompany: text('address_company'),
    addressStreet: text('address_street').array(),
    addressCity: text('address_city'),
    addressPostcode: text('address_postcode'),
    addressCountryCode: varchar('address_country_code', { length: 2 }),
    addressTelephone: text('address_telephone'),
    /** Delivery information the manager gives: a description and the cost (base currency). */
    deliveryDescription: text('delivery_description'),
    deliveryCost: numeric('delivery_cost', { precision: 20, scale: 4 }),
    /** Where it was made: its prices, currency and mail links follow this store view and website. */
    storeViewId: integer('store_view_id')
      .notNull()
      .references(() => storeView.id),
    websiteId: integer('website_id')
      .notNull()
      .references(() => website.id),
    /** Optimistic concurrency: every change adds one; a status change names the version it read. */
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('estimate_owner_idx').on(t.ownerId, t.id),
    index('estimate_project_idx').on(t.projectId, t.id),
    index('estimate_manager_idx').on(t.managerId, t.id),
    check('estimate_status_known', sql`${t.status} in (${STATUSES})`),
    check('estimate_delivery_cost_not_negative', sql`${t.deliveryCost} >= 0`),
  ],
);

/** Custom options of an item, as the cart stores them: option id → value id(s) ("12" or "12,13") or the text entered. */
export type EstimateItemOptions = Record<string, string>;

export const estimateItem = pgTable(
  'estimate_item',
  {
    id: serial('id').primaryKey(),
    estimateId: integer('estimate_id')
      .notNull()
      .references(() => estimate.id, { onDelete: 'cascade' }),
    /** The product added: a configurable parent, or the simple product itself (as cart_item). */
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    /** The variant chosen of a configurable; null for simple products and open options. */
    variantId: integer('variant_id').references(() => product.id, { onDelete: 'cascade' }),
    options: jsonb('options').$type<EstimateItemOptions>().notNull().default({}),
    qty: numeric('qty', { precision: 12, scale: 4 }).notNull(),
    description: text('description'),
    /** The manager's unit price (base currency, excluding tax); null: the catalogue's price. */
    managerCustomPrice: numeric('manager_custom_price', { precision: 20, scale: 4 }),
    /** The partner's unit price (base currency, excluding tax); null: the computed partner price. */
    partnerCustomPrice: numeric('partner_custom_price', { precision: 20, scale: 4 }),
    addedAt: at('added_at').notNull().defaultNow(),
  },
  (t) => [
    index('estimate_item_estimate_idx').on(t.estimateId, t.id),
    check('estimate_item_qty_positive', sql`${t.qty} > 0`),
    check('estimate_item_manager_price_positive', sql`${t.managerCustomPrice} > 0`),
    check('estimate_item_partner_price_positive', sql`${t.partnerCustomPrice} > 0`),
  ],
);

/** Customers on an estimate without a project (those of a project's estimate are the project's). */
export const estimateMember = pgTable(
  'estimate_member',
  {
    estimateId: integer('estimate_id')
      .notNull()
      .references(() => estimate.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    joinedAt: at('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'estimate_member_pk', columns: [t.estimateId, t.customerId] }),
    index('estimate_member_customer_idx').on(t.customerId),
  ],
);

export const estimateStatusChange = pgTable(
  'estimate_status_change',
  {
    id: serial('id').primaryKey(),
    estimateId: integer('estimate_id')
      .notNull()
      .references(() => estimate.id, { onDelete: 'cascade' }),
    /** Null for the first status of an estimate, when recorded. */
    fromStatus: varchar('from_status', { length: 16 }).$type<EstimateStatusValue>(),
    toStatus: varchar('to_status', { length: 16 }).$type<EstimateStatusValue>().notNull(),
    customerId: integer('customer_id').references(() => customer.id, { onDelete: 'set null' }),
    /** Who changed it, by name at that time (kept if the account goes). */
    customerName: text('customer_name').notNull(),
    note: text('note'),
    changedAt: at('changed_at').notNull().defaultNow(),
  },
  (t) => [
    index('estimate_status_change_estimate_idx').on(t.estimateId, t.id),
    check('estimate_status_change_from_known', sql`${t.fromStatus} in (${STATUSES})`),
    check('estimate_status_change_to_known', sql`${t.toStatus} in (${STATUSES})`),
  ],
);

export const estimateInvite = pgTable(
  'estimate_invite',
  {
    id: serial('id').primaryKey(),
    estimateId: integer('estimate_id')
      .notNull()
      .references(() => estimate.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the token mailed; the token itself is never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    email: text('email').notNull(),
    invitedBy: integer('invited_by').references(() => customer.id, { onDelete: 'set null' }),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    usedBy: integer('used_by').references(() => customer.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('estimate_invite_token_hash_unique').on(t.tokenHash),
    index('estimate_invite_estimate_idx').on(t.estimateId),
  ],
);
