// createPaypalExpressToken: a PayPal order (intent CAPTURE) for the cart's grand total in the base
// currency, whose approval sends the buyer back to the storefront's return URL with ?token&PayerID.
import { randomUUID } from 'node:crypto';
import { roundMoney } from '@atrium/money';
import type { RequestContext } from '../../../shared/context.ts';
import { inputError } from '../../../shared/errors.ts';
import { loadCheckoutQuote } from '../../cart/checkout-quote.ts';
import { ensureGuestMayPlace } from '../../sales/guest-checkout.ts';
import { gatewaysOf } from '../gateways.ts';
import { availablePaymentMethods, PAYMENT_NOT_AVAILABLE } from '../methods.ts';
import { createOrder, PaypalError } from './client.ts';

export interface ExpressTokenInput {
  cart_id?: string;
  code?: string;
  urls?: {
    return_url?: string;
    cancel_url?: string;
    success_url?: string | null;
    pending_url?: string | null;
  };
}

/** Magento accepts only paths relative to the store's base URL. */
function relative(url: string | null | undefined): boolean {
  if (url === null || url === undefined) return true;
  return !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('//') && !url.startsWith('\\');
}

export async function createPaypalExpressToken(ctx: RequestContext, input: ExpressTokenInput) {
  const cartId = input.cart_id?.trim();
  if (!cartId) throw inputError('Required parameter "cart_id" is missing');
  const urls = input.urls ?? {};
  if (![urls.return_url, urls.cancel_url, urls.success_url, urls.pending_url].every(relative)) {
    throw inputError('Invalid Url.');
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
  if (input.code !== 'paypal_express' || !offered.some((m) => m.code === 'paypal_express')) {
    throw inputError(PAYMENT_NOT_AVAILABLE);
  }
  const storefront = `${ctx.storefrontUrl}${ctx.website.code}/`;
  const absolute = (path: string) => new URL(path.replace(/^\/+/, ''), storefront).toString();
  try {
    const order = await createOrder(gatewaysOf(ctx).paypal, {
      referenceId: `cart-${quote.cartId}`,
      description: ctx.config.get('general/store_information/name') ?? 'Atrium',
      currencyCode: ctx.currency.base,
      value: roundMoney(grandTotal, ctx.currency.base).toFixed(2),
      returnUrl: absolute(urls.return_url ?? ''),
      cancelUrl: absolute(urls.cancel_url ?? ''),
      requestId: randomUUID(),
    });
    return { token: order.id, paypal_urls: { start: order.approveUrl, edit: order.approveUrl } };
  } catch (error) {
    // Magento passes the gateway's message on as an input error.
    if (error instanceof PaypalError) throw inputError(error.message);
    throw error;
  }
}
