// Who the reader is to an estimate (design/b2b.md §2–§3). With a project: the estimate's owner
// (owner), the project's owner and members (member), the project's partner (partner: the partner
// who owns the project or its first partner member) and the project's managers (manager). Without
// a project: the owner, the estimate's members, the estimate's partner (its owner or first member
// of type partner) and the estimate's manager. One person may be several. Anyone else, guests and
// unknown ids get the same authorization error, so an estimate's existence is never confirmed.
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../shared/context.ts';
import { authorizationError, inputError } from '../../shared/errors.ts';
import { inTransaction } from '../../shared/transaction.ts';
import { NOT_AUTHORIZED } from '../customer/session.ts';
import { ESTIMATE_STATUSES, type EstimateActor, type EstimateStatus } from './status-machine.ts';
import { type EstimatePeople, type EstimateRow, findEstimate, lockEstimate, peopleOf } from './store.ts';

/** The parent value of GraphQL type `Estimate`: the row and what the reader is to it. */
export interface EstimateView {
  row: EstimateRow;
  readerId: number;
  actors: ReadonlySet<EstimateActor>;
  people: EstimatePeople;
}

export const estimateNotAccessible = (id: number) =>
  `The estimate with ID "${id}" does not exist or you may not access it.`;

/** The reader's actors on an estimate (empty: no access). */
export function actorsOf(row: EstimateRow, people: EstimatePeople, readerId: number): Set<EstimateActor> {
  const actors = new Set<EstimateActor>();
  if (row.ownerId === readerId) actors.add('owner');
  if (row.projectId !== null) {
    if (people.projectOwnerId === readerId || people.projectMember) actors.add('member');
    if (people.projectManager) actors.add('manager');
  } else {
    if (people.estimateMember) actors.add('member');
    if (row.managerId === readerId) actors.add('manager');
  }
  if (people.partnerId === readerId) actors.add('partner');
  return actors;
}

export function isPrimaryManager(view: EstimateView): boolean {
  if (view.row.projectId !== null) return view.people.projectPrimaryManager;
  return view.row.managerId === view.readerId;
}

const validId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;

function caller(ctx: RequestContext) {
  if (!ctx.customer) throw authorizationError(NOT_AUTHORIZED);
  return ctx.customer;
}

/** The view of an estimate through `db` (the request's handle or a transaction), or the authorization error. */
async function viewThrough(
  db: Db,
  readerId: number,
  id: number,
  read: (db: Db, id: number) => Promise<EstimateRow | undefined>,
): Promise<EstimateView> {
  const row = validId(id) ? await read(db, id) : undefined;
  if (!row) throw authorizationError(estimateNotAccessible(id));
  const people = (await peopleOf(db, [row.id], readerId)).get(row.id);
  const actors = people ? actorsOf(row, people, readerId) : new Set<EstimateActor>();
  if (!people || actors.size === 0) throw authorizationError(estimateNotAccessible(id));
  return { row, readerId, actors, people };
}

/** The estimate as the signed-in reader may read it; graphql-authorization otherwise. */
export function readableEstimate(ctx: RequestContext, id: number): Promise<EstimateView> {
  return viewThrough(ctx.db, caller(ctx).id, id, findEstimate);
}

/**
 * Runs `work` in one transaction on the estimate locked `for update`, with the reader's actors
 * read in that transaction: a status read here cannot change before the transaction ends.
 */
export function withLockedEstimate<T>(
  ctx: RequestContext,
  id: number,
  work: (tx: Db, view: EstimateView) => Promise<T>,
): Promise<T> {
  const readerId = caller(ctx).id;
  return inTransaction(ctx.db, async (tx) => work(tx, await viewThrough(tx, readerId, id, lockEstimate)));
}

/**
 * Refuses an operation the reader may not do now: graphql-authorization when their role never
 * allows it (`roleMessage`), graphql-input when it is the status (they may in another status).
 */
export function ensureAllowed(
  view: EstimateView,
  may: (actors: ReadonlySet<EstimateActor>, status: EstimateStatus) => boolean,
  roleMessage: string,
  what: string,
): void {
  const status = view.row.status;
  if (may(view.actors, status)) return;
  const allowedIn = ESTIMATE_STATUSES.filter((s) => may(view.actors, s));
  if (allowedIn.length === 0) throw authorizationError(roleMessage);
  const where = allowedIn.map((s) => `“${s}”`).join(' or ');
  throw inputError(`The estimate is in the status “${status}”: you can ${what} only while it is ${where}.`);
}
