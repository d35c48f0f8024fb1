// Sends the shopper of a placed order to the provider: a Robokassa payment link or a PayPal order
// whose approval page the shopper visits. The provider's reference and the link are kept on the
// order's payment, so a retried placeOrder answers the same link.
import { roundMoney } from '@atrium/money';
import type { Db } from '../../db/client.ts';
import type { OrderRow } from '../sales/index.ts';
import { updatePayment } from '../sales/index.ts';
import { captureOrder, createOrder, getOrder, PaypalError } from './paypal/client.ts';
import { paymentLink } from './robokassa/protocol.ts';
import type { PaymentGateways } from './settings.ts';

/** The endpoints of this API that providers send the shopper (or their notification) back to. */
export const returnPaths = {
  paypalReturn: '/payment/paypal/return',
  paypalCancel: '/payment/paypal/cancel',
  robokassaResult: '/payment/robokassa/result',
  robokassaSuccess: '/payment/robokassa/success',
  robokassaFail: '/payment/robokassa/fail',
};

/** What the provider is asked for: the base grand total, in the base currency. */
export function chargedAmount(order: OrderRow): { value: string; currency: string } {
  return {
    value: roundMoney(order.baseGrandTotal, order.baseCurrencyCode).toFixed(2),
    currency: order.baseCurrencyCode,
  };
}

/** Thrown when a redirect method's provider has neither credentials nor the sandbox (any more). */
const notConfigured = (provider: string) => new Error(`${provider} is not configured on this server.`);

export async function startRedirectPayment(
  db: Db,
  gateways: PaymentGateways,
  order: OrderRow,
  method: string,
  locale: string,
): Promise<string> {
  const amount = chargedAmount(order);
  if (method === 'robokassa') {
    if (!gateways.robokassa) throw notConfigured('Robokassa');
    const url = paymentLink(gateways.robokassa, {
      outSum: amount.value,
      invId: order.id,
      description: `Order ${order.incrementId}`,
      // Signed along, and sent back on the Fail URL: only the shopper's browser can cancel the order.
      shp: { Shp_order: order.protectCode },
      culture: locale.startsWith('ru') ? 'ru' : 'en',
    });
    await updatePayment(db, order.id, {
      providerReference: String(order.id),
      additionalData: { redirect_url: url },
    });
    return url;
  }
  if (!gateways.paypal) throw notConfigured('PayPal');
  const created = await createOrder(gateways.paypal, {
    referenceId: order.incrementId,
    description: `Order ${order.incrementId}`,
    currencyCode: amount.currency,
    value: amount.value,
    returnUrl: `${gateways.apiUrl}${returnPaths.paypalReturn}`,
    cancelUrl: `${gateways.apiUrl}${returnPaths.paypalCancel}`,
    requestId: `order-${order.id}-${order.protectCode}`,
  });
  await updatePayment(db, order.id, {
    providerReference: created.id,
    additionalData: { redirect_url: created.approveUrl, paypal_token: created.id },
  });
  return created.approveUrl;
}

/** Express checkout: the buyer approved `token` before placing the order; take the money now. */
export async function captureExpressPayment(
  db: Db,
  gateways: PaymentGateways,
  order: OrderRow,
  token: string,
): Promise<Record<string, string>> {
  const paypal = gateways.paypal;
  if (!paypal) throw notConfigured('PayPal');
  await updatePayment(db, order.id, { providerReference: token });
  // The cart may have changed since the buyer approved: never capture another amount than the order's.
  const approved = (await getOrder(paypal, token)).purchase_units?.[0]?.amount;
  const expected = chargedAmount(order);
  if (approved?.currency_code !== expected.currency || approved.value !== expected.value) {
    throw new PaypalError('The approved PayPal amount differs from the order total.', 422, 'AMOUNT_MISMATCH');
  }
  const capture = await captureOrder(paypal, token);
  return { paypal_capture_id: capture.captureId, paypal_capture_status: capture.status };
}
