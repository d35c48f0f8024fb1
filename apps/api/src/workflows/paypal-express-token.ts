// createPaypalExpressToken: a PayPal order (intent CAPTURE) for the cart's grand total in the base
// currency, whose approval sends the buyer back to the storefront's return URL with ?token&PayerID.
//   storefront URLs checked → loadCheckoutQuote (cart) → guest may place (sales) → PayPal express
//   still offered for the quote (payment) → PayPal order created (payment's client).
// The URLs are pages of the storefront (storefront-target.ts): PayPal sends the browser wherever
// they point, so anything off the storefront's origin is refused here (no open redirect).
import { randomUUID } from 'node:crypto';
import { roundMoney } from '@atrium/money';
import type { PaypalExpressTokenInput } from '../generated/resolvers-types.ts';
import { loadCheckoutQuote } from '../modules/cart/checkout-quote.ts';
import { gatewaysOf } from '../modules/payment/gateways.ts';
import { availablePaymentMethods, PAYMENT_NOT_AVAILABLE } from '../modules/payment/methods.ts';
import { createOrder, PaypalError } from '../modules/payment/paypal/client.ts';
import { storefrontTarget } from '../modules/payment/storefront-target.ts';
import { ensureGuestMayPlace } from '../modules/sales/guest-checkout.ts';
import type { RequestContext } from '../shared/context.ts';
import { inputError } from '../shared/errors.ts';

/** The given URL as an absolute page of the website's storefront; refuses one that is not. */
function storefrontUrl(base: string, field: string, given: string): string {
  const url = storefrontTarget(base, given);
  if (!url) {
    throw inputError(
      `Invalid Url. "${field}" must be a page of this store, such as "checkout/paypal/return".`,
    );
  }
  return url.toString();
}

export async function createPaypalExpressToken(ctx: RequestContext, input: PaypalExpressTokenInput) {
  const cartId = input.cart_id?.trim();
  if (!cartId) throw inputError('Required parameter "cart_id" is missing');
  const base = `${ctx.storefrontUrl}${ctx.website.code}/`;
  const returnUrl = storefrontUrl(base, 'return_url', input.urls?.return_url ?? '');
  const cancelUrl = storefrontUrl(base, 'cancel_url', input.urls?.cancel_url ?? '');
  // Not used by the PayPal flow, but Magento checks them too.
  for (const field of ['success_url', 'pending_url'] as const) {
    const given = input.urls?.[field];
    if (given !== null && given !== undefined) storefrontUrl(base, field, given);
  }
  const quote = await loadCheckoutQuote(ctx, ctx.db, cartId);
  ensureGuestMayPlace(ctx, quote.customerId, 'Guest checkout is not allowed.');
  const grandTotal = quote.totals.grandTotal.base;
  const offered = await availablePaymentMethods(ctx, {
    grandTotal,
    isVirtual: quote.isVirtual,
    hasShippingAddress: Boolean(quote.shippingAddress),
    customerId: quote.customerId,
  });
  const paypal = gatewaysOf(ctx).paypal;
  if (input.code !== 'paypal_express' || !paypal || !offered.some((m) => m.code === 'paypal_express')) {
    throw inputError(PAYMENT_NOT_AVAILABLE);
  }
  try {
    const order = await createOrder(paypal, {
      referenceId: `cart-${quote.cartId}`,
      description: ctx.config.get('general/store_information/name') ?? 'Atrium',
      currencyCode: ctx.currency.base,
      value: roundMoney(grandTotal, ctx.currency.base).toFixed(2),
      returnUrl,
      cancelUrl,
      requestId: randomUUID(),
    });
    return { token: order.id, paypal_urls: { start: order.approveUrl, edit: order.approveUrl } };
  } catch (error) {
    // Magento passes the gateway's message on as an input error.
    if (error instanceof PaypalError) throw inputError(error.message);
    throw error;
  }
}
