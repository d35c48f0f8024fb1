import { boolean, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** CMS blocks per store view; store id 0 is "all store views", a view's own block wins. */
export const cmsBlock = pgTable(
  'cms_block',
  {
    id: serial('id').primaryKey(),
    identifier: varchar('identifier', { length: 255 }).notNull(),
    storeId: integer('store_id').notNull().default(0),
    title: text('title').notNull(),
    /** Sanitised on write and again on read. */
    content: text('content').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('cms_block_identifier_store').on(t.identifier, t.storeId)],
);
