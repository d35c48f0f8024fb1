// A guest's own orders (Magento 2.4.7 SalesGraphQl): `guestOrderByToken` reads the order whose token
// (order-token.ts) the shopper holds — the storefront keeps it in an HttpOnly cookie of the browser
// that placed the order. And an account made from a guest order takes that shopper's guest orders
// (Magento's "create an account from the order" on the success page).
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../shared/context.ts';
import { authorizationError, noSuchEntityError } from '../../shared/errors.ts';
import { isOrderToken, orderIdOfToken } from './order-token.ts';
import { orderViews } from './order-view.ts';
import { assignGuestOrders, findOrder, type OrderRow } from './store.ts';

/** One message for every token that does not open an order here, so none tells more than another. */
export const NO_ORDER = "We couldn't locate an order with the information provided.";

/** The order the token is for, on this website; undefined for any token that is not one. */
async function orderOfToken(ctx: RequestContext, db: Db, token: string): Promise<OrderRow | undefined> {
  const id = orderIdOfToken(token);
  if (id === null) return undefined;
  const order = await findOrder(db, id);
  if (!order || order.websiteId !== ctx.website.id) return undefined;
  return isOrderToken(ctx.accounts.orderTokenSecret, order, token) ? order : undefined;
}

export async function guestOrderByToken(ctx: RequestContext, token: string) {
  const order = await orderOfToken(ctx, ctx.db, token);
  if (!order) throw noSuchEntityError(NO_ORDER);
  // Magento: an order that belongs to an account is read through the account.
  if (order.customerId !== null) throw authorizationError('Please login to view the order.');
  const [view] = await orderViews(ctx, ctx.db, [order]);
  if (!view) throw noSuchEntityError(NO_ORDER);
  return view;
}

/**
 * Inside the transaction that creates the account: with the token of a guest order placed with
 * the same e-mail on this website, that order and the other guest orders of the e-mail on the
 * website become the new customer's. The token proves the shopper placed an order with that
 * address; an e-mail alone does not (anyone may sign up with any address before confirming it).
 * Any other token assigns nothing and does not stop the sign-up. Answers the orders assigned.
 */
export async function claimGuestOrders(
  ctx: RequestContext,
  tx: Db,
  customer: { id: number; email: string; websiteId: number | null },
  token: string,
): Promise<number> {
  const order = await orderOfToken(ctx, tx, token);
  if (!order || order.customerId !== null) return 0;
  if (order.customerEmail.trim().toLowerCase() !== customer.email.trim().toLowerCase()) return 0;
  if (order.websiteId !== customer.websiteId) return 0;
  return assignGuestOrders(tx, {
    customerId: customer.id,
    email: customer.email,
    websiteId: order.websiteId,
  });
}
