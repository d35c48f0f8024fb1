// cartToEstimate (issue 14, design/b2b.md §5): the signed-in customer's cart becomes a new draft
// estimate of theirs, in one transaction:
//   the caller's own cart, locked (cart) → not empty → the project: the one named, which the caller
//   may add estimates to, else the project of the proposal the cart's agreed lines came from when
//   the caller still may (projects) → a new draft estimate with the cart's lines as its items, the
//   same product, variant and custom options once with the quantities summed (estimates) → the
//   cart emptied (cart).
// Prices are not carried over: the new estimate is priced afresh (a new negotiation). A failure in
// any step leaves the cart and the estimates as they were. Answers the cart and the estimate.
import { Decimal } from 'decimal.js';
import type { Db } from '../db/client.ts';
import { isBundleLine } from '../modules/cart/bundle-line.ts';
import { cartForUser } from '../modules/cart/cart-access.ts';
import { sameLine } from '../modules/cart/cart-line.ts';
import { type CartView, cartView } from '../modules/cart/cart-view.ts';
import { onHandle } from '../modules/cart/checkout-quote.ts';
import {
  type CartItemRow,
  type CartRow,
  cartLines,
  EMPTY_CART,
  emptyCart,
} from '../modules/cart/proposal-lines.ts';
import { NOT_AUTHORIZED } from '../modules/customer/session.ts';
import {
  cleanName,
  type EstimateView,
  estimateById,
  findEstimate,
  insertEstimate,
  insertEstimateItem,
} from '../modules/estimates/index.ts';
import { leastBusyManager, projectAccess } from '../modules/projects/index.ts';
import type { RequestContext } from '../shared/context.ts';
import { authorizationError, inputError } from '../shared/errors.ts';
import { inTransaction } from '../shared/transaction.ts';

/** Estimates hold products and their options, not a bundle's chosen products (docs/estimates.md). */
export const BUNDLE_IN_CART =
  'The cart holds a bundle product, which estimates cannot hold yet. Remove it from the cart, or order it, and try again.';

export interface CartToEstimateArgs {
  cartId: string;
  name: string;
  project_id?: number | null;
}

/** The project of the new estimate (see the top of the file); null: an estimate on its own. */
async function projectOf(scoped: RequestContext, cart: CartRow, named: number | null | undefined) {
  // Owner, members and managers may add estimates to a project; an archived one takes none.
  if (named != null) return (await projectAccess(scoped, named, 'edit-products')).projectId;
  const proposal = cart.estimateId === null ? undefined : await findEstimate(scoped.db, cart.estimateId);
  if (!proposal?.projectId) return null;
  try {
    return (await projectAccess(scoped, proposal.projectId, 'edit-products')).projectId;
  } catch {
    // No longer one of theirs (or archived): the estimate stands on its own.
    return null;
  }
}

interface NewItem {
  productId: number;
  variantId: number | null;
  options: CartItemRow['options'];
  qty: Decimal;
}

/** One item per product, variant and custom options (an agreed line and a catalogue one of the same product join). */
function itemsOf(lines: CartItemRow[]): NewItem[] {
  const items: NewItem[] = [];
  for (const line of lines) {
    const same = items.find((item) => sameLine(item, { ...line, agreedUnitPrice: null }));
    if (same) same.qty = same.qty.plus(line.qty);
    else {
      const { productId, variantId, options } = line;
      items.push({ productId, variantId, options, qty: new Decimal(line.qty) });
    }
  }
  return items;
}

async function insertItems(tx: Db, estimateId: number, items: NewItem[]): Promise<void> {
  // One after the other: the transaction's connection takes one statement at a time.
  for (const item of items) {
    await insertEstimateItem(tx, {
      estimateId,
      productId: item.productId,
      variantId: item.variantId,
      options: item.options,
      qty: item.qty.toFixed(),
      description: null,
    });
  }
}

export async function cartToEstimate(
  ctx: RequestContext,
  args: CartToEstimateArgs,
): Promise<{ cart: CartView; estimate: EstimateView }> {
  if (!ctx.customer) throw authorizationError(NOT_AUTHORIZED);
  const ownerId = ctx.customer.id;
  const name = cleanName(args.name ?? '');
  const done = await inTransaction(ctx.db, async (tx) => {
    const scoped = onHandle(ctx, tx);
    const cart = await cartForUser(scoped, tx, args.cartId, { lock: true });
    const lines = await cartLines(scoped, cart);
    if (lines.length === 0) throw inputError(EMPTY_CART);
    if (lines.some(isBundleLine)) throw inputError(BUNDLE_IN_CART);
    const projectId = await projectOf(scoped, cart, args.project_id);
    const estimate = await insertEstimate(tx, {
      ownerId,
      projectId,
      name,
      // An estimate of a project is handled by the project's managers (as createEstimateEmpty does).
      managerId: projectId === null ? await leastBusyManager(tx) : null,
      storeViewId: ctx.store.id,
      websiteId: ctx.website.id,
    });
    await insertItems(tx, estimate.id, itemsOf(lines));
    return { cart: await emptyCart(scoped, cart, lines), estimateId: estimate.id };
  });
  return { cart: cartView(ctx, done.cart), estimate: await estimateById(ctx, done.estimateId) };
}
