// The estimate workflow of design/b2b.md §3 as data and pure functions: who may move an estimate
// from which status to which, and who may change what in each status. No I/O: the service reads
// the facts (partner, items, prices on request, the note) and asks here; the `transitions` field
// shows the same verdicts, so the storefront offers exactly what the API would accept.

export const ESTIMATE_STATUSES = ['draft', 'estimate', 'discount_partner', 'proposal', 'on_cart'] as const;
export type EstimateStatus = (typeof ESTIMATE_STATUSES)[number];

/** What the reader is to the estimate; one person may be several (an owner who is also the partner). */
export type EstimateActor = 'owner' | 'member' | 'partner' | 'manager';
type Actors = ReadonlySet<EstimateActor>;

export interface TransitionFacts {
  /** The estimate has a partner (b2b.md §2). */
  hasPartner: boolean;
  /** An empty estimate cannot be submitted, handed to the partner or proposed. */
  itemCount: number;
  /** Items priced on request without a manager's custom price. */
  unpricedItems: number;
  /** The change's note: a manager skipping the partner step must give one. */
  note: string | null;
}

export type RefusalCode =
  | 'same_status'
  | 'role'
  | 'from_status'
  | 'no_partner'
  | 'needs_note'
  | 'price_on_request'
  | 'empty'
  | 'proposal_to_cart_only';

export type Verdict = { allowed: true } | { allowed: false; code: RefusalCode; message: string };

const ALLOWED: Verdict = { allowed: true };
const refuse = (code: RefusalCode, message: string): Verdict => ({ allowed: false, code, message });
const quoted = (status: EstimateStatus) => `“${status}”`;

/** A fact that can stop an otherwise permitted transition: a refusal, or null when it holds. */
type FactCheck = (facts: TransitionFacts) => Verdict | null;

const notEmpty =
  (message: string): FactCheck =>
  (facts) =>
    facts.itemCount > 0 ? null : refuse('empty', message);

const allPriced: FactCheck = (facts) => {
  const n = facts.unpricedItems;
  if (n <= 0) return null;
  const items = n === 1 ? '1 item is' : `${n} items are`;
  return refuse(
    'price_on_request',
    `${items} priced on request: set a manager's custom price on each before making the proposal.`,
  );
};

const hasPartner: FactCheck = (facts) =>
  facts.hasPartner
    ? null
    : refuse('no_partner', 'This estimate has no partner to hand it to: make the proposal directly.');

/** A manager may skip the partner step only on purpose, saying why in the note. */
const partnerStepSkippedWithNote: FactCheck = (facts) =>
  !facts.hasPartner || (facts.note ?? '').trim() !== ''
    ? null
    : refuse(
        'needs_note',
        'This estimate has a partner: hand it to the partner, or give a note saying why the partner step is skipped.',
      );

/** One row of the table in b2b.md §3. Facts are checked in the order given: the first that fails answers. */
interface TransitionRule {
  to: EstimateStatus;
  roles: readonly EstimateActor[];
  from: readonly EstimateStatus[];
  /** The refusal when the reader has the role but the estimate is in another status. */
  fromMessage: string;
  checks: readonly FactCheck[];
}

const PAST_DRAFT: readonly EstimateStatus[] = ['estimate', 'discount_partner', 'proposal', 'on_cart'];

export const TRANSITION_RULES: readonly TransitionRule[] = [
  {
    to: 'draft',
    roles: ['owner', 'member', 'manager'],
    from: PAST_DRAFT,
    fromMessage: 'The estimate is already a draft.',
    checks: [],
  },
  {
    to: 'estimate',
    roles: ['owner', 'member'],
    from: ['draft'],
    fromMessage: `An estimate can be submitted for pricing only from the status ${quoted('draft')}.`,
    checks: [notEmpty('The estimate is empty: add products before submitting it for pricing.')],
  },
  {
    to: 'estimate',
    roles: ['partner', 'manager'],
    from: ['discount_partner'],
    fromMessage: `An estimate can be sent back for pricing only from the status ${quoted('discount_partner')}.`,
    checks: [],
  },
  {
    to: 'discount_partner',
    roles: ['manager'],
    from: ['estimate'],
    fromMessage: `An estimate can be handed to the partner only from the status ${quoted('estimate')}.`,
    checks: [hasPartner, notEmpty('The estimate is empty: add products before handing it to the partner.')],
  },
  {
    to: 'proposal',
    roles: ['manager'],
    from: ['estimate'],
    fromMessage: `A manager can make a proposal only from the status ${quoted('estimate')}.`,
    checks: [
      notEmpty('The estimate is empty: add products before making the proposal.'),
      allPriced,
      partnerStepSkippedWithNote,
    ],
  },
  {
    to: 'proposal',
    roles: ['partner'],
    from: ['discount_partner'],
    fromMessage: `The partner can make a proposal only from the status ${quoted('discount_partner')}.`,
    checks: [notEmpty('The estimate is empty: add products before making the proposal.'), allPriced],
  },
];

const ROLE_MESSAGES: Record<EstimateStatus, string> = {
  draft: 'Only the owner, a member or a manager of the estimate can send it back to draft.',
  estimate:
    'Only the owner or a member can submit an estimate for pricing, and only its partner or a manager can send it back from the partner.',
  discount_partner: 'Only a manager can hand an estimate to the partner.',
  proposal: 'Only a manager or the estimate’s partner can make a proposal.',
  on_cart: `An estimate goes to ${quoted('on_cart')} only by loading the proposal into a cart.`,
};

const shares = (actors: Actors, roles: readonly EstimateActor[]) => roles.some((role) => actors.has(role));

/**
 * Whether `actors` may move an estimate from `from` to `to` now. Of several refusals the most
 * useful answers: the same status, then the role, then the status it is in, then the facts.
 */
export function transitionVerdict(
  actors: Actors,
  from: EstimateStatus,
  to: EstimateStatus,
  facts: TransitionFacts,
): Verdict {
  if (from === to) return refuse('same_status', `The estimate is already in the status ${quoted(to)}.`);
  if (to === 'on_cart') return refuse('proposal_to_cart_only', ROLE_MESSAGES.on_cart);
  const mine = TRANSITION_RULES.filter((rule) => rule.to === to && shares(actors, rule.roles));
  if (mine.length === 0) return refuse('role', ROLE_MESSAGES[to]);
  const fromHere = mine.filter((rule) => rule.from.includes(from));
  if (fromHere.length === 0) return refuse('from_status', fromMessage(to, mine));
  let first: Verdict | null = null;
  for (const rule of fromHere) {
    const failed = rule.checks.map((check) => check(facts)).find((verdict) => verdict !== null) ?? null;
    if (failed === null) return ALLOWED;
    first ??= failed;
  }
  return first ?? ALLOWED;
}

function fromMessage(to: EstimateStatus, rules: readonly TransitionRule[]): string {
  if (rules.length === 1) return rules[0]!.fromMessage;
  const froms = [...new Set(rules.flatMap((rule) => rule.from))].map(quoted).join(' or ');
  return `An estimate can be moved to ${quoted(to)} only from the status ${froms}.`;
}

/** Every status with its verdict, for the API's `transitions` field. */
export function transitionsFrom(
  actors: Actors,
  from: EstimateStatus,
  facts: TransitionFacts,
): { status: EstimateStatus; verdict: Verdict }[] {
  return ESTIMATE_STATUSES.map((status) => ({
    status,
    verdict: transitionVerdict(actors, from, status, facts),
  }));
}

const EDITABLE_BY_MANAGER: readonly EstimateStatus[] = ['draft', 'estimate'];
const isCustomer = (actors: Actors) => actors.has('owner') || actors.has('member');

/** Items and quantities: owner and members in draft; managers in draft and estimate. */
export function mayEditItems(actors: Actors, status: EstimateStatus): boolean {
  return (isCustomer(actors) && status === 'draft') || mayEditManagerPrices(actors, status);
}

/** The manager's custom prices: managers in draft and estimate. */
export function mayEditManagerPrices(actors: Actors, status: EstimateStatus): boolean {
  return actors.has('manager') && EDITABLE_BY_MANAGER.includes(status);
}

/** The partner's prices (not quantities): the partner in discount_partner. */
export function mayEditPartnerPrices(actors: Actors, status: EstimateStatus): boolean {
  return actors.has('partner') && status === 'discount_partner';
}

/** Name and delivery address: owner and members in draft; managers in draft and estimate. */
export function mayEditDetails(actors: Actors, status: EstimateStatus): boolean {
  return mayEditItems(actors, status);
}

/** Delivery information (description and cost), which the manager arranges: managers in draft and estimate. */
export function mayEditDelivery(actors: Actors, status: EstimateStatus): boolean {
  return mayEditManagerPrices(actors, status);
}

/** Only drafts, by their owner or a manager. */
export function mayDelete(actors: Actors, status: EstimateStatus): boolean {
  return status === 'draft' && (actors.has('owner') || actors.has('manager'));
}

/** A proposal goes into the cart of its owner or a member (proposalToCart). */
export function mayLoadIntoCart(actors: Actors, status: EstimateStatus): boolean {
  return status === 'proposal' && isCustomer(actors);
}

export function mayInvite(actors: Actors): boolean {
  return actors.has('owner') || actors.has('manager');
}

/** Back to draft from anything past draft: the estimate is being corrected (`is_correction`). */
export function isCorrection(from: EstimateStatus, to: EstimateStatus): boolean {
  return to === 'draft' && from !== 'draft';
}

type Language = 'en' | 'ru' | 'es';

const STATUS_LABELS: Record<Language, Record<EstimateStatus, string>> = {
  en: {
    draft: 'Draft',
    estimate: 'Being priced',
    discount_partner: 'With the partner',
    proposal: 'Proposal',
    on_cart: 'In the cart',
  },
  ru: {
    draft: 'Черновик',
    estimate: 'На расчёте',
    discount_partner: 'У партнёра',
    proposal: 'Коммерческое предложение',
    on_cart: 'В корзине',
  },
  es: {
    draft: 'Borrador',
    estimate: 'En cálculo',
    discount_partner: 'Con el socio',
    proposal: 'Propuesta',
    on_cart: 'En el carrito',
  },
};

const language = (locale: string): Language =>
  locale.startsWith('ru') ? 'ru' : locale.startsWith('es') ? 'es' : 'en';

/** The status in the store view's language (ru-RU, en-US, en-GB, es-ES; others in English). */
export function statusLabel(status: EstimateStatus, locale: string): string {
  return STATUS_LABELS[language(locale)][status];
}
