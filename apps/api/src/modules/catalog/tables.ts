import { boolean, index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';

/**
 * The category tree. `path` is Magento's "1/2/10/11" chain of ids, so a subtree is one indexed
 * prefix scan; names and texts per store view live in `category_store`.
 */
export const category = pgTable(
  'category',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    path: text('path').notNull(),
    level: integer('level').notNull(),
    position: integer('position').notNull().default(0),
    urlKey: varchar('url_key', { length: 255 }),
    urlPath: varchar('url_path', { length: 255 }),
    isActive: boolean('is_active').notNull().default(true),
    includeInMenu: boolean('include_in_menu').notNull().default(true),
    isAnchor: boolean('is_anchor').notNull().default(true),
    displayMode: varchar('display_mode', { length: 32 }).notNull().default('PRODUCTS'),
    image: text('image'),
    defaultSortBy: varchar('default_sort_by', { length: 32 }),
    /** Identifier of the CMS block shown on the category (navigation static block). */
    landingBlock: varchar('landing_block', { length: 255 }),
  },
  (t) => [index('category_parent').on(t.parentId), index('category_path').on(t.path)],
);

/** Store-view texts of a category; store id 0 holds the default used when a view has none. */
export const categoryStore = pgTable(
  'category_store',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => category.id),
    storeId: integer('store_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    metaTitle: text('meta_title'),
    metaKeywords: text('meta_keywords'),
    metaDescription: text('meta_description'),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.storeId] })],
);
