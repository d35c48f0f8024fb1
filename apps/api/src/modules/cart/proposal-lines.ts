// What the estimate workflows (workflows/cart-to-estimate.ts, workflows/proposal-to-cart.ts) do to a
// cart, inside their transaction on the cart row locked by cartForUser: take every line out of it
// (the lines become an estimate's items), or replace its lines with a proposal's at the prices agreed
// there. A cart names the proposal its agreed lines come from (cart.estimate_id); taking its lines
// out forgets it. The lines of a proposal must be sellable as they are, as any line added is.
import type { Decimal } from 'decimal.js';
import type { RequestContext } from '../../shared/context.ts';
import { inputError } from '../../shared/errors.ts';
import { chargedProductId } from './cart-line.ts';
import { qtyProblem } from './qty-rules.ts';
import {
  type CartItemRow,
  type CartRow,
  deleteItems,
  insertItem,
  listItems,
  readStock,
  updateCart,
} from './store.ts';
import type { CartItemOptions } from './tables.ts';

export type { CartItemRow, CartRow };

export const EMPTY_CART = 'The cart is empty: add products to it before saving it as an estimate.';

/** Every line of the cart, in the order they were added. */
export function cartLines(scoped: RequestContext, cart: CartRow): Promise<CartItemRow[]> {
  return listItems(scoped.db, cart.id);
}

/** Removes every line of the cart (and the proposal it named); answers the cart row as it is now. */
export async function emptyCart(
  scoped: RequestContext,
  cart: CartRow,
  lines: CartItemRow[],
): Promise<CartRow> {
  await deleteItems(
    scoped.db,
    cart.id,
    lines.map((line) => line.id),
  );
  return updateCart(scoped.db, cart.id, { estimateId: null });
}

/** A line of a proposal as it goes into the cart. */
export interface AgreedLine {
  /** The product's name, for the messages. */
  name: string;
  productId: number;
  variantId: number | null;
  options: CartItemOptions;
  qty: Decimal;
  /** Base currency, excluding tax (the estimate's client price). */
  unitPrice: Decimal;
  /** The partner's reward per unit (base currency), null when the proposal has no partner. */
  partnerReward: Decimal | null;
}

/**
 * Replaces the cart's lines with the proposal's at their agreed prices and makes the cart name the
 * proposal. A line the store cannot sell as it is (disabled, out of stock, the sale rules) is
 * refused with its product's name, and nothing changes.
 */
export async function replaceWithAgreedLines(
  scoped: RequestContext,
  cart: CartRow,
  estimateId: number,
  lines: AgreedLine[],
): Promise<CartRow> {
  const stock = await readStock(
    scoped.db,
    lines.flatMap((line) => [line.productId, chargedProductId(line)]),
  );
  for (const line of lines) {
    const product = stock.get(chargedProductId(line));
    const available = product && stock.get(line.productId)?.isActive;
    const problem = product ? qtyProblem(scoped, line.qty, product) : null;
    if (!available || problem) {
      throw inputError(
        `“${line.name}” cannot be bought as the proposal has it: ${problem?.message ?? 'the product is no longer available.'} Ask your manager for a new proposal.`,
      );
    }
  }
  const current = await listItems(scoped.db, cart.id);
  await deleteItems(
    scoped.db,
    cart.id,
    current.map((line) => line.id),
  );
  for (const line of lines) {
    await insertItem(scoped.db, {
      cartId: cart.id,
      productId: line.productId,
      variantId: line.variantId,
      options: line.options,
      qty: line.qty.toFixed(),
      agreedUnitPrice: line.unitPrice.toDecimalPlaces(4).toFixed(),
      agreedPartnerReward:
        line.partnerReward === null ? null : line.partnerReward.toDecimalPlaces(4).toFixed(),
    });
  }
  return updateCart(scoped.db, cart.id, { estimateId });
}
