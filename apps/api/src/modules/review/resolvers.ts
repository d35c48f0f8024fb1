// Product reviews: thin resolvers, one service call each.
import type { Resolvers } from '../../generated/resolvers-types.ts';
import {
  averageRating,
  createProductReview,
  customerReviews,
  productReviews,
  ratingSummary,
  ratingsBreakdown,
  ratingsMetadata,
  reviewCount,
  reviewFields,
} from './service.ts';

/** The review fields of every product type (their parent is a ProductRef). */
const productReviewFields = {
  reviews: (ref: { id: number }, args: { pageSize?: number | null; currentPage?: number | null }, ctx) =>
    productReviews(ctx, ref.id, args),
  review_count: (ref: { id: number }, _: unknown, ctx) => reviewCount(ctx, ref.id),
  rating_summary: (ref: { id: number }, _: unknown, ctx) => ratingSummary(ctx, ref.id),
} satisfies Resolvers['SimpleProduct'] & Resolvers['ConfigurableProduct'] & Resolvers['VirtualProduct'];

export const reviewResolvers = {
  Query: {
    productReviewRatingsMetadata: (_, __, ctx) => ratingsMetadata(ctx),
  },
  Mutation: {
    createProductReview: (_, args, ctx) => createProductReview(ctx, args.input),
  },
  SimpleProduct: productReviewFields,
  VirtualProduct: productReviewFields,
  ConfigurableProduct: productReviewFields,
  BundleProduct: productReviewFields,
  GroupedProduct: productReviewFields,
  DownloadableProduct: productReviewFields,
  Customer: {
    reviews: (parent, args, ctx) => customerReviews(ctx, parent.id, args),
  },
  ProductReview: {
    ...reviewFields,
    average_rating: (view, _, ctx) => averageRating(ctx, view),
    ratings_breakdown: (view, _, ctx) => ratingsBreakdown(ctx, view),
  },
} satisfies Resolvers;
