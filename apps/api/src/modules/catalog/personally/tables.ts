import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { product } from '../product-tables.ts';

/**
 * The personalised listings' index (decision 0039): one row per entry (a designer, a collection…)
 * of a type, derived from the products' `product_store.extra.personally` blocks by
 * `reindexPersonally`, so a listing reads entries and their products from indexed tables instead
 * of scanning every product's jsonb. Never edited by hand.
 */
export const personallyEntry = pgTable(
  'personally_entry',
  {
    id: serial('id').primaryKey(),
    typeUrlKey: varchar('type_url_key', { length: 64 }).notNull(),
    urlKey: varchar('url_key', { length: 255 }).notNull(),
    typeId: integer('type_id'),
    optionId: integer('option_id'),
    attributeCode: varchar('attribute_code', { length: 64 }),
    /** Picture under catalog/product (media), or null. */
    image: text('image'),
  },
  (t) => [uniqueIndex('personally_entry_type_key').on(t.typeUrlKey, t.urlKey)],
);

/** An entry's texts per store view (store 0: the default a view falls back to). */
export const personallyEntryStore = pgTable(
  'personally_entry_store',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => personallyEntry.id, { onDelete: 'cascade' }),
    storeId: integer('store_id').notNull(),
    title: text('title').notNull(),
    /** The type's names: plural ("Designers"), singular ("Designer"), "products of …" form. */
    typeTitle: text('type_title'),
    typeSingleTitle: text('type_single_title'),
    typeAnotherFormTitle: text('type_another_form_title'),
    shortDescription: text('short_description'),
    description: text('description'),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.storeId] })],
);

/** Which products belong to an entry. */
export const personallyEntryProduct = pgTable(
  'personally_entry_product',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => personallyEntry.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.productId] }),
    index('personally_entry_product_product').on(t.productId),
  ],
);
