// Wish lists and their items. Every customer has a default wish list (`is_default`), created on
// first use; with multiple wish lists on (Magento Commerce, `wishlist/general/multiple_enabled`)
// they may have more, each named (unique per customer) and PRIVATE or PUBLIC.
// An item names the product the shopper added (a configurable parent for configurables) and, when
// the options chose one, the variant; custom options are kept as { "<option id>": "<value>" }.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { product } from '../catalog/product-tables.ts';
import { customer } from '../customer/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Magento Commerce's name of the default wish list. */
export const DEFAULT_WISHLIST_NAME = 'Wish List';

export const WISHLIST_VISIBILITIES = ['PRIVATE', 'PUBLIC'] as const;
export type WishlistVisibility = (typeof WISHLIST_VISIBILITIES)[number];

export const wishlist = pgTable(
  'wishlist',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    /** 32 random hex characters (Magento's sharing code). */
    sharingCode: varchar('sharing_code', { length: 32 }).notNull(),
    /** The customer's first wish list, which cannot be deleted; one per customer. */
    isDefault: boolean('is_default').notNull().default(true),
    name: varchar('name', { length: 255 }).notNull().default(DEFAULT_WISHLIST_NAME),
    visibility: varchar('visibility', { length: 8 }).$type<WishlistVisibility>().notNull().default('PRIVATE'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wishlist_customer_default_unique').on(t.customerId).where(sql`${t.isDefault}`),
    uniqueIndex('wishlist_customer_name_unique').on(t.customerId, sql`lower(${t.name})`),
    uniqueIndex('wishlist_sharing_code_unique').on(t.sharingCode),
    check('wishlist_visibility_check', sql`${t.visibility} in ('PRIVATE', 'PUBLIC')`),
  ],
);

/** Custom options of an item: option id → value id(s) ("12" or "12,13") or the text entered. */
export type WishlistItemOptions = Record<string, string>;

export const wishlistItem = pgTable(
  'wishlist_item',
  {
    id: serial('id').primaryKey(),
    wishlistId: integer('wishlist_id')
      .notNull()
      .references(() => wishlist.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    childProductId: integer('child_product_id').references(() => product.id, { onDelete: 'cascade' }),
    qty: numeric('qty', { precision: 12, scale: 4 }).notNull(),
    description: text('description'),
    options: jsonb('options').$type<WishlistItemOptions>().notNull().default({}),
    addedAt: at('added_at').notNull().defaultNow(),
  },
  (t) => [
    index('wishlist_item_wishlist_idx').on(t.wishlistId),
    check('wishlist_item_qty_positive', sql`${t.qty} > 0`),
  ],
);
