import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { product } from '../catalog/product-tables.ts';

/** A filter chip of a CMS page (spec: CMS page `filters`). */
export interface CmsPageFilter {
  id: string;
  label: string;
}

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

/** CMS pages per store view (store id 0: all views); content sanitised on write and on read. */
export const cmsPage = pgTable(
  'cms_page',
  {
    id: serial('id').primaryKey(),
    identifier: varchar('identifier', { length: 255 }).notNull(),
    storeId: integer('store_id').notNull().default(0),
    title: text('title').notNull(),
    contentHeading: text('content_heading'),
    content: text('content').notNull(),
    pageLayout: varchar('page_layout', { length: 32 }).notNull().default('1column'),
    metaTitle: text('meta_title'),
    metaKeywords: text('meta_keywords'),
    metaDescription: text('meta_description'),
    /** Spec §3: blog pages are CMS pages flagged `is_blog`, with a plain-text `description`. */
    isBlog: boolean('is_blog').notNull().default(false),
    description: text('description'),
    filters: jsonb('filters').$type<CmsPageFilter[]>().notNull().default([]),
    /** Blog posts: the picture, a file under MEDIA_DIR/cms (e.g. `blog/oak-at-home.svg`). */
    image: varchar('image', { length: 255 }),
    /** Blog posts: when the post was published (the list is newest first) and who wrote it. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    author: text('author'),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cms_page_identifier_store').on(t.identifier, t.storeId),
    index('cms_page_blog_published').on(t.isBlog, t.publishedAt),
  ],
);

/** Products shown with a CMS page (spec: CMS page `related_products`), in `position` order. */
export const cmsPageProduct = pgTable(
  'cms_page_product',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => cmsPage.id),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.pageId, t.productId] }),
    index('cms_page_product_product').on(t.productId),
  ],
);
