// Carts changing hands, in one transaction each. mergeCarts moves a guest cart's lines into the
// signed-in customer's cart: a line matching one already there sums the quantities, a line whose
// resulting quantity cannot be sold (stock, sale rules) is dropped, the guest's coupon comes along
// and the guest cart is deactivated. assignCustomerToGuestCart goes the other way: the guest cart
// becomes the customer's active cart, with the lines of the customer's previous cart merged in.
import { Decimal } from 'decimal.js';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../shared/context.ts';
import { authorizationError, inputError, noSuchEntityError } from '../../shared/errors.ts';
import { inTransaction } from '../../shared/transaction.ts';
import { NOT_AUTHORIZED } from '../customer/session.ts';
import {
  activeCustomerCart,
  CART_NOT_ACTIVE,
  cannotUseCart,
  cartForUser,
  cartNotFound,
  OTHER_WEBSITE,
} from './cart-access.ts';
import { chargedProductId, movedAgreement, sameLine } from './cart-line.ts';
import { type CartView, cartView } from './cart-view.ts';
import { onHandle } from './checkout-quote.ts';
import { lineStockProblem } from './line-stock.ts';
import {
  type CartRow,
  deleteItems,
  findActiveCustomerCart,
  findCartByMaskedId,
  insertItem,
  listItems,
  lockCart,
  readStock,
  setItemQty,
  updateCart,
} from './store.ts';

/** The active guest cart of this website named by `maskedId`, locked. */
async function lockedGuestCart(ctx: RequestContext, db: Db, maskedId: string): Promise<CartRow> {
  const row = await findCartByMaskedId(db, maskedId, true);
  if (!row) throw cartNotFound(maskedId);
  if (!row.isActive) throw noSuchEntityError(CART_NOT_ACTIVE);
  if (row.websiteId !== ctx.website.id) throw inputError(OTHER_WEBSITE);
  if (row.customerId !== null) throw cannotUseCart(maskedId);
  return row;
}

/**
 * Copies the lines of `from` into `into` (summing matching lines, dropping unsellable ones); lines
 * agreed in a proposal keep their agreement as movedAgreement says. Answers the proposal `into`
 * names afterwards.
 */
async function mergeLines(scoped: RequestContext, from: CartRow, into: CartRow): Promise<number | null> {
  const db = scoped.db;
  const [source, target] = await Promise.all([listItems(db, from.id), listItems(db, into.id)]);
  const stock = await readStock(db, source.map(chargedProductId));
  let estimateId = into.estimateId;
  for (const original of source) {
    const line = { ...original, ...movedAgreement(original, from, into) };
    const same = target.find((row) => sameLine(row, line));
    const qty = new Decimal(line.qty).plus(same?.qty ?? 0);
    if (await lineStockProblem(scoped, line, qty, stock)) continue;
    if (same) {
      await setItemQty(db, same.id, qty.toFixed());
      same.qty = qty.toFixed();
    } else {
      const { productId, variantId, options, bundle, agreedUnitPrice, agreedPartnerReward } = line;
      target.push(
        await insertItem(db, {
          cartId: into.id,
          productId,
          variantId,
          qty: line.qty,
          options,
          bundle,
          agreedUnitPrice,
          agreedPartnerReward,
        }),
      );
      if (agreedUnitPrice !== null) estimateId = from.estimateId;
    }
  }
  await deleteItems(
    db,
    from.id,
    source.map((l) => l.id),
  );
  return estimateId;
}

export async function mergeCarts(
  ctx: RequestContext,
  sourceId: string,
  destinationId: string | null | undefined,
): Promise<CartView> {
  if (!ctx.customer) throw authorizationError(NOT_AUTHORIZED);
  const customerId = ctx.customer.id;
  const source = (sourceId ?? '').trim();
  if (source === '') throw inputError('Required parameter "source_cart_id" is missing');
  if (destinationId != null && destinationId.trim() === '') {
    throw inputError('The parameter "destination_cart_id" cannot be empty');
  }
  // Created outside the transaction, so that a concurrent first request sees the same cart.
  const fallback = destinationId == null ? await activeCustomerCart(ctx, ctx.db, customerId) : null;
  const row = await inTransaction(ctx.db, async (tx) => {
    const scoped = onHandle(ctx, tx);
    const destination = fallback
      ? await lockCart(tx, fallback.id)
      : await cartForUser(scoped, tx, destinationId, { lock: true });
    if (!destination?.isActive) throw noSuchEntityError(CART_NOT_ACTIVE);
    const guest = await lockedGuestCart(scoped, tx, source);
    if (guest.id === destination.id) throw cannotUseCart(source);
    const estimateId = await mergeLines(scoped, guest, destination);
    await updateCart(tx, guest.id, { isActive: false });
    return updateCart(tx, destination.id, {
      estimateId,
      ...(guest.couponCode ? { couponCode: guest.couponCode } : {}),
    });
  });
  return cartView(ctx, row);
}

export async function assignCustomerToGuestCart(ctx: RequestContext, cartId: string): Promise<CartView> {
  if (!ctx.customer) throw authorizationError(NOT_AUTHORIZED);
  const customerId = ctx.customer.id;
  const maskedId = (cartId ?? '').trim();
  if (maskedId === '') throw inputError('Required parameter "cart_id" is missing');
  const row = await inTransaction(ctx.db, async (tx) => {
    const scoped = onHandle(ctx, tx);
    const guest = await lockedGuestCart(scoped, tx, maskedId);
    const previous = await findActiveCustomerCart(tx, customerId, ctx.website.id);
    let estimateId = guest.estimateId;
    if (previous) {
      await lockCart(tx, previous.id);
      estimateId = await mergeLines(scoped, previous, guest);
      // Deactivated first: a customer has one active cart per website.
      await updateCart(tx, previous.id, { isActive: false });
    }
    return updateCart(tx, guest.id, { customerId, email: null, storeViewId: ctx.store.id, estimateId });
  });
  return cartView(ctx, row);
}
