// Customer projects (issue 13, design/b2b.md §2): a project, its people (owner, members, managers),
// its product lines with their comments, and invites to join it. A line names the product added
// (a configurable parent for configurables) and the variant chosen, as wish list items do.
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

const at = (name: string) => timestamp(name, { withTimezone: true });

export type ProjectStatusValue = 'active' | 'archived';

export const project = pgTable(
  'project',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    status: varchar('status', { length: 16 }).$type<ProjectStatusValue>().notNull().default('active'),
    /** The delivery address (all null while the project has none). */
    addressFirstname: text('address_firstname'),
    addressLastname: text('address_lastname'),
    addressCompany: text('address_company'),
    /** Street lines. */
    addressStreet: text('address_street').array(),
    addressCity: text('address_city'),
    addressPostcode: text('address_postcode'),
    addressCountryCode: varchar('address_country_code', { length: 2 }),
    addressTelephone: text('address_telephone'),
    /** The project's note on its products. */
    productsNote: text('products_note'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('project_owner_idx').on(t.ownerId, t.id),
    check('project_status_known', sql`${t.status} in ('active', 'archived')`),
  ],
);

export const projectMember = pgTable(
  'project_member',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    joinedAt: at('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'project_member_pk', columns: [t.projectId, t.customerId] }),
    index('project_member_customer_idx').on(t.customerId),
  ],
);

export const projectManager = pgTable(
  'project_manager',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    isPrimary: boolean('is_primary').notNull().default(false),
    assignedAt: at('assigned_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'project_manager_pk', columns: [t.projectId, t.customerId] }),
    index('project_manager_customer_idx').on(t.customerId),
    // At most one primary manager per project.
    uniqueIndex('project_manager_one_primary').on(t.projectId).where(sql`${t.isPrimary}`),
  ],
);

/** Custom options of a line: option id → value id(s) ("12" or "12,13") or the text entered. */
export type ProjectProductOptions = Record<string, string>;

export const projectProduct = pgTable(
  'project_product',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    /** The variant chosen of a configurable; null for simple products and open options. */
    childProductId: integer('child_product_id').references(() => product.id, { onDelete: 'cascade' }),
    options: jsonb('options').$type<ProjectProductOptions>().notNull().default({}),
    qty: numeric('qty', { precision: 12, scale: 4 }).notNull(),
    note: text('note'),
    addedAt: at('added_at').notNull().defaultNow(),
  },
  (t) => [
    index('project_product_project_idx').on(t.projectId, t.id),
    check('project_product_qty_positive', sql`${t.qty} > 0`),
  ],
);

export const projectProductComment = pgTable(
  'project_product_comment',
  {
    id: serial('id').primaryKey(),
    projectProductId: integer('project_product_id')
      .notNull()
      .references(() => projectProduct.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => customer.id, { onDelete: 'set null' }),
    /** The author's name when they wrote it (kept if the account goes). */
    authorName: text('author_name').notNull(),
    comment: text('comment').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('project_product_comment_line_idx').on(t.projectProductId, t.id)],
);

export const projectInvite = pgTable(
  'project_invite',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
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
    uniqueIndex('project_invite_token_hash_unique').on(t.tokenHash),
    index('project_invite_project_idx').on(t.projectId),
  ],
);
