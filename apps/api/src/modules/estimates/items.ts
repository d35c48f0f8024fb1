// An estimate's items: adding simple and configurable products (the same product with the same
// variant and options again sums the quantity), changing quantities and descriptions, removing
// items, and the custom unit prices of the manager and of the partner. Products are found as the
// wish list and the projects find them (wishlist/buy-request.ts: SKU, parent SKU, variant SKU,
// option uids, custom options, the store view's catalogue); quantities follow the cart's sale
// rules (cart/qty-rules.ts) without the stock on hand, which the cart checks when buying. Who may
// change what in which status is the status machine's (mayEditItems, mayEdit*Prices). Every call is
// one transaction on the locked estimate: one bad item and nothing changes.
import { Decimal } from 'decimal.js';
import type {
  EstimatePriceProductInput,
  EstimateProductInput,
  EstimateProductUpdateInput,
} from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import { inputError } from '../../shared/errors.ts';
import { type PlannedItem, resolvePlannedItem, saleProblem } from '../cart/planned-item.ts';
import type { ProductRecord } from '../catalog/product/loader.ts';
import { productRecord } from '../catalog/product/service.ts';
import { sameItem } from '../wishlist/buy-request.ts';
import { type EstimateView, ensureAllowed, readableEstimate, withLockedEstimate } from './access.ts';
import { cleanAmount, cleanText, estimateById } from './service.ts';
import { mayEditItems, mayEditManagerPrices, mayEditPartnerPrices } from './status-machine.ts';
import {
  deleteItems,
  type EstimateItemRow,
  insertItem,
  listItems,
  updateEstimateRow,
  updateItem,
} from './store.ts';

export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again later.';
/** Items one call may add or change. */
export const MAX_ITEMS_PER_CALL = 100;

export const itemNotInEstimate = (id: number) => `The estimate has no item with ID "${id}".`;
const ROLE_ITEMS = 'Only the owner, a member or a manager of the estimate can change its products.';
const ROLE_MANAGER_PRICE = 'Only a manager of the estimate can set its custom prices.';
const ROLE_PARTNER_PRICE = 'Only the partner of the estimate can set the partner prices.';
const ROLE_PRICES = 'Only a manager or the partner of the estimate can set its prices.';

/** The sale rules of the product charged (the variant of a configurable, else the product). */
interface Wanted extends PlannedItem {
  description: string | null;
}

const ESTIMATE_PLAN = {
  noun: 'estimate',
  simpleMutation: 'addSimpleProductsToEstimate',
  configurableMutation: 'addConfigurableProductsToEstimate',
};

async function resolveItem(
  ctx: RequestContext,
  input: EstimateProductInput,
  kind: 'simple' | 'configurable',
): Promise<Wanted> {
  const planned = await resolvePlannedItem(ctx, input, kind, ESTIMATE_PLAN);
  return { ...planned, description: cleanText(input.description, 'The description of an item') };
}

export async function addProductsToEstimate(
  ctx: RequestContext,
  estimateId: number,
  inputs: EstimateProductInput[],
  kind: 'simple' | 'configurable',
): Promise<EstimateView> {
  const before = await readableEstimate(ctx, estimateId);
  ensureAllowed(before, mayEditItems, ROLE_ITEMS, 'change its products');
  if (inputs.length === 0) throw inputError(SOMETHING_WENT_WRONG);
  if (inputs.length > MAX_ITEMS_PER_CALL) {
    throw inputError(`No more than ${MAX_ITEMS_PER_CALL} products can be added to an estimate at once.`);
  }
  // Products are read before the transaction (the catalogue's loader uses the request's handle).
  const wanted: Wanted[] = [];
  for (const input of inputs) wanted.push(await resolveItem(ctx, input, kind));
  await withLockedEstimate(ctx, estimateId, async (tx, view) => {
    ensureAllowed(view, mayEditItems, ROLE_ITEMS, 'change its products');
    const items = await listItems(tx, view.row.id);
    const keyed = (row: EstimateItemRow) => ({ ...row, childProductId: row.variantId });
    for (const item of wanted) {
      const same = items.find((row) => sameItem(keyed(row), item));
      if (!same) {
        items.push(
          await insertItem(tx, {
            estimateId: view.row.id,
            productId: item.productId,
            variantId: item.childProductId,
            options: item.options,
            qty: item.qty.toFixed(),
            description: item.description,
          }),
        );
        continue;
      }
      const total = new Decimal(same.qty).plus(item.qty);
      const problem = saleProblem(ctx, total, item.charged);
      if (problem) throw inputError(`Could not add "${item.sku}" to the estimate: ${problem}`);
      same.qty = total.toFixed();
      await updateItem(tx, same.id, {
        qty: same.qty,
        ...(item.description === null ? {} : { description: item.description }),
      });
    }
    await updateEstimateRow(tx, view.row.id, {});
  });
  return estimateById(ctx, estimateId);
}

function itemOf(items: EstimateItemRow[], id: number): EstimateItemRow {
  const item = items.find((i) => i.id === id);
  if (!item) throw inputError(itemNotInEstimate(id));
  return item;
}

export async function removeProductFromEstimate(
  ctx: RequestContext,
  estimateId: number,
  itemId: number,
): Promise<EstimateView> {
  await readableEstimate(ctx, estimateId);
  await withLockedEstimate(ctx, estimateId, async (tx, view) => {
    ensureAllowed(view, mayEditItems, ROLE_ITEMS, 'change its products');
    itemOf(await listItems(tx, view.row.id), itemId);
    await deleteItems(tx, view.row.id, [itemId]);
    await updateEstimateRow(tx, view.row.id, {});
  });
  return estimateById(ctx, estimateId);
}

/** Quantities (0 removes the item) and descriptions of items, and the items' note. */
export async function updateEstimateProducts(
  ctx: RequestContext,
  estimateId: number,
  changes: EstimateProductUpdateInput[],
  note: string | null | undefined,
): Promise<EstimateView> {
  const before = await readableEstimate(ctx, estimateId);
  ensureAllowed(before, mayEditItems, ROLE_ITEMS, 'change its products');
  if (changes.length === 0 && note === undefined) throw inputError(SOMETHING_WENT_WRONG);
  if (changes.length > MAX_ITEMS_PER_CALL) {
    throw inputError(`No more than ${MAX_ITEMS_PER_CALL} items can be changed at once.`);
  }
  const itemsNote = note === undefined ? undefined : cleanText(note, 'The note on the products');
  // Products are read before the transaction (the catalogue's loader uses the request's handle).
  const current = await listItems(ctx.db, estimateId);
  const found = await Promise.all(
    current.map((item) => productRecord(ctx, item.variantId ?? item.productId)),
  );
  const records = new Map<number, ProductRecord>();
  current.forEach((item, i) => {
    const record = found[i];
    if (record) records.set(item.id, record);
  });
  await withLockedEstimate(ctx, estimateId, async (tx, view) => {
    ensureAllowed(view, mayEditItems, ROLE_ITEMS, 'change its products');
    const items = await listItems(tx, view.row.id);
    const doomed: number[] = [];
    for (const change of changes) {
      const item = itemOf(items, change.estimate_product_id);
      const values: { qty?: string; description?: string | null } = {};
      if (change.description !== undefined)
        values.description = cleanText(change.description, 'The description of an item');
      if (change.qty != null) {
        const qty = new Decimal(Number.isFinite(change.qty) ? change.qty : -1);
        if (qty.isZero()) {
          doomed.push(item.id);
          continue;
        }
        const charged = records.get(item.id);
        const problem = charged
          ? saleProblem(ctx, qty, charged)
          : 'Product that you are trying to add is not available.';
        if (problem) throw inputError(`Could not change item ${item.id}: ${problem}`);
        values.qty = qty.toFixed();
      }
      if (Object.keys(values).length > 0) await updateItem(tx, item.id, values);
    }
    await deleteItems(tx, view.row.id, doomed);
    await updateEstimateRow(tx, view.row.id, itemsNote === undefined ? {} : { note: itemsNote });
  });
  return estimateById(ctx, estimateId);
}

type PriceSide = 'manager' | 'partner';

/** The side whose prices the caller sets: the manager's where they may, else the partner's. */
function sideOf(view: EstimateView): PriceSide {
  if (mayEditManagerPrices(view.actors, view.row.status)) return 'manager';
  if (mayEditPartnerPrices(view.actors, view.row.status)) return 'partner';
  // Refused: by role when neither side is ever theirs, else by the status.
  const may = (actors: Parameters<typeof mayEditItems>[0], status: Parameters<typeof mayEditItems>[1]) =>
    mayEditManagerPrices(actors, status) || mayEditPartnerPrices(actors, status);
  ensureAllowed(view, may, ROLE_PRICES, 'set its prices');
  return 'manager';
}

function ensureSide(view: EstimateView, side: PriceSide): void {
  if (side === 'manager')
    ensureAllowed(view, mayEditManagerPrices, ROLE_MANAGER_PRICE, 'set its custom prices');
  else ensureAllowed(view, mayEditPartnerPrices, ROLE_PARTNER_PRICE, 'set the partner prices');
}

/** Custom unit prices of several items (null clears one); `side` null: the caller's side. */
export async function setCustomPrices(
  ctx: RequestContext,
  estimateId: number,
  changes: EstimatePriceProductInput[],
  side: PriceSide | null,
): Promise<EstimateView> {
  const before = await readableEstimate(ctx, estimateId);
  if (side === null) sideOf(before);
  else ensureSide(before, side);
  if (changes.length === 0) throw inputError(SOMETHING_WENT_WRONG);
  if (changes.length > MAX_ITEMS_PER_CALL) {
    throw inputError(`No more than ${MAX_ITEMS_PER_CALL} items can be changed at once.`);
  }
  const prices = changes.map((c) => ({
    id: c.estimate_product_id,
    price: c.custom_price == null ? null : cleanAmount(c.custom_price, 'A custom price', true),
  }));
  await withLockedEstimate(ctx, estimateId, async (tx, view) => {
    const chosen = side ?? sideOf(view);
    ensureSide(view, chosen);
    const items = await listItems(tx, view.row.id);
    for (const { id, price } of prices) {
      const item = itemOf(items, id);
      await updateItem(
        tx,
        item.id,
        chosen === 'manager' ? { managerCustomPrice: price } : { partnerCustomPrice: price },
      );
    }
    await updateEstimateRow(tx, view.row.id, {});
  });
  return estimateById(ctx, estimateId);
}
