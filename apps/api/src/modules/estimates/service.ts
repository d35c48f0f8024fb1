// Estimates themselves: the reader's list, creating an empty one (in a project of the caller's or
// alone, with a primary manager then), changing its name, delivery address and delivery
// information, and deleting a draft. Every change runs in one transaction on the locked estimate.
import { Decimal } from 'decimal.js';
import type { Db } from '../../db/client.ts';
import type {
  EstimateDeliveryInfoInput,
  EstimateFilterInput,
  QueryEstimatesArgs,
} from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import { authorizationError, inputError } from '../../shared/errors.ts';
import { inTransaction } from '../../shared/transaction.ts';
import { NOT_AUTHORIZED } from '../customer/session.ts';
import { deliveryAddressValues, leastBusyManager, projectAccess } from '../projects/index.ts';
import {
  actorsOf,
  type EstimateView,
  ensureAllowed,
  readableEstimate,
  withLockedEstimate,
} from './access.ts';
import {
  ESTIMATE_STATUSES,
  type EstimateStatus,
  mayDelete,
  mayEditDelivery,
  mayEditDetails,
} from './status-machine.ts';
import {
  deleteEstimateRow,
  type EstimateInsert,
  insertEstimate,
  insertItem,
  itemTotals,
  listEstimates,
  peopleOf,
  updateEstimateRow,
} from './store.ts';
import type { EstimateItemOptions } from './tables.ts';

export const MAX_NAME = 255;
export const MAX_TEXT = 2000;
/** The largest amount numeric(20,4) keeps with room to spare. */
export const MAX_AMOUNT = 1_000_000_000_000;

export const DELETED = 'The estimate was deleted.';
export const NOTHING_TO_CHANGE =
  'Nothing to change: give a name, a delivery address or delivery information.';

function caller(ctx: RequestContext) {
  if (!ctx.customer) throw authorizationError(NOT_AUTHORIZED);
  return ctx.customer;
}

/** The view of an estimate the caller may read, as mutations answer it (read afresh). */
export function estimateById(ctx: RequestContext, id: number): Promise<EstimateView> {
  return readableEstimate(ctx, id);
}

export function cleanName(raw: string): string {
  const name = raw.trim();
  if (name === '') throw inputError('Enter the name of the estimate.');
  if ([...name].length > MAX_NAME)
    throw inputError(`The name of an estimate may have at most ${MAX_NAME} characters.`);
  return name;
}

/** Trimmed text of at most MAX_TEXT characters; empty is null. */
export function cleanText(raw: string | null | undefined, what: string): string | null {
  const text = raw?.trim() ?? '';
  if ([...text].length > MAX_TEXT) throw inputError(`${what} may have at most ${MAX_TEXT} characters.`);
  return text === '' ? null : text;
}

/** An amount given as a Float: finite, within `min` (inclusive unless `positive`) and MAX_AMOUNT, 4 decimals at most. */
export function cleanAmount(raw: number, what: string, positive: boolean): string {
  const ok = Number.isFinite(raw) && (positive ? raw > 0 : raw >= 0) && raw <= MAX_AMOUNT;
  if (!ok) {
    const bound = positive ? 'greater than 0' : '0 or more';
    throw inputError(`${what} must be a number ${bound} and at most ${MAX_AMOUNT}.`);
  }
  const value = new Decimal(raw);
  if (value.decimalPlaces() > 4) throw inputError(`${what} may have at most 4 decimal places.`);
  return value.toFixed();
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Integer ids of an eq/in filter: null without a filter, [] when none is a valid id. */
function filterIds(
  filter: { eq?: string | null; in?: (string | null)[] | null } | null | undefined,
): number[] | null {
  if (!filter || (filter.eq == null && filter.in == null)) return null;
  const raw = [filter.eq, ...(filter.in ?? [])].filter((v): v is string => v != null);
  return raw
    .map((v) => v.trim())
    .filter((v) => /^\d{1,9}$/.test(v))
    .map(Number);
}

function filterStatuses(filter: EstimateFilterInput['status']): EstimateStatus[] | null {
  if (!filter || (filter.eq == null && filter.in == null)) return null;
  const raw = [filter.eq, ...(filter.in ?? [])].filter((v): v is string => v != null).map((v) => v.trim());
  for (const status of raw) {
    if (!(ESTIMATE_STATUSES as readonly string[]).includes(status)) {
      throw inputError(`"${status}" is not an estimate status: use ${ESTIMATE_STATUSES.join(', ')}.`);
    }
  }
  return raw as EstimateStatus[];
}

export async function estimates(ctx: RequestContext, args: QueryEstimatesArgs) {
  const me = caller(ctx);
  const currentPage = args.currentPage ?? 1;
  const pageSize = args.pageSize ?? 20;
  if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
  if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
  const ids = filterIds(args.filter?.id);
  const projectIds = filterIds(args.filter?.project_id);
  const statuses = filterStatuses(args.filter?.status);
  const like = args.filter?.name?.like?.trim();
  const empty = ids?.length === 0 || projectIds?.length === 0;
  const { rows, total } = empty
    ? { rows: [], total: 0 }
    : await listEstimates(
        ctx.db,
        { readerId: me.id, ids, projectIds, statuses, nameLike: like ? `%${escapeLike(like)}%` : null },
        { offset: (currentPage - 1) * pageSize, limit: pageSize },
      );
  const people = await peopleOf(
    ctx.db,
    rows.map((r) => r.id),
    me.id,
  );
  const items = rows.flatMap((row): EstimateView[] => {
    const found = people.get(row.id);
    const actors = found ? actorsOf(row, found, me.id) : new Set();
    return found && actors.size > 0 ? [{ row, readerId: me.id, actors, people: found } as EstimateView] : [];
  });
  return {
    items,
    total_count: total,
    page_info: { current_page: currentPage, page_size: pageSize, total_pages: Math.ceil(total / pageSize) },
  };
}

/** A new estimate checked and ready to be written (see prepareNewEstimate). */
export interface NewEstimate {
  ownerId: number;
  projectId: number | null;
  name: string;
}

/** An item of a new estimate, as a cart line names it. */
export interface NewEstimateItem {
  productId: number;
  variantId: number | null;
  options: EstimateItemOptions;
  /** A decimal string > 0. */
  qty: string;
  description?: string | null;
}

/**
 * Checks a new estimate of the caller before any transaction: the name (trimmed, required, at
 * most 255 characters) and the project, one the caller may add to (owner, members and managers;
 * not archived). Guests and foreign projects: graphql-authorization.
 */
export async function prepareNewEstimate(
  ctx: RequestContext,
  input: { name: string; project_id?: number | null },
): Promise<NewEstimate> {
  const me = caller(ctx);
  const name = cleanName(input.name);
  const projectId = input.project_id ?? null;
  if (projectId !== null) await projectAccess(ctx, projectId, 'edit-products');
  return { ownerId: me.id, projectId, name };
}

/**
 * Writes a new draft in `tx`, with its items, made in the request's store view; an estimate
 * without a project gets its primary manager (ADR 0030), one of a project is its managers'.
 * Answers its id.
 */
export async function insertNewEstimate(
  ctx: RequestContext,
  tx: Db,
  estimate: NewEstimate,
  items: NewEstimateItem[] = [],
): Promise<number> {
  const row = await insertEstimate(tx, {
    ownerId: estimate.ownerId,
    projectId: estimate.projectId,
    name: estimate.name,
    managerId: estimate.projectId === null ? await leastBusyManager(tx) : null,
    storeViewId: ctx.store.id,
    websiteId: ctx.website.id,
  });
  for (const item of items) {
    await insertItem(tx, { ...item, description: item.description ?? null, estimateId: row.id });
  }
  return row.id;
}

export async function createEstimateEmpty(
  ctx: RequestContext,
  input: { name: string; project_id?: number | null },
): Promise<EstimateView> {
  const prepared = await prepareNewEstimate(ctx, input);
  const id = await inTransaction(ctx.db, (tx) => insertNewEstimate(ctx, tx, prepared));
  return estimateById(ctx, id);
}

const ROLE_DETAILS = 'Only the owner, a member or a manager of the estimate can change its name and address.';
const ROLE_DELIVERY = 'Only a manager of the estimate can change its delivery information.';

function deliveryValues(info: EstimateDeliveryInfoInput): Partial<EstimateInsert> {
  const values: Partial<EstimateInsert> = {};
  if (info.description !== undefined)
    values.deliveryDescription = cleanText(info.description, 'The delivery description');
  if (info.delivery_cost !== undefined) {
    values.deliveryCost =
      info.delivery_cost === null ? null : cleanAmount(info.delivery_cost, 'The delivery cost', false);
  }
  return values;
}

export async function updateEstimate(
  ctx: RequestContext,
  args: {
    estimate_id: number;
    name?: string | null;
    delivery_address?: Parameters<typeof deliveryAddressValues>[1] | null;
    delivery_info?: EstimateDeliveryInfoInput | null;
  },
): Promise<EstimateView> {
  await readableEstimate(ctx, args.estimate_id);
  const values: Partial<EstimateInsert> = {};
  if (args.name != null) values.name = cleanName(args.name);
  if (args.delivery_address) Object.assign(values, await deliveryAddressValues(ctx, args.delivery_address));
  const delivery = args.delivery_info ? deliveryValues(args.delivery_info) : {};
  if (Object.keys(values).length === 0 && Object.keys(delivery).length === 0)
    throw inputError(NOTHING_TO_CHANGE);
  await withLockedEstimate(ctx, args.estimate_id, async (tx, view) => {
    if (Object.keys(values).length > 0)
      ensureAllowed(view, mayEditDetails, ROLE_DETAILS, 'change its name and address');
    if (Object.keys(delivery).length > 0)
      ensureAllowed(view, mayEditDelivery, ROLE_DELIVERY, 'change its delivery information');
    await updateEstimateRow(tx, view.row.id, { ...values, ...delivery });
  });
  return estimateById(ctx, args.estimate_id);
}

export async function deleteEstimate(
  ctx: RequestContext,
  estimateId: number,
): Promise<{ status: boolean; message: string }> {
  await readableEstimate(ctx, estimateId);
  await withLockedEstimate(ctx, estimateId, async (tx, view) => {
    ensureAllowed(view, mayDelete, 'Only the owner or a manager of the estimate can delete it.', 'delete it');
    await deleteEstimateRow(tx, view.row.id);
  });
  return { status: true, message: DELETED };
}

/** What addSimpleProductsToEstimate answers: the estimate's name and status, items and quantities. */
export async function estimateSummary(ctx: RequestContext, view: EstimateView) {
  const totals = await itemTotals(ctx.db, view.row.id);
  return {
    id: view.row.id,
    name: view.row.name,
    status: view.row.status,
    project_id: view.row.projectId,
    total_count: totals.count,
    total_qty: new Decimal(totals.qty).toNumber(),
  };
}
