import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { cmsPage } from '../tables.ts';

/** A blog tag; `code` is its id in the API and in the storefront's `?tag=` links. */
export const blogTag = pgTable(
  'blog_tag',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 64 }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('blog_tag_code').on(t.code)],
);

/** A tag's label per store view; store id 0 is "all store views", a view's own label wins. */
export const blogTagLabel = pgTable(
  'blog_tag_label',
  {
    tagId: integer('tag_id')
      .notNull()
      .references(() => blogTag.id, { onDelete: 'cascade' }),
    storeId: integer('store_id').notNull().default(0),
    label: text('label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.storeId] })],
);

/** The tags of a blog post (a cms_page row with is_blog). */
export const blogPostTag = pgTable(
  'blog_post_tag',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => cmsPage.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => blogTag.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.tagId] }), index('blog_post_tag_tag').on(t.tagId)],
);
