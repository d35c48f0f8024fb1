// CONTRACT (issue 5): payment methods. Owned by the checkout helper, who replaces these bodies.
import type { Decimal } from 'decimal.js';
import type { RequestContext } from '../../shared/context.ts';

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

/** Methods offered for this quote: the website region's list (else the website's), active in config. */
export async function availablePaymentMethods(
  _ctx: RequestContext,
  _quote: PaymentQuoteInfo,
): Promise<PaymentMethodInfo[]> {
  throw new Error('availablePaymentMethods is being built (issue 5, checkout)');
}

/**
 * Validates a setPaymentMethodOnCart input (`PaymentMethodInput`) and returns what the cart stores:
 * the code and the method's additional data (purchase_order_number, paypal_express payer_id/token).
 * Throws `The requested Payment Method is not available.` (graphql-input) for unknown/disabled codes.
 */
export async function validatePaymentSelection(
  _ctx: RequestContext,
  _quote: PaymentQuoteInfo,
  _input: { code: string } & Record<string, unknown>,
): Promise<{ code: string; additionalData: Record<string, string> }> {
  throw new Error('validatePaymentSelection is being built (issue 5, checkout)');
}
