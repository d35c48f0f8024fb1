// Every cart mutation is one transaction: the cart row is locked (so concurrent changes of one
// cart run one after the other), the change is checked and written, and any error rolls all of it
// back. The response then reads the committed cart afresh. A cart whose last line agreed in a
// proposal is gone no longer names that proposal (an order from it would not be the proposal's).
import type { RequestContext } from '../../shared/context.ts';
import { inTransaction } from '../../shared/transaction.ts';
import { cartForUser } from './cart-access.ts';
import { type CartState, loadCartState } from './cart-state.ts';
import { type CartView, cartView } from './cart-view.ts';
import { onHandle } from './checkout-quote.ts';
import { hasAgreedItems, updateCart } from './store.ts';

/** Runs `change` on the caller's cart inside a transaction; `scoped` reads through the transaction. */
export async function changeCart<T = void>(
  ctx: RequestContext,
  maskedId: string | null | undefined,
  change: (scoped: RequestContext, state: CartState) => Promise<T>,
): Promise<{ view: CartView; result: T }> {
  const { row, result } = await inTransaction(ctx.db, async (tx) => {
    const scoped = onHandle(ctx, tx);
    const cart = await cartForUser(scoped, tx, maskedId, { lock: true });
    const state = await loadCartState(tx, cart);
    const result = await change(scoped, state);
    const proposalGone = cart.estimateId !== null && !(await hasAgreedItems(tx, cart.id));
    return { row: await updateCart(tx, cart.id, proposalGone ? { estimateId: null } : {}), result };
  });
  return { view: cartView(ctx, row), result };
}
