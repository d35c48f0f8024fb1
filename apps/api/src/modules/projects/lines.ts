// A project's product lines: adding simple and configurable products (the same product with the
// same options sums its quantity), changing quantities and notes, removing lines and commenting on
// them. Products are found as the wish list finds them (wishlist/buy-request.ts: SKU, parent SKU,
// variant SKU, configurable option uids, catalogue of the store view) and quantities follow the
// cart's sale rules (cart/qty-rules.ts: positive, at least min_sale_qty, at most max_sale_qty, in
// qty_increments). Stock on hand is not checked: a project plans, the cart checks stock. Every call
// is one transaction: one bad line and nothing is added.
import { Decimal } from 'decimal.js';
import type { ProjectProductInput, ProjectProductUpdateInput } from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import { inputError } from '../../shared/errors.ts';
import { inTransaction } from '../../shared/transaction.ts';
import { type PlannedItem, resolvePlannedItem, saleProblem } from '../cart/planned-item.ts';
import type { ProductRecord } from '../catalog/product/loader.ts';
import { productRecord } from '../catalog/product/service.ts';
import { findCustomerById } from '../customer/index.ts';
import { sameItem } from '../wishlist/buy-request.ts';
import { projectAccess } from './access.ts';
import type { ProjectView } from './project-view.ts';
import { projectById } from './service.ts';
import {
  deleteLines,
  insertComment,
  insertLine,
  listLines,
  lockProject,
  type ProjectLineRow,
  touchProject,
  updateLine,
  updateProjectRow,
} from './store.ts';

export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again later.';
/** Lines one call may add or change. */
export const MAX_LINES_PER_CALL = 100;
export const MAX_NOTE = 2000;
export const MAX_COMMENT = 2000;

export const lineNotInProject = (id: number) => `The project has no product line with ID "${id}".`;

function cleanNote(raw: string | null | undefined, what: string): string | null {
  const text = raw?.trim() ?? '';
  if ([...text].length > MAX_NOTE) throw inputError(`${what} may have at most ${MAX_NOTE} characters.`);
  return text === '' ? null : text;
}

/** The sale rules of the product charged (the variant of a configurable, else the product). */
interface Wanted extends PlannedItem {
  note: string | null;
}

const PROJECT_PLAN = {
  noun: 'project',
  simpleMutation: 'addSimpleProductToProject',
  configurableMutation: 'addConfigurableProductsToProject',
};

async function resolveLine(
  ctx: RequestContext,
  input: ProjectProductInput,
  kind: 'simple' | 'configurable',
): Promise<Wanted> {
  const planned = await resolvePlannedItem(ctx, input, kind, PROJECT_PLAN);
  return { ...planned, note: cleanNote(input.note, 'The note of a line') };
}

export async function addProductsToProject(
  ctx: RequestContext,
  projectId: number,
  inputs: ProjectProductInput[],
  kind: 'simple' | 'configurable',
): Promise<ProjectView> {
  const access = await projectAccess(ctx, projectId, 'edit-products');
  if (inputs.length === 0) throw inputError(SOMETHING_WENT_WRONG);
  if (inputs.length > MAX_LINES_PER_CALL) {
    throw inputError(`No more than ${MAX_LINES_PER_CALL} products can be added to a project at once.`);
  }
  // Products are read before the transaction (the catalogue's loader uses the request's handle).
  const wanted: Wanted[] = [];
  for (const input of inputs) wanted.push(await resolveLine(ctx, input, kind));
  await inTransaction(ctx.db, async (tx) => {
    if (!(await lockProject(tx, access.projectId))) throw inputError(SOMETHING_WENT_WRONG);
    const lines = await listLines(tx, access.projectId);
    for (const line of wanted) {
      const same = lines.find((row) => sameItem(row, line));
      if (!same) {
        lines.push(
          await insertLine(tx, {
            projectId: access.projectId,
            productId: line.productId,
            childProductId: line.childProductId,
            options: line.options,
            qty: line.qty.toFixed(),
            note: line.note,
          }),
        );
        continue;
      }
      const total = new Decimal(same.qty).plus(line.qty);
      const problem = saleProblem(ctx, total, line.charged);
      if (problem) throw inputError(`Could not add "${line.sku}" to the project: ${problem}`);
      same.qty = total.toFixed();
      await updateLine(tx, same.id, { qty: same.qty, ...(line.note === null ? {} : { note: line.note }) });
    }
    await touchProject(tx, access.projectId);
  });
  return projectById(ctx, access.projectId);
}

function lineOf(lines: ProjectLineRow[], id: number): ProjectLineRow {
  const line = lines.find((l) => l.id === id);
  if (!line) throw inputError(lineNotInProject(id));
  return line;
}

export async function removeProductFromProject(
  ctx: RequestContext,
  projectId: number,
  lineId: number,
): Promise<ProjectView> {
  const access = await projectAccess(ctx, projectId, 'edit-products');
  await inTransaction(ctx.db, async (tx) => {
    if (!(await lockProject(tx, access.projectId))) throw inputError(SOMETHING_WENT_WRONG);
    lineOf(await listLines(tx, access.projectId), lineId);
    await deleteLines(tx, access.projectId, [lineId]);
    await touchProject(tx, access.projectId);
  });
  return projectById(ctx, access.projectId);
}

/** Quantities (0 removes the line) and notes of lines, and the project's products note. */
export async function updateProjectProducts(
  ctx: RequestContext,
  projectId: number,
  changes: ProjectProductUpdateInput[],
  note: string | null | undefined,
): Promise<ProjectView> {
  const access = await projectAccess(ctx, projectId, 'edit-products');
  if (changes.length === 0 && note === undefined) throw inputError(SOMETHING_WENT_WRONG);
  if (changes.length > MAX_LINES_PER_CALL) {
    throw inputError(`No more than ${MAX_LINES_PER_CALL} lines can be changed at once.`);
  }
  const projectNote = note === undefined ? undefined : cleanNote(note, 'The note on the products');
  // Products are read before the transaction (the catalogue's loader uses the request's handle).
  const current = await listLines(ctx.db, access.projectId);
  const found = await Promise.all(
    current.map((line) => productRecord(ctx, line.childProductId ?? line.productId)),
  );
  const records = new Map<number, ProductRecord>();
  current.forEach((line, i) => {
    const record = found[i];
    if (record) records.set(line.id, record);
  });
  await inTransaction(ctx.db, async (tx) => {
    if (!(await lockProject(tx, access.projectId))) throw inputError(SOMETHING_WENT_WRONG);
    const lines = await listLines(tx, access.projectId);
    const doomed: number[] = [];
    for (const change of changes) {
      const line = lineOf(lines, change.project_product_id);
      const values: { qty?: string; note?: string | null } = {};
      if (change.note !== undefined) values.note = cleanNote(change.note, 'The note of a line');
      if (change.qty != null) {
        const qty = new Decimal(Number.isFinite(change.qty) ? change.qty : -1);
        if (qty.isZero()) {
          doomed.push(line.id);
          continue;
        }
        const charged = records.get(line.id);
        const problem = charged
          ? saleProblem(ctx, qty, charged)
          : 'Product that you are trying to add is not available.';
        if (problem) throw inputError(`Could not change line ${line.id}: ${problem}`);
        values.qty = qty.toFixed();
      }
      if (Object.keys(values).length > 0) await updateLine(tx, line.id, values);
    }
    await deleteLines(tx, access.projectId, doomed);
    if (projectNote !== undefined)
      await updateProjectRow(tx, access.projectId, { productsNote: projectNote });
    else await touchProject(tx, access.projectId);
  });
  return projectById(ctx, access.projectId);
}

export async function addCommentToProjectProduct(
  ctx: RequestContext,
  projectId: number,
  lineId: number,
  comment: string,
): Promise<ProjectView> {
  const access = await projectAccess(ctx, projectId, 'edit-products');
  const text = comment.trim();
  if (text === '') throw inputError('Enter a comment.');
  if ([...text].length > MAX_COMMENT)
    throw inputError(`A comment may have at most ${MAX_COMMENT} characters.`);
  const author = await findCustomerById(ctx.db, access.customerId);
  const authorName = author ? `${author.firstname} ${author.lastname}`.trim() : '';
  await inTransaction(ctx.db, async (tx) => {
    if (!(await lockProject(tx, access.projectId))) throw inputError(SOMETHING_WENT_WRONG);
    lineOf(await listLines(tx, access.projectId), lineId);
    await insertComment(tx, {
      projectProductId: lineId,
      authorId: access.customerId,
      authorName,
      comment: text,
    });
  });
  return projectById(ctx, access.projectId);
}
