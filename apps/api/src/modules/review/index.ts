// What the CLI (and other modules) may use of product reviews.

export {
  listRatings,
  type ModerationResult,
  moderateReviews,
  moderationQueue,
  REVIEW_STATUSES,
  type ReviewRow,
  type ReviewStatus,
  saveRating,
} from './moderation.ts';
