// CONTRACT (issue 5): payment methods (owner: checkout). The methods offered are the website
// region's list (`website_region.payment_methods`; the request's Region, else the website's first
// region), each switched on and titled by Magento's `payment/<code>/*` settings.
import { Decimal } from 'decimal.js';
import type { PaymentMethodInput } from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import { inputError } from '../../shared/errors.ts';
import { listRegions } from '../store/index.ts';
import { providerReady } from './gateways.ts';
import { OFFLINE_METHODS, paymentPrompt, paymentSetting } from './offline-prompts.ts';

/** Magento's message for an unknown, disabled or not offered method. */
export const PAYMENT_NOT_AVAILABLE = 'The requested Payment Method is not available.';
export const SHIPPING_ADDRESS_MISSING = 'The shipping address is missing. Set the address and try again.';

/** Magento's zero-total method ("No Payment Information Required"). */
export const FREE_METHOD = 'free';
/** Methods that send the shopper to the provider and confirm later (AvailablePaymentMethod.is_deferred). */
export const REDIRECT_METHODS = ['paypal_express', 'robokassa'];

/**
 * The methods Atrium can take a payment with. A code configuration names that is none of these
 * (a Magento method Atrium does not implement, such as Braintree) is never offered: an order must
 * not be placed as if it had been paid by a method nothing handles.
 */
const IMPLEMENTED_METHODS = new Set([...OFFLINE_METHODS, ...REDIRECT_METHODS]);

/** Magento's AvailablePaymentMethod plus what the storefront shows with it. */
export interface PaymentMethodInfo {
  code: string;
  title: string;
  /** The method's prompt (instructions shown when it is chosen), null if none. */
  promptMessage: string | null;
  /** True for redirect/deferred methods (paypal_express, the card gateway). */
  isDeferred: boolean;
}

export interface PaymentQuoteInfo {
  /** Base currency grand total. */
  grandTotal: Decimal;
  isVirtual: boolean;
  hasShippingAddress: boolean;
  customerId: number | null;
}

async function regionMethodCodes(ctx: RequestContext): Promise<string[]> {
  if (ctx.region) return ctx.region.paymentMethods;
  const regions = ctx.storeShared
    ? await ctx.storeShared(`regions|${ctx.website.id}`, () => listRegions(ctx.db, ctx.website.id))
    : await listRegions(ctx.db, ctx.website.id);
  return regions[0]?.paymentMethods ?? [];
}

function withinTotals(ctx: RequestContext, code: string, total: Decimal): boolean {
  const min = paymentSetting(ctx, code, 'min_order_total');
  const max = paymentSetting(ctx, code, 'max_order_total');
  if (min && total.lessThan(new Decimal(min))) return false;
  if (max && total.greaterThan(new Decimal(max))) return false;
  return true;
}

function describe(ctx: RequestContext, code: string): PaymentMethodInfo {
  return {
    code,
    title: paymentSetting(ctx, code, 'title') ?? code,
    promptMessage: paymentPrompt(ctx, code),
    isDeferred: REDIRECT_METHODS.includes(code),
  };
}

/**
 * Methods offered for this quote: the website region's list (else the website's), methods Atrium
 * implements only, active in config, redirect methods only with a provider (credentials or
 * PAYMENT_SANDBOX). A zero total offers only `free`, as Magento's ZeroTotal check does.
 */
export async function availablePaymentMethods(
  ctx: RequestContext,
  quote: PaymentQuoteInfo,
): Promise<PaymentMethodInfo[]> {
  const active = (code: string) => paymentSetting(ctx, code, 'active') === '1';
  if (quote.grandTotal.lessThanOrEqualTo(0)) {
    return active(FREE_METHOD) ? [describe(ctx, FREE_METHOD)] : [];
  }
  const codes = await regionMethodCodes(ctx);
  return codes
    .filter(
      (code) =>
        IMPLEMENTED_METHODS.has(code) &&
        active(code) &&
        providerReady(ctx, code) &&
        withinTotals(ctx, code, quote.grandTotal),
    )
    .map((code) => ({ code, order: Number(paymentSetting(ctx, code, 'sort_order') ?? 0) || 0 }))
    .sort((a, b) => a.order - b.order)
    .map(({ code }) => describe(ctx, code));
}

/**
 * Validates a setPaymentMethodOnCart input (`PaymentMethodInput`) and returns what the cart stores:
 * the code and the method's additional data (purchase_order_number, paypal_express payer_id/token).
 * Throws `The requested Payment Method is not available.` (graphql-input) for unknown/disabled codes.
 */
export async function validatePaymentSelection(
  ctx: RequestContext,
  quote: PaymentQuoteInfo,
  input: PaymentMethodInput,
): Promise<{ code: string; additionalData: Record<string, string> }> {
  const code = String(input.code ?? '').trim();
  const offered = await availablePaymentMethods(ctx, quote);
  if (!offered.some((method) => method.code === code)) throw inputError(PAYMENT_NOT_AVAILABLE);
  if (!quote.isVirtual && !quote.hasShippingAddress) throw inputError(SHIPPING_ADDRESS_MISSING);
  const additionalData: Record<string, string> = {};
  const poNumber = input.purchase_order_number;
  if (typeof poNumber === 'string' && poNumber.trim()) additionalData.purchase_order_number = poNumber.trim();
  if (code === 'paypal_express' && input.paypal_express && typeof input.paypal_express === 'object') {
    // Express checkout: the buyer already approved the PayPal order `token` (createPaypalExpressToken);
    // placeOrder captures it instead of sending the shopper away again.
    const { payer_id: payerId, token } = input.paypal_express as { payer_id?: unknown; token?: unknown };
    if (typeof token !== 'string' || !token.trim() || typeof payerId !== 'string' || !payerId.trim()) {
      throw inputError('Required parameter "paypal_express" is missing.');
    }
    additionalData.paypal_token = token.trim();
    additionalData.paypal_payer_id = payerId.trim();
  }
  return { code, additionalData };
}
