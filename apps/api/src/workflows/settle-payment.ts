// Place order, after the commit: the shopper is sent to the payment provider, or a PayPal express
// payment the buyer approved beforehand is captured (confirming the order writes its mail).
//   redirect: startRedirectPayment (payment) → link and reference kept on the order's payment (sales)
//   express:  token kept on the order's payment (sales) → captureExpressPayment (payment) → confirm
//             the order (sales)
// A provider that refuses (or cannot be reached) cancels the order and gives the cart back.

import type { PlaceOrderError } from '../generated/resolvers-types.ts';
import { gatewaysOf } from '../modules/payment/gateways.ts';
import { REDIRECT_METHODS } from '../modules/payment/methods.ts';
import { captureExpressPayment, startRedirectPayment } from '../modules/payment/redirect.ts';
import { findOrder, orderPayments, updatePayment } from '../modules/sales/index.ts';
import { cancelUnpaidOrder, confirmOrderPayment } from '../modules/sales/order-state.ts';
import type { RequestContext } from '../shared/context.ts';

export interface PlaceOrderResult {
  orderId: number | null;
  redirectUrl: string | null;
  errors: PlaceOrderError[];
}

/** After the commit: send the shopper to the provider, or capture an approved express payment. */
export async function settlePayment(ctx: RequestContext, orderId: number): Promise<PlaceOrderResult> {
  const order = (await findOrder(ctx.db, orderId))!;
  const [payment] = await orderPayments(ctx.db, [orderId]);
  // Offline payments: the confirmation mail was written with the order.
  if (!payment || !REDIRECT_METHODS.includes(payment.method))
    return { orderId, redirectUrl: null, errors: [] };
  const gateways = gatewaysOf(ctx);
  try {
    const token = payment.additionalData.paypal_token;
    if (payment.method === 'paypal_express' && token && payment.additionalData.paypal_payer_id) {
      await updatePayment(ctx.db, orderId, { providerReference: token });
      const details = await captureExpressPayment(gateways, order, token);
      await confirmOrderPayment(ctx, orderId, details);
      return { orderId, redirectUrl: null, errors: [] };
    }
    const started = await startRedirectPayment(gateways, order, payment.method, ctx.locale);
    // Kept on the payment: a retried placeOrder answers the same link.
    await updatePayment(ctx.db, orderId, {
      providerReference: started.providerReference,
      additionalData: started.additionalData,
    });
    return { orderId, redirectUrl: started.url, errors: [] };
  } catch (error) {
    // The provider refused or could not be reached: the order is canceled and the cart given back.
    ctx.log.warn({ err: error, orderId }, 'payment provider refused the order');
    await cancelUnpaidOrder(ctx.db, orderId, (error as Error).message);
    const message = `Unable to place order: ${(error as Error).message}`;
    return { orderId: null, redirectUrl: null, errors: [{ code: 'UNABLE_TO_PLACE_ORDER', message }] };
  }
}
