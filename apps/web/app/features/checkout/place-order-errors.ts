// Which step a placeOrder failure belongs to, so the message shows next to the step that can fix it
// (spec: "server errors shown next to the step that caused them"). Magento 2.4.7 answers business
// failures as errors[{code, message}] with few codes, so the known messages decide; anything else
// stays on the review step.
import type { CheckoutStep } from './checkout-state';

const STEP_OF_MESSAGE: [RegExp, CheckoutStep][] = [
  [/guest email/i, 'email'],
  [/shipping address|addresses can't be used/i, 'shipping-address'],
  [/shipping method/i, 'shipping-method'],
  [/billing address/i, 'billing-address'],
  [/payment method/i, 'payment-method'],
];

export function stepOfPlaceOrderError(error: { code?: string | null; message: string }): CheckoutStep {
  if (error.code === 'GUEST_EMAIL_MISSING') return 'email';
  return STEP_OF_MESSAGE.find(([pattern]) => pattern.test(error.message))?.[1] ?? 'review';
}
