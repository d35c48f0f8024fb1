// The ticket workflow of design/b2b.md §6 as data and pure functions (the header of
// helpdesk.graphql): which side may do what in which status, and the status a reply leads to. No
// I/O: the service reads the ticket and the reader's side and asks here; `permissions` shows the
// same verdicts, so the storefront offers exactly what the API accepts.

export const TICKET_STATUSES = ['new', 'open', 'pending', 'solved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** The fixed ids: new is 1 (the "created" status of the spec). */
export const statusId = (status: TicketStatus): number => TICKET_STATUSES.indexOf(status) + 1;
export function statusOf(id: number): TicketStatus {
  const status = TICKET_STATUSES[id - 1];
  if (!status) throw new Error(`unknown ticket status id ${id}`);
  return status;
}

/** The reader's side: the ticket's customer or project members, or its managers. */
export type TicketSide = 'customer' | 'manager';

export type TicketAction = 'reply' | 'set_manager' | 'solve' | 'close' | 'reopen' | 'rate';
export const TICKET_ACTIONS: readonly TicketAction[] = [
  'reply',
  'set_manager',
  'solve',
  'close',
  'reopen',
  'rate',
];

export interface TicketFacts {
  status: TicketStatus;
  /** Solved at some time: a closed ticket may still be rated then. */
  everSolved: boolean;
  /** The reader is the ticket's own customer (members of its project may not rate). */
  isTicketCustomer: boolean;
}

export type Verdict = { allowed: true } | { allowed: false; reason: 'role' | 'status'; message: string };

const ALLOWED: Verdict = { allowed: true };
const byRole = (message: string): Verdict => ({ allowed: false, reason: 'role', message });
const byStatus = (message: string): Verdict => ({ allowed: false, reason: 'status', message });
const quoted = (status: TicketStatus) => `“${status}”`;

/** Whether `side` may do `action` now, and why not. */
export function verdict(action: TicketAction, side: TicketSide, facts: TicketFacts): Verdict {
  const { status } = facts;
  switch (action) {
    case 'reply':
    case 'set_manager':
      return status === 'closed' ? byStatus('The ticket is closed: reopen it first.') : ALLOWED;
    case 'solve':
      if (side !== 'manager') return byRole('Only a manager of the ticket can mark it solved.');
      return ['new', 'open', 'pending'].includes(status)
        ? ALLOWED
        : byStatus(
            `The ticket is ${quoted(status)}: only a new, open or pending ticket can be marked solved.`,
          );
    case 'close':
      return status === 'closed' ? byStatus('The ticket is already closed.') : ALLOWED;
    case 'reopen':
      return status === 'solved' || status === 'closed'
        ? ALLOWED
        : byStatus(`The ticket is ${quoted(status)}: only a solved or closed ticket can be reopened.`);
    case 'rate':
      if (side !== 'customer' || !facts.isTicketCustomer)
        return byRole('Only the customer who opened the ticket can rate it.');
      return status === 'solved' || (status === 'closed' && facts.everSolved)
        ? ALLOWED
        : byStatus('You can rate the answer once the ticket is solved.');
  }
}

/** The status after a reply of `side` (replies are refused on closed tickets beforehand). */
export function statusAfterReply(status: TicketStatus, side: TicketSide): TicketStatus {
  if (side === 'customer') return status === 'pending' || status === 'solved' ? 'open' : status;
  return status === 'new' || status === 'open' || status === 'solved' ? 'pending' : status;
}

/** The status an explicit action leads to (solve, close, reopen); null for the others. */
export function statusAfter(action: TicketAction): TicketStatus | null {
  if (action === 'solve') return 'solved';
  if (action === 'close') return 'closed';
  if (action === 'reopen') return 'open';
  return null;
}

/** Open tickets count toward a manager's load: new, open and pending. */
export const OPEN_STATUS_IDS: readonly number[] = [1, 2, 3];
