// Sends the shopper of a placed order to the provider: a Robokassa payment link or a PayPal order
// whose approval page the shopper visits. The caller (workflows/settle-payment.ts) keeps the
// provider's reference and the link on the order's payment, so a retried placeOrder answers the
// same link; payment knows nothing of sales' tables.
import { roundMoney } from '@atrium/money';
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

/** What payment needs of a placed order (sales' order row has these fields). */
export interface PayableOrder {
  id: number;
  incrementId: string;
  protectCode: string;
  baseGrandTotal: string;
  baseCurrencyCode: string;
}

/** Where the shopper is sent, and what to keep on the order's payment for a retry. */
export interface RedirectStart {
  url: string;
  providerReference: string;
  additionalData: Record<string, string>;
}

/** What the provider is asked for: the base grand total, in the base currency. */
export function chargedAmount(order: PayableOrder): { value: string; currency: string } {
  return {
    value: roundMoney(order.baseGrandTotal, order.baseCurrencyCode).toFixed(2),
    currency: order.baseCurrencyCode,
  };
}

/** Thrown when a redirect method's provider has neither credentials nor the sandbox (any more). */
const notConfigured = (provider: string) => new Error(`${provider} is not configured on this server.`);

export async function startRedirectPayment(
  gateways: PaymentGateways,
  order: PayableOrder,
  method: string,
  locale: string,
): Promise<RedirectStart> {
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
    return { url, providerReference: String(order.id), additionalData: { redirect_url: url } };
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
  return {
    url: created.approveUrl,
    providerReference: created.id,
    additionalData: { redirect_url: created.approveUrl, paypal_token: created.id },
  };
}

/**
 * Express checkout: the buyer approved `token` before placing the order; take the money now. The
 * caller has kept the token as the payment's provider reference first.
 */
export async function captureExpressPayment(
  gateways: PaymentGateways,
  order: PayableOrder,
  token: string,
): Promise<Record<string, string>> {
  const paypal = gateways.paypal;
  if (!paypal) throw notConfigured('PayPal');
  // The cart may have changed since the buyer approved: never capture another amount than the order's.
  const approved = (await getOrder(paypal, token)).purchase_units?.[0]?.amount;
  const expected = chargedAmount(order);
  if (approved?.currency_code !== expected.currency || approved.value !== expected.value) {
    throw new PaypalError('The approved PayPal amount differs from the order total.', 422, 'AMOUNT_MISMATCH');
  }
  const capture = await captureOrder(paypal, token);
  return { paypal_capture_id: capture.captureId, paypal_capture_status: capture.status };
}
