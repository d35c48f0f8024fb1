// STAND-IN (feat/estimates-api): a minimal version of the estimate status machine (design/b2b.md
// §3) so that the estimates module compiles and runs; the rules branch's exhaustively tested
// version replaces this file at the merge. Same exports and signatures.

export const ESTIMATE_STATUSES = ['draft', 'estimate', 'discount_partner', 'proposal', 'on_cart'] as const;
export type EstimateStatus = (typeof ESTIMATE_STATUSES)[number];
/** What the reader is to the estimate; one person may be several (an owner who is also the partner). */
export type EstimateActor = 'owner' | 'member' | 'partner' | 'manager';
type Actors = ReadonlySet<EstimateActor>;

export interface TransitionFacts {
  hasPartner: boolean;
  itemCount: number;
  unpricedItems: number;
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

const refuse = (code: RefusalCode, message: string): Verdict => ({ allowed: false, code, message });
const any = (actors: Actors, ...roles: EstimateActor[]) => roles.some((r) => actors.has(r));

export function transitionVerdict(
  actors: Actors,
  from: EstimateStatus,
  to: EstimateStatus,
  facts: TransitionFacts,
): Verdict {
  if (from === to) return refuse('same_status', `The estimate is already in the status “${to}”.`);
  const customer = any(actors, 'owner', 'member');
  switch (to) {
    case 'on_cart':
      return refuse(
        'proposal_to_cart_only',
        'An estimate goes to “on_cart” only by loading the proposal into a cart.',
      );
    case 'draft':
      if (!any(actors, 'owner', 'member', 'manager'))
        return refuse('role', 'Only the owner, a member or a manager can send an estimate back to draft.');
      return { allowed: true };
    case 'estimate': {
      const submit = customer && from === 'draft';
      const sendBack = any(actors, 'partner', 'manager') && from === 'discount_partner';
      if (!customer && !any(actors, 'partner', 'manager'))
        return refuse('role', 'Only the owner or a member can submit an estimate for pricing.');
      if (!submit && !sendBack)
        return refuse(
          'from_status',
          'An estimate can be submitted only from “draft” or sent back from “discount_partner”.',
        );
      if (submit && !sendBack && facts.itemCount === 0)
        return refuse('empty', 'The estimate is empty: add products before submitting it.');
      return { allowed: true };
    }
    case 'discount_partner':
      if (!actors.has('manager'))
        return refuse('role', 'Only a manager can hand an estimate to the partner.');
      if (from !== 'estimate')
        return refuse(
          'from_status',
          'An estimate can be handed to the partner only from the status “estimate”.',
        );
      if (!facts.hasPartner) return refuse('no_partner', 'This estimate has no partner to hand it to.');
      if (facts.itemCount === 0) return refuse('empty', 'The estimate is empty.');
      return { allowed: true };
    case 'proposal': {
      const byManager = actors.has('manager') && from === 'estimate';
      const byPartner = actors.has('partner') && from === 'discount_partner';
      if (!any(actors, 'manager', 'partner'))
        return refuse('role', 'Only a manager or the partner can make a proposal.');
      if (!byManager && !byPartner)
        return refuse(
          'from_status',
          'A proposal is made from “estimate” by a manager or from “discount_partner” by the partner.',
        );
      if (facts.itemCount === 0) return refuse('empty', 'The estimate is empty.');
      if (facts.unpricedItems > 0)
        return refuse(
          'price_on_request',
          'Set a manager’s custom price on every item priced on request first.',
        );
      if (byManager && !byPartner && facts.hasPartner && !(facts.note ?? '').trim())
        return refuse(
          'needs_note',
          'Hand the estimate to the partner, or give a note saying why that step is skipped.',
        );
      return { allowed: true };
    }
  }
}

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

const managerStatus = (status: EstimateStatus) => status === 'draft' || status === 'estimate';

export function mayEditItems(actors: Actors, status: EstimateStatus): boolean {
  return (
    (any(actors, 'owner', 'member') && status === 'draft') || (actors.has('manager') && managerStatus(status))
  );
}
export function mayEditManagerPrices(actors: Actors, status: EstimateStatus): boolean {
  return actors.has('manager') && managerStatus(status);
}
export function mayEditPartnerPrices(actors: Actors, status: EstimateStatus): boolean {
  return actors.has('partner') && status === 'discount_partner';
}
export function mayEditDetails(actors: Actors, status: EstimateStatus): boolean {
  return mayEditItems(actors, status);
}
export function mayEditDelivery(actors: Actors, status: EstimateStatus): boolean {
  return mayEditManagerPrices(actors, status);
}
export function mayDelete(actors: Actors, status: EstimateStatus): boolean {
  return status === 'draft' && any(actors, 'owner', 'manager');
}
export function mayLoadIntoCart(actors: Actors, status: EstimateStatus): boolean {
  return status === 'proposal' && any(actors, 'owner', 'member');
}
export function mayInvite(actors: Actors): boolean {
  return any(actors, 'owner', 'manager');
}
export function isCorrection(from: EstimateStatus, to: EstimateStatus): boolean {
  return to === 'draft' && from !== 'draft';
}

const LABELS: Record<'en' | 'ru' | 'es', Record<EstimateStatus, string>> = {
  en: {
    draft: 'Draft',
    estimate: 'Estimate',
    discount_partner: 'Partner discount',
    proposal: 'Proposal',
    on_cart: 'In the cart',
  },
  ru: {
    draft: 'Черновик',
    estimate: 'Смета',
    discount_partner: 'Скидка партнёра',
    proposal: 'Предложение',
    on_cart: 'В корзине',
  },
  es: {
    draft: 'Borrador',
    estimate: 'Presupuesto',
    discount_partner: 'Descuento del socio',
    proposal: 'Propuesta',
    on_cart: 'En el carrito',
  },
};

export function statusLabel(status: EstimateStatus, locale: string): string {
  const language = locale.startsWith('ru') ? 'ru' : locale.startsWith('es') ? 'es' : 'en';
  return LABELS[language][status];
}
