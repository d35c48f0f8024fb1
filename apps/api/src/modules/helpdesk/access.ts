// Who the reader is to a ticket (the header of helpdesk.graphql). The ticket's customer and the
// owner and members of its project are the customer side; its manager and the managers of its
// department and of its project are the manager side (the ticket's own customer stays on the
// customer side even if they are a manager). Anyone else gets the same no-such-entity error as an
// unknown key, so a ticket's existence is never confirmed; guests get the authorization error.
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../shared/context.ts';
import { authorizationError, inputError, noSuchEntityError } from '../../shared/errors.ts';
import { inTransaction } from '../../shared/transaction.ts';
import { NOT_AUTHORIZED } from '../customer/session.ts';
import { relationTo, type TicketRelation } from './access-store.ts';
import type { PersonRow } from './manager-store.ts';
import { statusOf, type TicketAction, type TicketSide, verdict } from './status-machine.ts';
import { findTicket, findTicketByUid, type TicketRow } from './store.ts';

/** The parent value of GraphQL type `AwHelpdesk2Ticket`: the row and what the reader is to it. */
export interface TicketView {
  row: TicketRow;
  readerId: number;
  side: TicketSide;
  isTicketCustomer: boolean;
  /** Unread messages for the reader, when the list already counted them. */
  unread?: number;
  /** What the ticket is about and its manager, when the list read them for the whole page. */
  related?: TicketRelated;
}

export interface TicketRelated {
  projects: Map<number, string>;
  estimates: Map<number, string>;
  orders: Map<number, string>;
  people: Map<number, PersonRow>;
}

export const ticketNotFound = (what: string) => `The ticket ${what} does not exist or you may not read it.`;
const byKey = (key: string) => ticketNotFound(`"${key}"`);
const byId = (id: number) => ticketNotFound(`with ID "${id}"`);

export function caller(ctx: RequestContext) {
  if (!ctx.customer) throw authorizationError(NOT_AUTHORIZED);
  return ctx.customer;
}

export const validId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;
const validKey = (key: string) => /^[0-9a-f]{32}$/.test(key);

/** The view for a relation already read: the ticket's customer first, then the manager side. */
export function viewFrom(row: TicketRow, readerId: number, relation: TicketRelation): TicketView | null {
  if (relation.isCustomer) return { row, readerId, side: 'customer', isTicketCustomer: true };
  if (relation.manages) return { row, readerId, side: 'manager', isTicketCustomer: false };
  if (relation.inProject) return { row, readerId, side: 'customer', isTicketCustomer: false };
  return null;
}

/** The reader's view of a ticket row, or null when they may not read it. */
export async function viewOf(db: Db, row: TicketRow, readerId: number): Promise<TicketView | null> {
  return viewFrom(row, readerId, await relationTo(db, row.id, readerId));
}

export async function ticketById(ctx: RequestContext, id: number): Promise<TicketView> {
  const me = caller(ctx);
  const row = validId(id) ? await findTicket(ctx.db, id) : undefined;
  const view = row && (await viewOf(ctx.db, row, me.id));
  if (!view) throw noSuchEntityError(byId(id));
  return view;
}

export async function ticketByKey(ctx: RequestContext, key: string): Promise<TicketView> {
  const me = caller(ctx);
  const row = validKey(key) ? await findTicketByUid(ctx.db, key) : undefined;
  const view = row && (await viewOf(ctx.db, row, me.id));
  if (!view) throw noSuchEntityError(byKey(key));
  return view;
}

/**
 * Runs `work` in one transaction on the ticket locked `for update`, with the reader's side read in
 * that transaction: the status it sees cannot change before the transaction ends.
 */
export function withLockedTicket<T>(
  ctx: RequestContext,
  key: string,
  work: (tx: Db, view: TicketView) => Promise<T>,
): Promise<T> {
  const me = caller(ctx);
  return inTransaction(ctx.db, async (tx) => {
    const found = validKey(key) ? await findTicketByUid(tx, key) : undefined;
    const row = found && (await findTicket(tx, found.id, { lock: true }));
    const view = row && (await viewOf(tx, row, me.id));
    if (!view) throw noSuchEntityError(byKey(key));
    return work(tx, view);
  });
}

const factsOf = (view: TicketView) => ({
  status: statusOf(view.row.statusId),
  everSolved: view.row.solvedAt !== null,
  isTicketCustomer: view.isTicketCustomer,
});

export const mayDo = (view: TicketView, action: TicketAction): boolean =>
  verdict(action, view.side, factsOf(view)).allowed;

/** Refuses an action: graphql-authorization when the reader's side never may, graphql-input for the status. */
export function ensureAllowed(view: TicketView, action: TicketAction): void {
  const v = verdict(action, view.side, factsOf(view));
  if (v.allowed) return;
  throw v.reason === 'role' ? authorizationError(v.message) : inputError(v.message);
}
