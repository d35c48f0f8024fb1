// Product reviews (docs/reviews.md): writing one for moderation, the approved ones of a product and
// their summary (batched per request: a listing's stars cost one query), a customer's own reviews
// and the ratings a review scores.
import { createHash } from 'node:crypto';
import type { CreateProductReviewInput, ProductReviewRatingInput } from '../../generated/resolvers-types.ts';
import { BatchLoader } from '../../shared/batch-loader.ts';
import type { RequestContext } from '../../shared/context.ts';
import {
  alreadyExistsError,
  authorizationError,
  inputError,
  noSuchEntityError,
} from '../../shared/errors.ts';
import { inTransaction, isUniqueViolation } from '../../shared/transaction.ts';
import { findProductsBySku, isListed } from '../catalog/index.ts';
import { magentoDateTime, NOT_AUTHORIZED } from '../customer/index.ts';
import { guestReviewsAllowed, reviewsEnabled } from '../store/index.ts';
import type { RatingRow, ReviewRow, VoteRow } from './store.ts';
import * as store from './store.ts';

/** Guests may write this many reviews per hour from one client address. */
export const GUEST_REVIEWS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

/** The lengths a review's texts may have (Magento's columns: nickname 128, title 255; text bounded here). */
export const REVIEW_LIMITS = { nickname: 128, summary: 255, text: 5000 } as const;

export const PRODUCT_NOT_FOUND =
  "The product that was requested doesn't exist. Verify the product and try again.";
export const REVIEWS_DISABLED = 'This store does not take product reviews.';
export const GUESTS_NOT_ALLOWED = "Guest customers aren't allowed to add product reviews.";
export const ALREADY_REVIEWED =
  'You have already reviewed this product. Each customer can review a product once.';
export const TOO_MANY_GUEST_REVIEWS = `Too many reviews from your address: guests can write ${GUEST_REVIEWS_PER_HOUR} an hour. Try again later, or sign in.`;

const STARS = [1, 2, 3, 4, 5] as const;

const encode = (value: string) => Buffer.from(value).toString('base64');
const decode = (value: string) => Buffer.from(value, 'base64').toString('utf8');
const ratingUid = (ratingId: number) => encode(String(ratingId));
const valueUid = (ratingId: number, stars: number) => encode(`${ratingId}/${stars}`);

/** A review as the ProductReview type receives it. */
export interface ReviewView {
  row: ReviewRow;
}

interface RequestLoaders {
  /** Read on first use only: a listing's stars need the summaries, not the ratings. */
  ratings: () => Promise<RatingRow[]>;
  votes: BatchLoader<VoteRow[]>;
  summaries: BatchLoader<store.SummaryRow | null>;
}

const loaders = new WeakMap<RequestContext, RequestLoaders>();

function requestLoaders(ctx: RequestContext): RequestLoaders {
  let found = loaders.get(ctx);
  if (!found) {
    let ratings: Promise<RatingRow[]> | undefined;
    found = {
      ratings: () => {
        ratings ??= store.activeRatings(ctx.db, ctx.locale);
        return ratings;
      },
      votes: new BatchLoader(
        async (ids) => {
          const byReview = new Map<number, VoteRow[]>();
          for (const vote of await store.votesOf(ctx.db, ids)) {
            const list = byReview.get(vote.reviewId) ?? [];
            list.push(vote);
            byReview.set(vote.reviewId, list);
          }
          return byReview;
        },
        () => [],
      ),
      summaries: new BatchLoader(
        async (ids) =>
          new Map((await store.reviewSummaries(ctx.db, ids, ctx.locale)).map((s) => [s.productId, s])),
        () => null,
      ),
    };
    loaders.set(ctx, found);
  }
  return found;
}

const ratingName = (rating: RatingRow) => rating.title ?? rating.code;

export async function ratingsMetadata(ctx: RequestContext) {
  const ratings = reviewsEnabled(ctx.config) ? await requestLoaders(ctx).ratings() : [];
  return {
    items: ratings.map((rating) => ({
      id: ratingUid(rating.id),
      name: ratingName(rating),
      values: STARS.map((stars) => ({ value: String(stars), value_id: valueUid(rating.id, stars) })),
    })),
  };
}

// The review's fields.

/** Stars given as a percentage (Magento's rating percent): 1 star is 20, 5 stars 100. */
const percent = (average: number) => Math.round(average * 20 * 100) / 100;

export async function averageRating(ctx: RequestContext, view: ReviewView): Promise<number> {
  const votes = await requestLoaders(ctx).votes.load(view.row.id);
  if (votes.length === 0) return 0;
  return percent(votes.reduce((sum, v) => sum + v.value, 0) / votes.length);
}

export async function ratingsBreakdown(ctx: RequestContext, view: ReviewView) {
  const { votes, ratings } = requestLoaders(ctx);
  const [given, titled] = await Promise.all([votes.load(view.row.id), ratings()]);
  const byId = new Map(titled.map((r) => [r.id, r]));
  return given.flatMap((vote) => {
    const rating = byId.get(vote.ratingId);
    return rating ? [{ name: ratingName(rating), value: String(vote.value) }] : [];
  });
}

export const reviewFields = {
  created_at: (view: ReviewView) => magentoDateTime(view.row.createdAt),
  nickname: (view: ReviewView) => view.row.nickname,
  summary: (view: ReviewView) => view.row.summary,
  text: (view: ReviewView) => view.row.text,
  product: (view: ReviewView) => ({ id: view.row.productId }),
};

// Lists.

interface PageArgs {
  pageSize?: number | null;
  currentPage?: number | null;
}

function pageOf(args: PageArgs) {
  const currentPage = args.currentPage ?? 1;
  const pageSize = args.pageSize ?? 20;
  if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
  if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
  return { currentPage, pageSize, offset: (currentPage - 1) * pageSize };
}

function reviewsPage(page: ReturnType<typeof pageOf>, found: store.ReviewPage) {
  return {
    items: found.rows.map((row): ReviewView => ({ row })),
    page_info: {
      current_page: page.currentPage,
      page_size: page.pageSize,
      total_pages: Math.ceil(found.total / page.pageSize),
    },
  };
}

/** A page of the product's approved reviews in the store view's locale (none when reviews are off). */
export async function productReviews(ctx: RequestContext, productId: number, args: PageArgs) {
  const page = pageOf(args);
  if (!reviewsEnabled(ctx.config)) return reviewsPage(page, { rows: [], total: 0 });
  const found = await store.approvedReviews(ctx.db, productId, ctx.locale, {
    size: page.pageSize,
    offset: page.offset,
  });
  return reviewsPage(page, found);
}

export async function reviewCount(ctx: RequestContext, productId: number): Promise<number> {
  if (!reviewsEnabled(ctx.config)) return 0;
  return (await requestLoaders(ctx).summaries.load(productId))?.reviews ?? 0;
}

export async function ratingSummary(ctx: RequestContext, productId: number): Promise<number> {
  if (!reviewsEnabled(ctx.config)) return 0;
  const average = (await requestLoaders(ctx).summaries.load(productId))?.average;
  return average == null ? 0 : percent(average);
}

/** The signed-in customer's own reviews, pending ones too. */
export async function customerReviews(ctx: RequestContext, customerId: number, args: PageArgs) {
  if (!ctx.customer || ctx.customer.id !== customerId) throw authorizationError(NOT_AUTHORIZED);
  const page = pageOf(args);
  const found = await store.customerReviews(ctx.db, customerId, { size: page.pageSize, offset: page.offset });
  return reviewsPage(page, found);
}

// Writing a review.

const clean = (value: string) => value.replace(/\r\n?/g, '\n').trim();

function checkText(errors: string[], label: string, value: string, max: number) {
  if (value === '') errors.push(`${label} is required.`);
  else if ([...value].length > max) errors.push(`${label} must be at most ${max} characters.`);
  // Control characters other than line breaks and tabs are never part of a review.
  else if (/[^\P{Cc}\t\n]/u.test(value)) errors.push(`${label} has invalid characters.`);
}

/** The votes the input gives, checked against the active ratings: each one once, each one given. */
function checkVotes(errors: string[], given: (ProductReviewRatingInput | null)[], ratings: RatingRow[]) {
  const active = new Map(ratings.map((r) => [r.id, r]));
  const votes = new Map<number, number>();
  for (const input of given) {
    if (!input) continue;
    const ratingId = Number(decode(input.id));
    const [valueRating, stars] = decode(input.value_id).split('/').map(Number);
    if (!active.has(ratingId)) {
      errors.push(`Rating "${input.id}" does not exist. Ask productReviewRatingsMetadata for the ratings.`);
    } else if (valueRating !== ratingId || !STARS.includes(stars as (typeof STARS)[number])) {
      errors.push(`Value "${input.value_id}" is not a value of rating "${input.id}".`);
    } else if (votes.has(ratingId)) {
      errors.push(`Rating "${input.id}" is given twice.`);
    } else {
      votes.set(ratingId, stars as number);
    }
  }
  const missing = ratings.filter((r) => !votes.has(r.id)).map(ratingName);
  if (missing.length > 0 && errors.length === 0) errors.push(`Rate the product for: ${missing.join(', ')}.`);
  return [...votes].map(([ratingId, value]) => ({ ratingId, value }));
}

/** The rate limit's key for a guest: the client address, hashed (the table never holds it). */
const guestKey = (clientIp: string) => createHash('sha256').update(`review:${clientIp}`).digest('hex');

export async function createProductReview(ctx: RequestContext, input: CreateProductReviewInput) {
  if (!reviewsEnabled(ctx.config)) throw authorizationError(REVIEWS_DISABLED);
  if (!ctx.customer && !guestReviewsAllowed(ctx.config)) throw authorizationError(GUESTS_NOT_ALLOWED);
  const texts = { nickname: clean(input.nickname), summary: clean(input.summary), text: clean(input.text) };
  const errors: string[] = [];
  checkText(errors, 'Nickname', texts.nickname, REVIEW_LIMITS.nickname);
  checkText(errors, 'Summary', texts.summary, REVIEW_LIMITS.summary);
  checkText(errors, 'Review', texts.text, REVIEW_LIMITS.text);
  const votes = checkVotes(errors, input.ratings, await requestLoaders(ctx).ratings());
  const [found] = await findProductsBySku(ctx.db, [input.sku.trim()]);
  if (!found?.isActive || !(await isListed(ctx.db, found.id, ctx.store.id))) {
    throw noSuchEntityError(PRODUCT_NOT_FOUND);
  }
  if (errors.length > 0) throw inputError(errors.join(' '));
  const customerId = ctx.customer?.id ?? null;
  const key = customerId == null ? guestKey(ctx.clientIp) : null;
  try {
    const row = await inTransaction(ctx.db, async (tx) => {
      if (customerId != null && (await store.hasCustomerReview(tx, customerId, found.id))) {
        throw alreadyExistsError(ALREADY_REVIEWED);
      }
      if (key) {
        // One guest address at a time, so parallel requests cannot all pass the count.
        await store.lockGuestKey(tx, key);
        const since = new Date(Date.now() - HOUR_MS);
        if ((await store.countGuestReviewsSince(tx, key, since)) >= GUEST_REVIEWS_PER_HOUR) {
          throw authorizationError(TOO_MANY_GUEST_REVIEWS);
        }
      }
      return store.insertReview(
        tx,
        {
          productId: found.id,
          storeId: ctx.store.id,
          locale: ctx.locale,
          customerId,
          guestKey: key,
          ...texts,
        },
        votes,
      );
    });
    return { review: { row } satisfies ReviewView };
  } catch (error) {
    // Two parallel reviews of one customer: the unique index lets one through.
    if (isUniqueViolation(error)) throw alreadyExistsError(ALREADY_REVIEWED);
    throw error;
  }
}
