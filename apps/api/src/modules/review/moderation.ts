// Moderation and rating settings until a back office exists (the `reviews` command): the queue,
// approving or rejecting reviews, and the ratings a review scores.
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../shared/transaction.ts';
import type { ReviewStatus } from './store.ts';
import * as store from './store.ts';

export type { ReviewRow } from './store.ts';
export { REVIEW_STATUSES, type ReviewStatus } from './store.ts';

/** Reviews of a status (every status when null), oldest first. */
export function moderationQueue(db: Db, status: ReviewStatus | null, limit: number) {
  return store.reviewsByStatus(db, status, limit);
}

export interface ModerationResult {
  changed: number[];
  unchanged: number[];
  missing: number[];
}

/**
 * Sets the reviews' status (approved ones show on their product); all or nothing, in one
 * transaction. Reviews already in that status are reported unchanged; unknown ids change nothing.
 */
export function moderateReviews(db: Db, ids: number[], status: ReviewStatus): Promise<ModerationResult> {
  return inTransaction(db, async (tx) => {
    const found = await store.findReviews(tx, ids);
    const byId = new Map(found.map((r) => [r.id, r]));
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length > 0) return { changed: [], unchanged: [], missing };
    const changed = found.filter((r) => r.status !== status).map((r) => r.id);
    await store.setReviewStatus(tx, changed, status, new Date());
    return { changed, unchanged: ids.filter((id) => !changed.includes(id)), missing: [] };
  });
}

export function listRatings(db: Db) {
  return store.allRatings(db);
}

/** Adds a rating or changes one (position, titles per locale, active). */
export function saveRating(
  db: Db,
  rating: { code: string; position?: number; titles: Record<string, string>; isActive?: boolean },
) {
  return inTransaction(db, (tx) => store.saveRating(tx, rating));
}
