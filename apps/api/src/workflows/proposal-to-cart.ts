// proposalToCart (issue 14, design/b2b.md §5): a proposal's items replace the lines of the reader's
// cart at the prices agreed in it, and the estimate goes to on_cart.
//   the estimate as the reader may read it → they may load it now (the status machine's
//   mayLoadIntoCart: owner or member, status proposal) → made in this website (its prices are in
//   this base currency) → its prices (estimates/pricing.ts) → every item has a client price (no
//   price on request left) and a chosen variant (a configurable) → one transaction: the caller's own
//   cart locked (cart) → the estimate to on_cart only if nobody changed it since it was priced (its
//   version) and the history entry (estimates) → the cart's lines replaced, each at its agreed unit
//   price (the item's client price: the manager's custom price, else the catalogue's for the
//   quantity now) with the partner's reward per unit, the cart naming the proposal (cart).
// Answers the cart and the estimate.
import { Decimal } from 'decimal.js';
import { cartForUser } from '../modules/cart/cart-access.ts';
import { type CartView, cartView } from '../modules/cart/cart-view.ts';
import { onHandle } from '../modules/cart/checkout-quote.ts';
import { type AgreedLine, replaceWithAgreedLines } from '../modules/cart/proposal-lines.ts';
import { productLoader } from '../modules/catalog/product/loader.ts';
import { NOT_AUTHORIZED } from '../modules/customer/session.ts';
import {
  CHANGED_MEANWHILE,
  type EstimateView,
  ensureAllowed,
  estimateById,
  findPeople,
  insertStatusChange,
  mayLoadIntoCart,
  pricedEstimate,
  readableEstimate,
  updateEstimateIfVersion,
} from '../modules/estimates/index.ts';
import type { RequestContext } from '../shared/context.ts';
import { authorizationError, inputError } from '../shared/errors.ts';
import { inTransaction } from '../shared/transaction.ts';

export const ROLE_LOAD = 'Only the owner or a member of the estimate can load its proposal into a cart.';
export const EMPTY_PROPOSAL = 'The proposal has no items: there is nothing to load into the cart.';
export const OTHER_WEBSITE_PROPOSAL =
  'The proposal was made in another store: load it into a cart of the store it was made in.';

/** The proposal's items as cart lines at their agreed prices, or the first reason one cannot be. */
async function agreedLines(ctx: RequestContext, view: EstimateView): Promise<AgreedLine[]> {
  const { items } = await pricedEstimate(ctx, view);
  if (items.length === 0) throw inputError(EMPTY_PROPOSAL);
  const loader = productLoader(ctx);
  const lines: AgreedLine[] = [];
  for (const { row, figures } of items) {
    const record = await loader.records.load(row.productId);
    const name = record?.name || record?.sku || `#${row.productId}`;
    if (figures.isPriceOnRequest) {
      throw inputError(
        `“${name}” is priced on request and has no agreed price yet: ask your manager to price it before loading the proposal.`,
      );
    }
    if (record?.typeId === 'configurable' && row.variantId === null) {
      throw inputError(
        `“${name}” has no variant chosen: ask your manager to choose one before loading the proposal.`,
      );
    }
    lines.push({
      name,
      productId: row.productId,
      variantId: row.variantId,
      options: row.options,
      qty: new Decimal(row.qty),
      unitPrice: figures.clientPrice.max,
      partnerReward: view.people.partnerId === null ? null : figures.partnerReward,
    });
  }
  return lines;
}

export async function proposalToCart(
  ctx: RequestContext,
  id: number,
  cartId: string,
): Promise<{ cart: CartView; estimate: EstimateView }> {
  if (!ctx.customer) throw authorizationError(NOT_AUTHORIZED);
  const view = await readableEstimate(ctx, id);
  ensureAllowed(view, mayLoadIntoCart, ROLE_LOAD, 'load it into a cart');
  if (view.row.websiteId !== ctx.website.id) throw inputError(OTHER_WEBSITE_PROPOSAL);
  const lines = await agreedLines(ctx, view);
  const [me] = await findPeople(ctx.db, [view.readerId]);
  const cart = await inTransaction(ctx.db, async (tx) => {
    const scoped = onHandle(ctx, tx);
    const row = await cartForUser(scoped, tx, cartId, { lock: true });
    // The prices above are of the estimate as read: if it changed since, nothing is loaded.
    const changed = await updateEstimateIfVersion(tx, view.row.id, view.row.version, { status: 'on_cart' });
    if (!changed) throw inputError(CHANGED_MEANWHILE, { reason_code: 'changed_meanwhile' });
    await insertStatusChange(tx, {
      estimateId: view.row.id,
      fromStatus: view.row.status,
      toStatus: 'on_cart',
      customerId: view.readerId,
      customerName: me ? `${me.firstname} ${me.lastname}`.trim() : '',
      note: null,
    });
    return replaceWithAgreedLines(scoped, row, view.row.id, lines);
  });
  return { cart: cartView(ctx, cart), estimate: await estimateById(ctx, id) };
}
