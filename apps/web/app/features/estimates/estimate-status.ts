// The status actions of an estimate page (pure), from the API's `transitions` (design/b2b.md §3):
// a button per target the reader may move the estimate to now, and for a target the reader's role
// could reach but the estimate's facts refuse (no partner, an item priced on request, no items) the
// reason, translated by its code. Targets the reader's role can never reach, the current status,
// targets that are only reached from another status, and on_cart (reached by "Load into cart"
// only) are left out: they would only be noise for that reader.
import type { EstimateRole, EstimateStatus } from '~/lib/graphql/generated';

export const ESTIMATE_STATUSES: readonly EstimateStatus[] = [
  'draft',
  'estimate',
  'discount_partner',
  'proposal',
  'on_cart',
];

/** The refusal codes of the contract (EstimateTransition.reason_code), each with a translation. */
export const REASON_CODES = [
  'same_status',
  'role',
  'from_status',
  'no_partner',
  'needs_note',
  'price_on_request',
  'empty',
  'proposal_to_cart_only',
] as const;

/** Refusals that say the reader cannot act here at all: not shown. */
const HIDDEN_REASONS: readonly string[] = ['same_status', 'role', 'from_status', 'proposal_to_cart_only'];

export interface TransitionInput {
  status: EstimateStatus;
  allowed: boolean;
  reason_code: string | null;
  reason: string | null;
}

export interface StatusActionView {
  status: EstimateStatus;
  /** Language-file key of the button: what the move means from the current status. */
  labelKey: string;
  allowed: boolean;
  /** Allowed only with a note (a manager making the proposal without the partner's step). */
  needsNote: boolean;
  /** Why not (or, with needsNote, what the note is for): the code's translation, else the API's sentence. */
  reason: { key: string | null; text: string } | null;
}

export function isEstimateStatus(value: string): value is EstimateStatus {
  return (ESTIMATE_STATUSES as readonly string[]).includes(value);
}

/**
 * The button's words: the same target means different things from different statuses, and back
 * from the partner's step the partner sends it to the manager while the manager takes it back.
 */
export function actionLabelKey(from: EstimateStatus, to: EstimateStatus, role?: EstimateRole): string {
  if (to === 'draft') return 'estimate.actions.to_draft';
  if (to === 'estimate') {
    if (from !== 'discount_partner') return 'estimate.actions.submit';
    return role === 'MANAGER' ? 'estimate.actions.take_back' : 'estimate.actions.send_back';
  }
  if (to === 'discount_partner') return 'estimate.actions.to_partner';
  if (to === 'proposal') return 'estimate.actions.to_proposal';
  return 'estimate.actions.to_cart';
}

/** The language-file key of a refusal code, or null for a code this storefront does not know. */
export function reasonKey(code: string | null): string | null {
  return code && (REASON_CODES as readonly string[]).includes(code) ? `estimate.reason.${code}` : null;
}

export function statusActions(
  current: EstimateStatus,
  transitions: readonly TransitionInput[],
  role?: EstimateRole,
): StatusActionView[] {
  return transitions.flatMap((transition): StatusActionView[] => {
    const { status } = transition;
    if (status === current || status === 'on_cart') return [];
    const labelKey = actionLabelKey(current, status, role);
    if (transition.allowed) return [{ status, labelKey, allowed: true, needsNote: false, reason: null }];
    const code = transition.reason_code;
    if (code !== null && HIDDEN_REASONS.includes(code)) return [];
    const reason = { key: reasonKey(code), text: transition.reason ?? '' };
    // A note would make it allowed: the button stays, the reason says what the note is for.
    if (code === 'needs_note') return [{ status, labelKey, allowed: true, needsNote: true, reason }];
    return [{ status, labelKey, allowed: false, needsNote: false, reason }];
  });
}
