// The reviews' SQL: ratings with their titles, reviews with their votes, the per-product summary of
// the approved ones, the moderation queue and the guest rate limit's count.
import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ReviewStatus, review, reviewRating, reviewRatingTitle, reviewVote } from './tables.ts';

export { REVIEW_STATUSES, type ReviewStatus } from './tables.ts';

export interface RatingRow {
  id: number;
  code: string;
  /** The title in the asked locale, else in en_US, else null (then the code). */
  title: string | null;
}

/** The active ratings in their order, each titled in `locale` (falling back to en_US). */
export async function activeRatings(db: Db, locale: string): Promise<RatingRow[]> {
  const rows = await db
    .select({
      id: reviewRating.id,
      code: reviewRating.code,
      title: sql<string | null>`coalesce(
        (select t.title from ${reviewRatingTitle} t where t.rating_id = ${reviewRating.id} and t.locale = ${locale}),
        (select t.title from ${reviewRatingTitle} t where t.rating_id = ${reviewRating.id} and t.locale = 'en_US'))`,
    })
    .from(reviewRating)
    .where(eq(reviewRating.isActive, true))
    .orderBy(asc(reviewRating.position), asc(reviewRating.id));
  return rows;
}

export type ReviewRow = typeof review.$inferSelect;
export type NewReview = typeof review.$inferInsert;

export async function insertReview(
  db: Db,
  values: NewReview,
  votes: { ratingId: number; value: number }[],
): Promise<ReviewRow> {
  const [row] = await db.insert(review).values(values).returning();
  if (!row) throw new Error('review insert returned no row');
  if (votes.length > 0) {
    await db.insert(reviewVote).values(votes.map((v) => ({ reviewId: row.id, ...v })));
  }
  return row;
}

/** Whether the customer has already reviewed the product (in any status). */
export async function hasCustomerReview(db: Db, customerId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: review.id })
    .from(review)
    .where(and(eq(review.customerId, customerId), eq(review.productId, productId)))
    .limit(1);
  return Boolean(row);
}

/** The advisory lock space of the guest review limit (password resets 7302, the contact form 7303). */
const GUEST_LOCK_CLASS = 7_304;

/** Holds a transaction-scoped lock on a guest's key, so its count and insert run one at a time. */
export async function lockGuestKey(db: Db, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${GUEST_LOCK_CLASS}, hashtext(${key}))`);
}

/** Guest reviews written from one (hashed) client address since `since`. */
export async function countGuestReviewsSince(db: Db, guestKey: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(review)
    .where(and(eq(review.guestKey, guestKey), gt(review.createdAt, since)));
  return Number(row?.n ?? 0);
}

export interface ReviewPage {
  rows: ReviewRow[];
  total: number;
}

/** A page of a product's approved reviews in a locale, newest first. */
export async function approvedReviews(
  db: Db,
  productId: number,
  locale: string,
  page: { size: number; offset: number },
): Promise<ReviewPage> {
  const where = and(
    eq(review.productId, productId),
    eq(review.locale, locale),
    eq(review.status, 'approved'),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(review)
      .where(where)
      .orderBy(desc(review.createdAt), desc(review.id))
      .limit(page.size)
      .offset(page.offset),
    db.select({ n: count() }).from(review).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** A page of a customer's reviews (every status), newest first. */
export async function customerReviews(
  db: Db,
  customerId: number,
  page: { size: number; offset: number },
): Promise<ReviewPage> {
  const where = eq(review.customerId, customerId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(review)
      .where(where)
      .orderBy(desc(review.createdAt), desc(review.id))
      .limit(page.size)
      .offset(page.offset),
    db.select({ n: count() }).from(review).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export interface VoteRow {
  reviewId: number;
  ratingId: number;
  value: number;
}

/** The votes of these reviews, in the ratings' order. */
export async function votesOf(db: Db, reviewIds: number[]): Promise<VoteRow[]> {
  if (reviewIds.length === 0) return [];
  return db
    .select({ reviewId: reviewVote.reviewId, ratingId: reviewVote.ratingId, value: reviewVote.value })
    .from(reviewVote)
    .innerJoin(reviewRating, eq(reviewRating.id, reviewVote.ratingId))
    .where(and(inArray(reviewVote.reviewId, reviewIds), eq(reviewRating.isActive, true)))
    .orderBy(asc(reviewRating.position), asc(reviewRating.id));
}

export interface SummaryRow {
  productId: number;
  reviews: number;
  /** The average vote of the approved reviews, 1–5, or null without votes. */
  average: number | null;
}

/**
 * Per product, the number of approved reviews in a locale and the average of their votes (Magento's
 * rating summary averages every vote of every approved review).
 */
export async function reviewSummaries(db: Db, productIds: number[], locale: string): Promise<SummaryRow[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({
      productId: review.productId,
      reviews: sql<number>`count(distinct ${review.id})::int`,
      average: sql<string | null>`avg(${reviewVote.value}) filter (where ${reviewRating.isActive})`,
    })
    .from(review)
    .leftJoin(reviewVote, eq(reviewVote.reviewId, review.id))
    .leftJoin(reviewRating, eq(reviewRating.id, reviewVote.ratingId))
    .where(
      and(inArray(review.productId, productIds), eq(review.locale, locale), eq(review.status, 'approved')),
    )
    .groupBy(review.productId);
  return rows.map((r) => ({
    productId: r.productId,
    reviews: Number(r.reviews),
    average: r.average == null ? null : Number(r.average),
  }));
}

// Moderation (the `reviews` command until a back office exists).

/** Reviews of a status (all when null), oldest first: the moderation queue. */
export async function reviewsByStatus(
  db: Db,
  status: ReviewStatus | null,
  limit: number,
): Promise<ReviewRow[]> {
  const query = db.select().from(review);
  const filtered = status ? query.where(eq(review.status, status)) : query;
  return filtered.orderBy(asc(review.createdAt), asc(review.id)).limit(limit);
}

export async function findReviews(db: Db, ids: number[]): Promise<ReviewRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(review).where(inArray(review.id, ids)).for('update');
}

export async function setReviewStatus(db: Db, ids: number[], status: ReviewStatus, at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.update(review).set({ status, moderatedAt: at }).where(inArray(review.id, ids));
}

export interface RatingSettings {
  id: number;
  code: string;
  position: number;
  isActive: boolean;
  titles: Record<string, string>;
}

/** Every rating, active or not, with its titles per locale. */
export async function allRatings(db: Db): Promise<RatingSettings[]> {
  const [ratings, titles] = await Promise.all([
    db.select().from(reviewRating).orderBy(asc(reviewRating.position), asc(reviewRating.id)),
    db.select().from(reviewRatingTitle),
  ]);
  return ratings.map((r) => ({
    ...r,
    titles: Object.fromEntries(titles.filter((t) => t.ratingId === r.id).map((t) => [t.locale, t.title])),
  }));
}

/** Inserts the rating or updates the one with its code; titles given replace those of their locale. */
export async function saveRating(
  db: Db,
  rating: { code: string; position?: number; titles: Record<string, string>; isActive?: boolean },
): Promise<void> {
  const set = {
    ...(rating.position != null ? { position: rating.position } : {}),
    ...(rating.isActive != null ? { isActive: rating.isActive } : {}),
  };
  const [row] = await db
    .insert(reviewRating)
    .values({ code: rating.code, ...set })
    .onConflictDoUpdate({ target: reviewRating.code, set: { code: rating.code, ...set } })
    .returning({ id: reviewRating.id });
  if (!row) throw new Error('rating upsert returned no row');
  for (const [locale, title] of Object.entries(rating.titles)) {
    await db
      .insert(reviewRatingTitle)
      .values({ ratingId: row.id, locale, title })
      .onConflictDoUpdate({ target: [reviewRatingTitle.ratingId, reviewRatingTitle.locale], set: { title } });
  }
}
