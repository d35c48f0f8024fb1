// Place order: one transaction that turns a cart into an order (decision 0017).
//   loadCheckoutQuote (cart row locked) → re-validate → payment still offered → reserve stock
//   (conditional updates + reindex) → coupon usage → order number → the proposal the cart's agreed
//   lines came from (estimates: its project and partner) → write the order → address
//   book → deactivate the cart → (offline payments) the confirmation mail into the outbox. After the
//   commit: the redirect payment starts (or an approved PayPal express payment is captured).
// A retry of a placed cart answers the order it became; business failures come back as data.
import { GraphQLError } from 'graphql';
import type { Db } from '../db/client.ts';
import {
  deactivateCart,
  findOrderIdOfCart,
  loadCheckoutQuote,
  onHandle,
} from '../modules/cart/checkout-quote.ts';
import { findEstimate, peopleOf } from '../modules/estimates/index.ts';
import {
  PAYMENT_NOT_AVAILABLE,
  REDIRECT_METHODS,
  validatePaymentSelection,
} from '../modules/payment/methods.ts';
import { COUPON_NOT_VALID, recordRuleUsage } from '../modules/pricing/coupons.ts';
import { saveOrderAddresses } from '../modules/sales/address-book.ts';
import { ensureGuestMayPlace } from '../modules/sales/guest-checkout.ts';
import { findCustomerNames, findOrder, orderPayments } from '../modules/sales/index.ts';
import { linePictures } from '../modules/sales/line-pictures.ts';
import { enqueueOrderConfirmation } from '../modules/sales/order-mail.ts';
import { nextOrderNumber } from '../modules/sales/order-number.ts';
import { writeOrder } from '../modules/sales/order-writer.ts';
import { partnerOfOrder } from '../modules/sales/partner.ts';
import { assertPlaceable, MESSAGES, PlaceOrderFailure } from '../modules/sales/place-order-errors.ts';
import { reserveStock, stockLinesOf } from '../modules/sales/stock.ts';
import type { RequestContext } from '../shared/context.ts';
import { inputError } from '../shared/errors.ts';
import { inTransaction, isUniqueViolation } from '../shared/transaction.ts';
import { type PlaceOrderResult, settlePayment } from './settle-payment.ts';

export type { PlaceOrderResult };

/**
 * The proposal an order from this cart records (issue 14): the estimate with its project and its
 * partner (design/b2b.md §2), or null when the cart names none or it was deleted meanwhile.
 */
async function proposalOf(
  tx: Db,
  estimateId: number | null,
): Promise<{ id: number; projectId: number | null; partnerId: number | null } | null> {
  if (estimateId === null) return null;
  const row = await findEstimate(tx, estimateId);
  if (!row) return null;
  // The partner does not depend on who reads: 0 is nobody.
  const people = (await peopleOf(tx, [row.id], 0)).get(row.id);
  return { id: row.id, projectId: row.projectId, partnerId: people?.partnerId ?? null };
}

async function placeInTransaction(ctx: RequestContext, tx: Db, maskedCartId: string): Promise<number> {
  const quote = await loadCheckoutQuote(ctx, tx, maskedCartId);
  ensureGuestMayPlace(ctx, quote.customerId);
  assertPlaceable(quote);
  // A coupon that stopped applying must not silently turn into a dearer order.
  if (quote.totals.couponRefused) {
    throw new PlaceOrderFailure('UNABLE_TO_PLACE_ORDER', COUPON_NOT_VALID);
  }
  const payment = quote.payment!;
  const grandTotal = quote.totals.grandTotal.base;
  try {
    await validatePaymentSelection(
      ctx,
      {
        grandTotal,
        isVirtual: quote.isVirtual,
        hasShippingAddress: Boolean(quote.shippingAddress),
        customerId: quote.customerId,
      },
      { code: payment.code },
    );
  } catch {
    throw new PlaceOrderFailure('UNABLE_TO_PLACE_ORDER', PAYMENT_NOT_AVAILABLE);
  }
  const method = ctx.config.get(`payment/${payment.code}/title`) ?? payment.code;
  if (!(await reserveStock(tx, stockLinesOf(quote.items))))
    throw new PlaceOrderFailure('UNABLE_TO_PLACE_ORDER', MESSAGES.outOfStock);
  const usage = {
    ruleIds: quote.totals.appliedRuleIds,
    couponCode: quote.totals.couponCode,
    customerId: quote.customerId,
  };
  if (!(await recordRuleUsage(tx, usage)))
    throw new PlaceOrderFailure('UNABLE_TO_PLACE_ORDER', COUPON_NOT_VALID);
  const redirect = REDIRECT_METHODS.includes(payment.code);
  const proposal = await proposalOf(tx, quote.estimateId);
  const orderId = await writeOrder(tx, quote, {
    incrementId: await nextOrderNumber(tx, quote.storeViewId),
    status: redirect ? 'pending_payment' : 'pending',
    customer: quote.customerId ? await findCustomerNames(tx, quote.customerId) : null,
    currency: { base: ctx.currency.base, display: ctx.currency.display, rate: ctx.currency.rate.toString() },
    shippingDescription: quote.totals.shipping
      ? `${quote.totals.shipping.carrierTitle} - ${quote.totals.shipping.methodTitle}`
      : null,
    partner: partnerOfOrder(ctx, {
      customerId: quote.customerId,
      totals: quote.totals,
      items: quote.items,
      proposalPartnerId: proposal?.partnerId ?? null,
    }),
    estimateId: proposal?.id ?? null,
    projectId: proposal?.projectId ?? null,
    images: await linePictures(ctx, quote.items),
    payment: {
      method: payment.code,
      title: method,
      state: redirect ? 'awaiting_provider' : 'pending',
      amount: grandTotal.toFixed(4),
      currencyCode: ctx.currency.base,
    },
  });
  if (quote.customerId) {
    await saveOrderAddresses(tx, quote.customerId, {
      shipping: quote.shippingAddress,
      billing: quote.billingAddress,
    });
  }
  await deactivateCart(tx, quote.cartId, orderId);
  // Redirect payments are confirmed (and mailed) when the provider says they are paid.
  if (!redirect) await enqueueOrderConfirmation(ctx, tx, orderId);
  return orderId;
}

/** Magento answers a missing or inactive cart in errors[] too; anything else is thrown. */
function cartFailure(error: unknown): PlaceOrderFailure | null {
  if (!(error instanceof GraphQLError) || error.extensions?.category !== 'graphql-no-such-entity')
    return null;
  if (error.message === MESSAGES.cartNotActive)
    return new PlaceOrderFailure('CART_NOT_ACTIVE', error.message);
  return new PlaceOrderFailure('CART_NOT_FOUND', error.message);
}

const failed = (failure: PlaceOrderFailure): PlaceOrderResult => ({
  orderId: null,
  redirectUrl: null,
  errors: [{ code: failure.code, message: failure.message }],
});

/** The order a cart already became, with the provider link it is waiting on, if any. */
async function earlierOrder(ctx: RequestContext, maskedCartId: string): Promise<PlaceOrderResult | null> {
  const orderId = await findOrderIdOfCart(ctx, maskedCartId);
  if (orderId === null) return null;
  const [payment] = await orderPayments(ctx.db, [orderId]);
  const order = await findOrder(ctx.db, orderId);
  const waiting = order?.status === 'pending_payment' ? (payment?.additionalData.redirect_url ?? null) : null;
  return { orderId, redirectUrl: waiting, errors: [] };
}

export async function placeOrder(ctx: RequestContext, cartId: string | undefined): Promise<PlaceOrderResult> {
  const maskedCartId = cartId?.trim();
  if (!maskedCartId) throw inputError('Required parameter "cart_id" is missing');
  const earlier = await earlierOrder(ctx, maskedCartId);
  if (earlier) return earlier;
  let orderId: number;
  try {
    orderId = await inTransaction(ctx.db, (tx) => placeInTransaction(onHandle(ctx, tx), tx, maskedCartId));
  } catch (error) {
    if (error instanceof PlaceOrderFailure) return failed(error);
    const cart = cartFailure(error);
    // A placement of the same cart that finished first (it held the cart's lock) answers for both.
    if (cart?.code === 'CART_NOT_ACTIVE' || isUniqueViolation(error)) {
      const placed = await earlierOrder(ctx, maskedCartId);
      if (placed) return placed;
    }
    if (cart) return failed(cart);
    throw error;
  }
  return settlePayment(ctx, orderId);
}
