// Getting a cart: a new guest cart (random or client-chosen 32-character id), the customer's one
// active cart (created on demand), or a cart by its masked id for a caller allowed to use it.
import type { CreateEmptyCartInput, CreateGuestCartInput } from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import { alreadyExistsError, authorizationError, inputError } from '../../shared/errors.ts';
import { inTransaction } from '../../shared/transaction.ts';
import { activeCustomerCart, cartForUser, createCart } from './cart-access.ts';
import { type CartView, cartView } from './cart-view.ts';
import type { CartRow } from './store.ts';

export const CUSTOMER_CART_GUEST = 'The request is allowed for logged in customer';

/** A guest cart with the client's id, or a random one. */
async function newGuestCart(
  ctx: RequestContext,
  predefined: string | null | undefined,
  lengthMessage: string,
): Promise<CartRow> {
  if (predefined != null && predefined.length !== 32) throw inputError(lengthMessage);
  const created = await inTransaction(ctx.db, (tx) => createCart(ctx, tx, null, predefined ?? undefined));
  if (!created) throw alreadyExistsError(`Cart with ID "${predefined}" already exists.`);
  return created;
}

export async function createEmptyCart(
  ctx: RequestContext,
  input: CreateEmptyCartInput | null | undefined,
): Promise<string> {
  if (ctx.customer) return (await activeCustomerCart(ctx, ctx.db, ctx.customer.id)).maskedId;
  return (await newGuestCart(ctx, input?.cart_id, 'Cart ID length should to be 32 symbols.')).maskedId;
}

export async function createGuestCart(
  ctx: RequestContext,
  input: CreateGuestCartInput | null | undefined,
): Promise<{ cart: CartView }> {
  if (ctx.customer) throw alreadyExistsError('Use `Query.customerCart` for logged in customer.');
  const row = await newGuestCart(ctx, input?.cart_uid, 'Cart ID length should be 32 characters.');
  return { cart: cartView(ctx, row) };
}

export async function cartById(ctx: RequestContext, cartId: string): Promise<CartView> {
  return cartView(ctx, await cartForUser(ctx, ctx.db, cartId));
}

export async function customerCart(ctx: RequestContext): Promise<CartView> {
  if (!ctx.customer) throw authorizationError(CUSTOMER_CART_GUEST);
  return cartView(ctx, await activeCustomerCart(ctx, ctx.db, ctx.customer.id));
}
