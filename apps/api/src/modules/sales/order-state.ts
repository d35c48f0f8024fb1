// What happens to an order after it is placed: a redirect payment is confirmed (pending_payment →
// processing, with its invoice, the confirmation mail and the invoice's) or declined/canceled
// (→ canceled: stock and coupon/rule uses given back, the cart restored). Each runs in its own
// transaction with the order row locked, so a provider's notification and the shopper's return can
// arrive together and act once.
import { Decimal } from 'decimal.js';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../shared/context.ts';
import { inTransaction } from '../../shared/transaction.ts';
import { reactivateCart } from '../cart/checkout-quote.ts';
import { releaseRuleUsage } from '../pricing/coupons.ts';
import { writeInvoice } from './fulfilment.ts';
import { enqueueInvoiceMail } from './fulfilment-mail.ts';
import { enqueueOrderConfirmation } from './order-mail.ts';
import { releaseStock, stockLinesOf } from './stock.ts';
import {
  cancelOrderItems,
  findOrder,
  orderItems,
  orderPayments,
  setOrderStatus,
  updatePayment,
} from './store.ts';

export type Transition = 'done' | 'already' | 'refused';

/**
 * Marks the order paid, writing its confirmation mail in the same transaction (in the store view
 * language of `ctx`); 'already' when an earlier call did, 'refused' when it was canceled.
 */
export function confirmOrderPayment(
  ctx: RequestContext,
  orderId: number,
  details: Record<string, string>,
): Promise<Transition> {
  return inTransaction(ctx.db, async (tx) => {
    const order = await findOrder(tx, orderId, { lock: true });
    if (!order) return 'refused';
    if (order.status === 'processing' || order.status === 'complete') return 'already';
    if (order.status !== 'pending_payment') return 'refused';
    const [payment] = await orderPayments(tx, [orderId]);
    await updatePayment(tx, orderId, {
      state: 'paid',
      additionalData: { ...payment?.additionalData, ...details },
    });
    // The payment is captured: the order's invoice is written with it (fulfilment.ts), and mailed
    // after the confirmation, as Magento mails an invoice made at capture.
    const invoice = await writeInvoice(tx, order);
    await setOrderStatus(tx, orderId, 'processing');
    await enqueueOrderConfirmation(ctx, tx, orderId);
    if (invoice) await enqueueInvoiceMail(ctx, tx, orderId, invoice);
    return 'done';
  });
}

/** Cancels an unpaid order: its stock and coupon uses go back and its cart is the shopper's again. */
export function cancelUnpaidOrder(db: Db, orderId: number, reason: string): Promise<Transition> {
  return inTransaction(db, async (tx) => {
    const order = await findOrder(tx, orderId, { lock: true });
    if (!order) return 'refused';
    if (order.status === 'canceled') return 'already';
    if (order.status !== 'pending_payment') return 'refused';
    const items = await orderItems(tx, [orderId]);
    await releaseStock(tx, stockLinesOf(items.map((i) => ({ ...i, qty: new Decimal(i.qtyOrdered) }))));
    await cancelOrderItems(tx, orderId);
    const [payment] = await orderPayments(tx, [orderId]);
    await updatePayment(tx, orderId, {
      state: 'declined',
      additionalData: { ...payment?.additionalData, decline_reason: reason },
    });
    await setOrderStatus(tx, orderId, 'canceled');
    const { appliedRuleIds: ruleIds, couponCode, customerId } = order;
    await releaseRuleUsage(tx, { ruleIds, couponCode, customerId });
    await reactivateCart(tx, order.cartId);
    return 'done';
  });
}
