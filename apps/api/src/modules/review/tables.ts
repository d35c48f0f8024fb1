// Product reviews and ratings (Magento's Review module, decision in docs/reviews.md): the rating
// codes a review scores (quality, price, design) with their titles per locale, the reviews with
// their moderation status, and one vote (1–5) per rating of a review. A review belongs to the
// store view it was written in and shows in every store view of the same locale.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { product } from '../catalog/product-tables.ts';
import { customer } from '../customer/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const reviewRating = pgTable(
  'review_rating',
  {
    id: serial('id').primaryKey(),
    /** Magento's rating_code, e.g. "quality"; the title when no locale has one. */
    code: varchar('code', { length: 64 }).notNull(),
    position: integer('position').notNull().default(0),
    /** Inactive ratings are neither asked for nor shown. */
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('review_rating_code_unique').on(t.code)],
);

export const reviewRatingTitle = pgTable(
  'review_rating_title',
  {
    ratingId: integer('rating_id')
      .notNull()
      .references(() => reviewRating.id, { onDelete: 'cascade' }),
    /** A store view locale, e.g. ru_RU. */
    locale: varchar('locale', { length: 16 }).notNull(),
    title: varchar('title', { length: 128 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ratingId, t.locale] })],
);

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const review = pgTable(
  'review',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    /** The store view it was written in. */
    storeId: integer('store_id').notNull(),
    /** That store view's locale: the review shows in the store views of this locale. */
    locale: varchar('locale', { length: 16 }).notNull(),
    /** The author when signed in; null for a guest (or a deleted account). */
    customerId: integer('customer_id').references(() => customer.id, { onDelete: 'set null' }),
    nickname: varchar('nickname', { length: 128 }).notNull(),
    summary: varchar('summary', { length: 255 }).notNull(),
    text: text('text').notNull(),
    status: varchar('status', { length: 16 }).$type<ReviewStatus>().notNull().default('pending'),
    /** A guest's client address, hashed: what the guest rate limit counts. Never the address itself. */
    guestKey: varchar('guest_key', { length: 64 }),
    createdAt: at('created_at').notNull().defaultNow(),
    moderatedAt: at('moderated_at'),
  },
  (t) => [
    check('review_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    index('review_product_idx').on(t.productId, t.locale, t.status, t.createdAt),
    // One review per customer per product (the abuse limit for customers).
    uniqueIndex('review_customer_product_unique')
      .on(t.customerId, t.productId)
      .where(sql`${t.customerId} is not null`),
    index('review_customer_idx').on(t.customerId, t.createdAt),
    index('review_guest_key_idx').on(t.guestKey, t.createdAt),
    index('review_status_idx').on(t.status, t.createdAt),
  ],
);

export const reviewVote = pgTable(
  'review_vote',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => review.id, { onDelete: 'cascade' }),
    ratingId: integer('rating_id')
      .notNull()
      .references(() => reviewRating.id, { onDelete: 'cascade' }),
    /** 1 to 5 stars. */
    value: smallint('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.ratingId] }),
    check('review_vote_value_check', sql`${t.value} between 1 and 5`),
  ],
);
