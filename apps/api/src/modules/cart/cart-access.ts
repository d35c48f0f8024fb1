// Which cart a caller may use (Magento's GetCartForUser): the masked id must name a cart, the
// cart must be active and of the request's website, and it must be the caller's — a guest cart for
// a guest, their own cart for a customer. A customer token on a guest cart is refused too: carts
// change owner only through mergeCarts and assignCustomerToGuestCart.
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../shared/context.ts';
import { authorizationError, inputError, noSuchEntityError } from '../../shared/errors.ts';
import { inTransaction } from '../../shared/transaction.ts';
import { guestCheckoutEnabled } from '../store/index.ts';
import {
  type CartRow,
  findActiveCustomerCart,
  findCartByMaskedId,
  insertCart,
  newMaskedId,
  updateCart,
} from './store.ts';

export const CART_ID_MISSING = 'Required parameter "cart_id" is missing';
export const CART_NOT_ACTIVE = "The cart isn't active.";
export const OTHER_WEBSITE = "Can't assign cart to store in different website.";
export const GUEST_CHECKOUT_DISABLED =
  'Guest checkout is not allowed. Register a customer account or login with existing one.';

export const cartNotFound = (maskedId: string) =>
  noSuchEntityError(`Could not find a cart with ID "${maskedId}"`);
export const cannotUseCart = (maskedId: string) =>
  authorizationError(`The current user cannot perform operations on cart "${maskedId}"`);

/**
 * The cart of `maskedId` if the caller may use it. With `lock`, the row is locked for the
 * transaction `db` (writes to one cart run one after the other). A cart opened in another store
 * view of the same website moves to the request's store view, as in Magento.
 */
export async function cartForUser(
  ctx: RequestContext,
  db: Db,
  maskedId: string | null | undefined,
  options: { lock?: boolean } = {},
): Promise<CartRow> {
  const id = (maskedId ?? '').trim();
  if (id === '') throw inputError(CART_ID_MISSING);
  const row = await findCartByMaskedId(db, id, options.lock);
  if (!row) throw cartNotFound(id);
  if (!row.isActive) throw noSuchEntityError(CART_NOT_ACTIVE);
  if (row.websiteId !== ctx.website.id) throw inputError(OTHER_WEBSITE);
  const caller = ctx.customer?.id ?? null;
  if (row.customerId !== caller) throw cannotUseCart(id);
  if (row.storeViewId !== ctx.store.id) return updateCart(db, row.id, { storeViewId: ctx.store.id });
  return row;
}

/** Magento's checkout/options/guest_checkout (default on): off, guests cannot check out. */
export function ensureGuestCheckout(ctx: RequestContext, cart: CartRow): void {
  if (cart.customerId !== null) return;
  if (!guestCheckoutEnabled(ctx.config)) throw authorizationError(GUEST_CHECKOUT_DISABLED);
}

/** A new guest cart (masked id random, or the client's own 32-character id). */
export async function createCart(
  ctx: RequestContext,
  db: Db,
  customerId: number | null,
  maskedId?: string,
): Promise<CartRow | undefined> {
  return insertCart(db, {
    maskedId: maskedId ?? newMaskedId(),
    customerId,
    websiteId: ctx.website.id,
    storeViewId: ctx.store.id,
  });
}

/**
 * The customer's active cart of this website, created when there is none. Two first requests at
 * once create one: the partial unique index keeps a second active cart out and the loser reads it.
 */
export async function activeCustomerCart(ctx: RequestContext, db: Db, customerId: number): Promise<CartRow> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const existing = await findActiveCustomerCart(db, customerId, ctx.website.id);
    if (existing) {
      if (existing.storeViewId === ctx.store.id) return existing;
      return updateCart(db, existing.id, { storeViewId: ctx.store.id });
    }
    const created = await inTransaction(db, (tx) => createCart(ctx, tx, customerId));
    if (created) return created;
  }
  throw new Error(`Could not create empty cart for customer ${customerId}`);
}
