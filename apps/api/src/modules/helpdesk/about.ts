// What a new ticket is about, checked against the caller (spec §5): their own order (by its
// number), a project they own or belong to, or an estimate they own, belong to or are the partner
// of. Anything else is not confirmed to exist (graphql-no-such-entity) and nothing is created. An
// estimate of a project makes the ticket about that project too, so the project's people read it.
import type { AwHelpdesk2TicketOptionsInput } from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import { inputError, noSuchEntityError } from '../../shared/errors.ts';
import { readableEstimate } from '../estimates/index.ts';
import { projectAccess } from '../projects/index.ts';
import { validId } from './access.ts';
import { findOwnOrder } from './store.ts';

export interface TicketSubject {
  projectId: number | null;
  estimateId: number | null;
  orderId: number | null;
}

const notYours = (what: string) => noSuchEntityError(`${what} does not exist or is not yours.`);

async function ownProject(ctx: RequestContext, id: number): Promise<number> {
  const access = validId(id) ? await projectAccess(ctx, id, 'read').catch(() => null) : null;
  if (!access || access.role === 'manager') throw notYours(`The project with ID "${id}"`);
  return id;
}

async function ownEstimate(
  ctx: RequestContext,
  id: number,
): Promise<{ id: number; projectId: number | null }> {
  const view = validId(id) ? await readableEstimate(ctx, id).catch(() => null) : null;
  const theirs = view && ['owner', 'member', 'partner'].some((a) => view.actors.has(a as never));
  if (!view || !theirs) throw notYours(`The estimate with ID "${id}"`);
  return { id, projectId: view.row.projectId };
}

export async function ticketSubject(
  ctx: RequestContext,
  customerId: number,
  orderNumber: string | null | undefined,
  options: AwHelpdesk2TicketOptionsInput | null | undefined,
): Promise<TicketSubject> {
  let projectId = options?.project_id != null ? await ownProject(ctx, options.project_id) : null;
  let estimateId: number | null = null;
  if (options?.estimate_id != null) {
    const estimate = await ownEstimate(ctx, options.estimate_id);
    if (projectId !== null && estimate.projectId !== projectId)
      throw inputError(`The estimate with ID "${estimate.id}" is not in the project with ID "${projectId}".`);
    estimateId = estimate.id;
    projectId = estimate.projectId;
  }
  let orderId: number | null = null;
  const number = orderNumber?.trim();
  if (number) {
    const order = await findOwnOrder(ctx.db, customerId, number);
    if (!order) throw notYours(`The order "${number}"`);
    orderId = order.id;
  }
  return { projectId, estimateId, orderId };
}
