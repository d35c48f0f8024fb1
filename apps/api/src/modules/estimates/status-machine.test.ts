// The estimate workflow (design/b2b.md §3), checked against tables written out by hand from the
// design — never derived from the code under test: every reader (each role alone and the
// combinations a person can hold) × every status × every target.
import { describe, expect, it } from 'vitest';
import {
  ESTIMATE_STATUSES,
  type EstimateActor,
  type EstimateStatus,
  isCorrection,
  mayDelete,
  mayEditDelivery,
  mayEditDetails,
  mayEditItems,
  mayEditManagerPrices,
  mayEditPartnerPrices,
  mayInvite,
  mayLoadIntoCart,
  type RefusalCode,
  statusLabel,
  type TransitionFacts,
  transitionsFrom,
  transitionVerdict,
} from './status-machine.ts';

const actors = (...list: EstimateActor[]) => new Set<EstimateActor>(list);

/** An estimate with a partner and two priced items; the change carries no note. */
const READY: TransitionFacts = { hasPartner: true, itemCount: 2, unpricedItems: 0, note: null };

// Cells: ok = allowed; otherwise the refusal code, abbreviated:
const CODE: Record<string, RefusalCode> = {
  same: 'same_status',
  role: 'role',
  from: 'from_status',
  note: 'needs_note',
  cart: 'proposal_to_cart_only',
};
type Cell = 'ok' | keyof typeof CODE;
/** Rows: from draft, estimate, discount_partner, proposal, on_cart. Columns: to, in the same order. */
type Table = [Cell[], Cell[], Cell[], Cell[], Cell[]];

const CUSTOMER: Table = [
  //  draft   estimate  discount  proposal  on_cart
  ['same', 'ok', 'role', 'role', 'cart'], // from draft: submit for pricing
  ['ok', 'same', 'role', 'role', 'cart'], // from estimate: ask for changes
  ['ok', 'from', 'same', 'role', 'cart'], // from discount_partner: only the partner/manager send back
  ['ok', 'from', 'role', 'same', 'cart'], // from proposal
  ['ok', 'from', 'role', 'role', 'same'], // from on_cart
];

const PARTNER_ALONE: Table = [
  ['same', 'from', 'role', 'from', 'cart'],
  ['role', 'same', 'role', 'from', 'cart'],
  ['role', 'ok', 'same', 'ok', 'cart'], // send back to the manager, or make the proposal
  ['role', 'from', 'role', 'same', 'cart'],
  ['role', 'from', 'role', 'from', 'same'],
];

const MANAGER: Table = [
  ['same', 'from', 'from', 'from', 'cart'],
  ['ok', 'same', 'ok', 'note', 'cart'], // a proposal past the partner needs a note
  ['ok', 'ok', 'same', 'from', 'cart'],
  ['ok', 'from', 'from', 'same', 'cart'],
  ['ok', 'from', 'from', 'from', 'same'],
];

/** A partner who owns the project (or is a member of it): the customer's rights and the partner's. */
const CUSTOMER_AND_PARTNER: Table = [
  ['same', 'ok', 'role', 'from', 'cart'],
  ['ok', 'same', 'role', 'from', 'cart'],
  ['ok', 'ok', 'same', 'ok', 'cart'],
  ['ok', 'from', 'role', 'same', 'cart'],
  ['ok', 'from', 'role', 'from', 'same'],
];

/** A manager who owns the estimate. */
const OWNER_AND_MANAGER: Table = [
  ['same', 'ok', 'from', 'from', 'cart'],
  ['ok', 'same', 'ok', 'note', 'cart'],
  ['ok', 'ok', 'same', 'from', 'cart'],
  ['ok', 'from', 'from', 'same', 'cart'],
  ['ok', 'from', 'from', 'from', 'same'],
];

/** No relation at all (the service refuses such readers earlier; the machine refuses too). */
const NOBODY: Table = [
  ['same', 'role', 'role', 'role', 'cart'],
  ['role', 'same', 'role', 'role', 'cart'],
  ['role', 'role', 'same', 'role', 'cart'],
  ['role', 'role', 'role', 'same', 'cart'],
  ['role', 'role', 'role', 'role', 'same'],
];

const READERS: [string, EstimateActor[], Table][] = [
  ['owner', ['owner'], CUSTOMER],
  ['member', ['member'], CUSTOMER],
  ['partner', ['partner'], PARTNER_ALONE],
  ['manager', ['manager'], MANAGER],
  ['owner who is the partner', ['owner', 'partner'], CUSTOMER_AND_PARTNER],
  ['member who is the partner', ['member', 'partner'], CUSTOMER_AND_PARTNER],
  ['owner who is a manager', ['owner', 'manager'], OWNER_AND_MANAGER],
  ['nobody', [], NOBODY],
];

const CASES = READERS.flatMap(([reader, list, table]) =>
  ESTIMATE_STATUSES.flatMap((from, row) =>
    ESTIMATE_STATUSES.map((to, column) => ({ reader, list, from, to, cell: table[row]![column]! })),
  ),
);

describe('the transition table of b2b.md §3', () => {
  it('covers every reader × every status × every target', () => {
    expect(CASES).toHaveLength(READERS.length * 25);
  });

  it.each(CASES)('$reader: $from → $to is $cell', ({ list, from, to, cell }) => {
    const verdict = transitionVerdict(actors(...list), from, to, READY);
    if (cell === 'ok') expect(verdict).toEqual({ allowed: true });
    else expect(verdict).toMatchObject({ allowed: false, code: CODE[cell] });
  });

  it('gives every refusal an English sentence', () => {
    for (const { list, from, to } of CASES) {
      const verdict = transitionVerdict(actors(...list), from, to, READY);
      if (!verdict.allowed) expect(verdict.message).toMatch(/^[A-Z0-9“].+[.]$/);
    }
  });
});

describe('facts that stop a permitted transition', () => {
  const manager = actors('manager');
  const partner = actors('partner');
  const owner = actors('owner');
  const code = (v: ReturnType<typeof transitionVerdict>) => (v.allowed ? 'allowed' : v.code);

  it('refuses to submit an empty estimate, but not one with prices on request', () => {
    expect(code(transitionVerdict(owner, 'draft', 'estimate', { ...READY, itemCount: 0 }))).toBe('empty');
    expect(code(transitionVerdict(owner, 'draft', 'estimate', { ...READY, unpricedItems: 2 }))).toBe(
      'allowed',
    );
    expect(code(transitionVerdict(owner, 'draft', 'estimate', { ...READY, hasPartner: false }))).toBe(
      'allowed',
    );
  });

  it('hands an estimate to the partner only when it has one and is not empty', () => {
    expect(code(transitionVerdict(manager, 'estimate', 'discount_partner', READY))).toBe('allowed');
    const noPartner = { ...READY, hasPartner: false };
    expect(code(transitionVerdict(manager, 'estimate', 'discount_partner', noPartner))).toBe('no_partner');
    expect(code(transitionVerdict(manager, 'estimate', 'discount_partner', { ...READY, itemCount: 0 }))).toBe(
      'empty',
    );
    // both wrong: the missing partner is the refusal no work on the estimate can cure
    expect(
      code(transitionVerdict(manager, 'estimate', 'discount_partner', { ...noPartner, itemCount: 0 })),
    ).toBe('no_partner');
  });

  it('lets a manager make a proposal directly when the estimate has no partner', () => {
    expect(code(transitionVerdict(manager, 'estimate', 'proposal', { ...READY, hasPartner: false }))).toBe(
      'allowed',
    );
  });

  it('lets a manager skip the partner step only with a note saying why', () => {
    expect(code(transitionVerdict(manager, 'estimate', 'proposal', READY))).toBe('needs_note');
    expect(code(transitionVerdict(manager, 'estimate', 'proposal', { ...READY, note: '  \n ' }))).toBe(
      'needs_note',
    );
    expect(
      code(
        transitionVerdict(manager, 'estimate', 'proposal', { ...READY, note: 'The client is in a hurry.' }),
      ),
    ).toBe('allowed');
  });

  it('never makes a proposal while an item is priced on request, note or not', () => {
    const withNote = { ...READY, note: 'Agreed with the partner by phone.', unpricedItems: 1 };
    expect(code(transitionVerdict(manager, 'estimate', 'proposal', withNote))).toBe('price_on_request');
    expect(code(transitionVerdict(manager, 'estimate', 'proposal', { ...withNote, hasPartner: false }))).toBe(
      'price_on_request',
    );
    expect(code(transitionVerdict(partner, 'discount_partner', 'proposal', withNote))).toBe(
      'price_on_request',
    );
    // without a note either, the price is what to fix first: a note would not help
    expect(code(transitionVerdict(manager, 'estimate', 'proposal', { ...READY, unpricedItems: 3 }))).toBe(
      'price_on_request',
    );
  });

  it('never makes a proposal of an empty estimate', () => {
    const empty = { ...READY, itemCount: 0, note: 'Skip the partner.' };
    expect(code(transitionVerdict(manager, 'estimate', 'proposal', empty))).toBe('empty');
    expect(code(transitionVerdict(partner, 'discount_partner', 'proposal', empty))).toBe('empty');
  });

  it('does not ask the partner for a note', () => {
    expect(code(transitionVerdict(partner, 'discount_partner', 'proposal', READY))).toBe('allowed');
  });

  it('always lets the estimate go back: to draft and from the partner to pricing, whatever the facts', () => {
    const worst: TransitionFacts = { hasPartner: false, itemCount: 0, unpricedItems: 0, note: null };
    for (const from of ['estimate', 'discount_partner', 'proposal', 'on_cart'] as const) {
      expect(code(transitionVerdict(owner, from, 'draft', worst))).toBe('allowed');
      expect(code(transitionVerdict(manager, from, 'draft', { ...READY, unpricedItems: 4 }))).toBe('allowed');
    }
    expect(code(transitionVerdict(partner, 'discount_partner', 'estimate', worst))).toBe('allowed');
    expect(code(transitionVerdict(manager, 'discount_partner', 'estimate', worst))).toBe('allowed');
  });

  it('answers the same status and a move to on_cart before anything else', () => {
    const worst: TransitionFacts = { hasPartner: false, itemCount: 0, unpricedItems: 5, note: null };
    expect(code(transitionVerdict(actors(), 'proposal', 'proposal', worst))).toBe('same_status');
    expect(code(transitionVerdict(actors('owner'), 'proposal', 'on_cart', READY))).toBe(
      'proposal_to_cart_only',
    );
    expect(code(transitionVerdict(actors(), 'draft', 'on_cart', worst))).toBe('proposal_to_cart_only');
  });

  it('answers the role before the status and the status before the facts', () => {
    const worst: TransitionFacts = { hasPartner: false, itemCount: 0, unpricedItems: 5, note: null };
    // a member cannot hand over at all: the role, though the status and the facts are wrong too
    expect(code(transitionVerdict(actors('member'), 'draft', 'discount_partner', worst))).toBe('role');
    // a manager may hand over, but not from a draft: the status, though the facts are wrong too
    expect(code(transitionVerdict(manager, 'draft', 'discount_partner', worst))).toBe('from_status');
  });
});

describe('refusal messages', () => {
  const refusal = (list: EstimateActor[], from: EstimateStatus, to: EstimateStatus, facts = READY) => {
    const verdict = transitionVerdict(actors(...list), from, to, facts);
    if (verdict.allowed) throw new Error(`${from} → ${to} was allowed`);
    return verdict.message;
  };

  it('name who may do it when the role is wrong', () => {
    expect(refusal(['owner'], 'estimate', 'discount_partner')).toBe(
      'Only a manager can hand an estimate to the partner.',
    );
    expect(refusal(['member'], 'discount_partner', 'proposal')).toBe(
      'Only a manager or the estimate’s partner can make a proposal.',
    );
    expect(refusal(['partner'], 'proposal', 'draft')).toBe(
      'Only the owner, a member or a manager of the estimate can send it back to draft.',
    );
  });

  it('name the status it must be in when the status is wrong', () => {
    expect(refusal(['manager'], 'draft', 'discount_partner')).toBe(
      'An estimate can be handed to the partner only from the status “estimate”.',
    );
    expect(refusal(['owner'], 'proposal', 'estimate')).toBe(
      'An estimate can be submitted for pricing only from the status “draft”.',
    );
    expect(refusal(['partner'], 'estimate', 'proposal')).toBe(
      'The partner can make a proposal only from the status “discount_partner”.',
    );
    // a partner who owns the project could submit from draft or send back from the partner
    expect(refusal(['owner', 'partner'], 'proposal', 'estimate')).toBe(
      'An estimate can be moved to “estimate” only from the status “draft” or “discount_partner”.',
    );
  });

  it('say what to do when a fact stands in the way', () => {
    expect(refusal(['manager'], 'estimate', 'proposal', { ...READY, unpricedItems: 1 })).toBe(
      "1 item is priced on request: set a manager's custom price on each before making the proposal.",
    );
    expect(refusal(['manager'], 'estimate', 'proposal', { ...READY, unpricedItems: 3 })).toMatch(
      /^3 items are priced on request/,
    );
    expect(refusal(['manager'], 'estimate', 'proposal')).toMatch(/hand it to the partner, or give a note/);
    expect(refusal(['manager'], 'estimate', 'discount_partner', { ...READY, hasPartner: false })).toMatch(
      /no partner .*make the proposal directly/,
    );
    expect(refusal(['owner'], 'draft', 'estimate', { ...READY, itemCount: 0 })).toMatch(/add products/);
    expect(refusal(['owner'], 'draft', 'draft')).toBe('The estimate is already in the status “draft”.');
    expect(refusal(['owner'], 'proposal', 'on_cart')).toMatch(/only by loading the proposal into a cart/);
  });
});

describe('transitionsFrom', () => {
  it('lists every status once, in workflow order, each with its verdict', () => {
    const manager = actors('manager');
    const list = transitionsFrom(manager, 'estimate', READY);
    expect(list.map((t) => t.status)).toEqual([
      'draft',
      'estimate',
      'discount_partner',
      'proposal',
      'on_cart',
    ]);
    expect(list.map((t) => (t.verdict.allowed ? 'ok' : t.verdict.code))).toEqual([
      'ok',
      'same_status',
      'ok',
      'needs_note',
      'proposal_to_cart_only',
    ]);
  });
});

// Rows: draft, estimate, discount_partner, proposal, on_cart; 1 = may, 0 = may not.
type Flags = [0 | 1, 0 | 1, 0 | 1, 0 | 1, 0 | 1];
const PERMISSIONS: Record<
  string,
  {
    list: EstimateActor[];
    items: Flags;
    manager: Flags;
    partner: Flags;
    details: Flags;
    delivery: Flags;
    delete: Flags;
    cart: Flags;
  }
> = {
  owner: {
    list: ['owner'],
    items: [1, 0, 0, 0, 0],
    manager: [0, 0, 0, 0, 0],
    partner: [0, 0, 0, 0, 0],
    details: [1, 0, 0, 0, 0],
    delivery: [0, 0, 0, 0, 0],
    delete: [1, 0, 0, 0, 0],
    cart: [0, 0, 0, 1, 0],
  },
  member: {
    list: ['member'],
    items: [1, 0, 0, 0, 0],
    manager: [0, 0, 0, 0, 0],
    partner: [0, 0, 0, 0, 0],
    details: [1, 0, 0, 0, 0],
    delivery: [0, 0, 0, 0, 0],
    delete: [0, 0, 0, 0, 0],
    cart: [0, 0, 0, 1, 0],
  },
  partner: {
    list: ['partner'],
    items: [0, 0, 0, 0, 0],
    manager: [0, 0, 0, 0, 0],
    partner: [0, 0, 1, 0, 0],
    details: [0, 0, 0, 0, 0],
    delivery: [0, 0, 0, 0, 0],
    delete: [0, 0, 0, 0, 0],
    cart: [0, 0, 0, 0, 0],
  },
  manager: {
    list: ['manager'],
    items: [1, 1, 0, 0, 0],
    manager: [1, 1, 0, 0, 0],
    partner: [0, 0, 0, 0, 0],
    details: [1, 1, 0, 0, 0],
    delivery: [1, 1, 0, 0, 0],
    delete: [1, 0, 0, 0, 0],
    cart: [0, 0, 0, 0, 0],
  },
  'member who is the partner': {
    list: ['member', 'partner'],
    items: [1, 0, 0, 0, 0],
    manager: [0, 0, 0, 0, 0],
    partner: [0, 0, 1, 0, 0],
    details: [1, 0, 0, 0, 0],
    delivery: [0, 0, 0, 0, 0],
    delete: [0, 0, 0, 0, 0],
    cart: [0, 0, 0, 1, 0],
  },
  nobody: {
    list: [],
    items: [0, 0, 0, 0, 0],
    manager: [0, 0, 0, 0, 0],
    partner: [0, 0, 0, 0, 0],
    details: [0, 0, 0, 0, 0],
    delivery: [0, 0, 0, 0, 0],
    delete: [0, 0, 0, 0, 0],
    cart: [0, 0, 0, 0, 0],
  },
};

describe('what a reader may change in each status', () => {
  it.each(Object.entries(PERMISSIONS))('%s', (_, p) => {
    const who = actors(...p.list);
    const flags = (may: (a: typeof who, s: EstimateStatus) => boolean) =>
      ESTIMATE_STATUSES.map((status) => (may(who, status) ? 1 : 0));
    expect(flags(mayEditItems), 'items').toEqual(p.items);
    expect(flags(mayEditManagerPrices), 'manager prices').toEqual(p.manager);
    expect(flags(mayEditPartnerPrices), 'partner prices').toEqual(p.partner);
    expect(flags(mayEditDetails), 'details').toEqual(p.details);
    expect(flags(mayEditDelivery), 'delivery').toEqual(p.delivery);
    expect(flags(mayDelete), 'delete').toEqual(p.delete);
    expect(flags(mayLoadIntoCart), 'load into cart').toEqual(p.cart);
  });

  it('lets the owner and managers invite, nobody else', () => {
    expect(mayInvite(actors('owner'))).toBe(true);
    expect(mayInvite(actors('manager'))).toBe(true);
    expect(mayInvite(actors('member'))).toBe(false);
    expect(mayInvite(actors('partner'))).toBe(false);
    expect(mayInvite(actors('member', 'partner'))).toBe(false);
    expect(mayInvite(actors('owner', 'partner'))).toBe(true);
    expect(mayInvite(actors())).toBe(false);
  });
});

describe('corrections and labels', () => {
  it('counts a return to draft from any later status as a correction, nothing else', () => {
    const corrections = ESTIMATE_STATUSES.flatMap((from) =>
      ESTIMATE_STATUSES.filter((to) => isCorrection(from, to)).map((to) => `${from}→${to}`),
    );
    expect(corrections).toEqual([
      'estimate→draft',
      'discount_partner→draft',
      'proposal→draft',
      'on_cart→draft',
    ]);
  });

  it('labels every status in the four interface languages', () => {
    expect(ESTIMATE_STATUSES.map((s) => statusLabel(s, 'ru-RU'))).toEqual([
      'Черновик',
      'На расчёте',
      'У партнёра',
      'Коммерческое предложение',
      'В корзине',
    ]);
    expect(ESTIMATE_STATUSES.map((s) => statusLabel(s, 'en-US'))).toEqual([
      'Draft',
      'Being priced',
      'With the partner',
      'Proposal',
      'In the cart',
    ]);
    expect(ESTIMATE_STATUSES.map((s) => statusLabel(s, 'en-GB'))).toEqual(
      ESTIMATE_STATUSES.map((s) => statusLabel(s, 'en-US')),
    );
    expect(ESTIMATE_STATUSES.map((s) => statusLabel(s, 'es-ES'))).toEqual([
      'Borrador',
      'En cálculo',
      'Con el socio',
      'Propuesta',
      'En el carrito',
    ]);
    expect(statusLabel('proposal', 'de-DE')).toBe('Proposal');
  });
});
