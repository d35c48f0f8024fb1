// Wish lists: one per customer (Magento Open Source), created on first use, and their items.
// An item names the product the shopper added (a configurable parent for configurables) and, when
// the options chose one, the variant; custom options are kept as { "<option id>": "<value>" }.
import { sql } from 'drizzle-orm';
import {
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

export const wishlist = pgTable(
  'wishlist',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    /** 32 random hex characters (Magento's sharing code). */
    sharingCode: varchar('sharing_code', { length: 32 }).notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wishlist_customer_unique').on(t.customerId),
    uniqueIndex('wishlist_sharing_code_unique').on(t.sharingCode),
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
