// The product page's reviews: the API's answer as the page renders it (summary, one page of
// approved reviews, the ratings the form asks for) and the review form's checks, which the action
// runs before it calls createProductReview (the API checks again).
import { starsOf } from '~/components/ui/RatingStars';
import type { FieldError } from '~/lib/form-messages';
import { formText } from '~/lib/forms/form-errors';
import type {
  CreateProductReviewInput,
  ProductPageQuery,
  ProductReviewFieldsFragment,
} from '~/lib/graphql/generated';
import type { ApiProduct } from './product-view';

/** Reviews shown per page on the product page. */
export const REVIEWS_PER_PAGE = 5;
/** The API's limits (docs/reviews.md). */
export const REVIEW_LIMITS = { nickname: 128, summary: 255, text: 5000 } as const;

export interface ReviewView {
  nickname: string;
  summary: string;
  text: string;
  /** ISO date (YYYY-MM-DD) the review was written. */
  date: string;
  percent: number;
  ratings: { name: string; stars: number }[];
}

export interface RatingField {
  id: string;
  name: string;
  /** Value ids for 1 to 5 stars. */
  values: { stars: number; valueId: string }[];
}

export interface ReviewsView {
  /** False when the store takes no reviews: the page shows no review section. */
  enabled: boolean;
  guestsMayWrite: boolean;
  count: number;
  percent: number;
  items: ReviewView[];
  page: number;
  totalPages: number;
  ratings: RatingField[];
}

function toReview(review: ProductReviewFieldsFragment): ReviewView {
  return {
    nickname: review.nickname,
    summary: review.summary,
    text: review.text,
    date: review.created_at.slice(0, 10),
    percent: review.average_rating,
    ratings: review.ratings_breakdown.flatMap((r) => (r ? [{ name: r.name, stars: Number(r.value) }] : [])),
  };
}

export function toReviewsView(
  api: ApiProduct,
  config: ProductPageQuery['storeConfig'],
  metadata: ProductPageQuery['productReviewRatingsMetadata'],
): ReviewsView {
  const reviews = api.reviews;
  return {
    enabled: config?.product_reviews_enabled !== '0',
    guestsMayWrite: config?.allow_guests_to_write_product_reviews !== '0',
    count: api.review_count,
    percent: api.rating_summary,
    items: reviews.items.flatMap((review) => (review ? [toReview(review)] : [])),
    page: reviews.page_info.current_page ?? 1,
    totalPages: reviews.page_info.total_pages ?? 0,
    ratings: metadata.items.flatMap((rating) =>
      rating
        ? [
            {
              id: rating.id,
              name: rating.name,
              values: rating.values.flatMap((v) =>
                v ? [{ stars: Number(v.value), valueId: v.value_id }] : [],
              ),
            },
          ]
        : [],
    ),
  };
}

/** The reviews page a product URL asks for (`?reviews=2`): 1 unless a whole number above 0. */
export function reviewsPageOf(url: URL): number {
  const raw = url.searchParams.get('reviews');
  return raw && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
}

/** schema.org AggregateRating and Review for the product's structured data. */
export function reviewsJsonLd(view: ReviewsView): Record<string, unknown> {
  if (!view.enabled || view.count === 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: starsOf(view.percent),
      bestRating: 5,
      worstRating: 1,
      reviewCount: view.count,
    },
    review: view.items.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.nickname },
      datePublished: review.date,
      name: review.summary,
      reviewBody: review.text,
      reviewRating: {
        '@type': 'Rating',
        ratingValue: starsOf(review.percent),
        bestRating: 5,
        worstRating: 1,
      },
    })),
  };
}

// The form: fields nickname, summary, text; per rating a hidden `rating_id` and a radio group
// `rating:<id>` whose value is the chosen value id.

export type ReviewFieldErrors = Partial<Record<'nickname' | 'summary' | 'text' | 'ratings', FieldError>>;

function textError(value: string, max: number): FieldError | undefined {
  if (!value) return { key: 'validation.required' };
  if ([...value].length > max) return { key: 'reviews.too_long', values: { count: max } };
  return undefined;
}

export function readReviewForm(
  form: FormData,
): { ok: true; input: CreateProductReviewInput } | { ok: false; errors: ReviewFieldErrors } {
  const nickname = formText(form, 'nickname');
  const summary = formText(form, 'summary');
  const text = formText(form, 'text');
  const ratingIds = form
    .getAll('rating_id')
    .filter((id): id is string => typeof id === 'string' && id !== '');
  const ratings = ratingIds.map((id) => ({ id, value_id: formText(form, `rating:${id}`) }));
  const errors: ReviewFieldErrors = {};
  const nicknameError = textError(nickname, REVIEW_LIMITS.nickname);
  const summaryError = textError(summary, REVIEW_LIMITS.summary);
  const textError_ = textError(text, REVIEW_LIMITS.text);
  if (nicknameError) errors.nickname = nicknameError;
  if (summaryError) errors.summary = summaryError;
  if (textError_) errors.text = textError_;
  if (ratings.some((r) => !r.value_id)) errors.ratings = { key: 'reviews.rate_every_aspect' };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: { sku: formText(form, 'sku'), nickname, summary, text, ratings } };
}
