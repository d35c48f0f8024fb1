// The checkout state of the spec (§3 "Checkout state", §4 "Checkout validity"): the step the
// shopper is on, the payment methods allowed, the new shipping and billing address, the chosen saved
// addresses, the same-as-shipping and save-in-address-book flags and the four validity flags. The
// cart on the server is the truth for what has been set; the shopper's choices that the cart cannot
// hold (which saved address, same as shipping, save in the book) come from the checkout cookie.
import type { CartAddress, CheckoutCart, PaymentMethod } from './checkout-types';

export const CHECKOUT_STEPS = [
  'email',
  'shipping-address',
  'shipping-method',
  'billing-address',
  'payment-method',
  'review',
] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export function isCheckoutStep(value: unknown): value is CheckoutStep {
  return (CHECKOUT_STEPS as readonly unknown[]).includes(value);
}

/** The shopper's choices kept beside the cart (checkout cookie), for one cart id. */
export interface CheckoutChoices {
  cartId: string;
  sameAsShipping: boolean;
  customerShippingAddressId: number | null;
  customerBillingAddressId: number | null;
  saveShippingAddress: boolean;
  saveBillingAddress: boolean;
}

export function defaultChoices(cartId: string): CheckoutChoices {
  return {
    cartId,
    // Spec §4: billing defaults to the shipping address.
    sameAsShipping: true,
    customerShippingAddressId: null,
    customerBillingAddressId: null,
    saveShippingAddress: false,
    saveBillingAddress: false,
  };
}

export interface CheckoutValidity {
  shippingAddress: boolean;
  billingAddress: boolean;
  shippingMethod: boolean;
  paymentMethod: boolean;
}

export interface CheckoutState extends Omit<CheckoutChoices, 'cartId'> {
  steps: CheckoutStep[];
  currentStep: CheckoutStep;
  currentStepIndex: number;
  allowedPaymentMethods: PaymentMethod[];
  newShippingAddress: CartAddress | null;
  newBillingAddress: CartAddress | null;
  emailValid: boolean;
  validity: CheckoutValidity;
}

function hasAddress(address: CartAddress | null | undefined): address is CartAddress {
  return Boolean(address?.firstname && address.city && address.country?.code);
}

export function checkoutValidity(cart: CheckoutCart): CheckoutValidity {
  const shipping = cart.shipping_addresses[0] ?? null;
  const allowed = (cart.available_payment_methods ?? []).map((method) => method?.code);
  const selectedMethod = shipping?.selected_shipping_method;
  return {
    shippingAddress: cart.is_virtual || hasAddress(shipping),
    shippingMethod:
      cart.is_virtual ||
      Boolean(
        selectedMethod &&
          shipping?.available_shipping_methods?.some(
            (method) =>
              method?.available &&
              method.carrier_code === selectedMethod.carrier_code &&
              method.method_code === selectedMethod.method_code,
          ),
      ),
    billingAddress: hasAddress(cart.billing_address),
    paymentMethod: Boolean(
      cart.selected_payment_method?.code && allowed.includes(cart.selected_payment_method.code),
    ),
  };
}

/** Spec §4: the checkout is valid only when all four flags are. */
export function isCheckoutValid(validity: CheckoutValidity): boolean {
  return (
    validity.shippingAddress && validity.billingAddress && validity.shippingMethod && validity.paymentMethod
  );
}

function stepDone(step: CheckoutStep, validity: CheckoutValidity, emailValid: boolean): boolean {
  switch (step) {
    case 'email':
      return emailValid;
    case 'shipping-address':
      return validity.shippingAddress;
    case 'shipping-method':
      return validity.shippingMethod;
    case 'billing-address':
      return validity.billingAddress;
    case 'payment-method':
      return validity.paymentMethod;
    case 'review':
      return false;
  }
}

/**
 * The checkout state of a cart. The current step is the one asked for when every step before it is
 * done (the shopper goes back to change something), otherwise the first step not done yet.
 */
export function checkoutState(
  cart: CheckoutCart,
  choices: CheckoutChoices,
  options: { isGuest: boolean; requestedStep?: string | null },
): CheckoutState {
  const validity = checkoutValidity(cart);
  const emailValid = !options.isGuest || Boolean(cart.email);
  const steps = CHECKOUT_STEPS.filter(
    (step) =>
      (step !== 'email' || options.isGuest) &&
      !(cart.is_virtual && (step === 'shipping-address' || step === 'shipping-method')),
  );
  const firstOpen = steps.find((step) => !stepDone(step, validity, emailValid)) ?? 'review';
  const requested = isCheckoutStep(options.requestedStep) ? options.requestedStep : null;
  const reachable =
    requested !== null && steps.includes(requested) && steps.indexOf(requested) <= steps.indexOf(firstOpen);
  const currentStep = reachable ? requested : firstOpen;
  const shipping = cart.shipping_addresses[0] ?? null;
  const { cartId: _cartId, ...kept } = choices;
  return {
    ...kept,
    steps,
    currentStep,
    currentStepIndex: steps.indexOf(currentStep),
    allowedPaymentMethods: (cart.available_payment_methods ?? []).filter(
      (method): method is PaymentMethod => method != null,
    ),
    newShippingAddress: choices.customerShippingAddressId == null && hasAddress(shipping) ? shipping : null,
    newBillingAddress:
      !choices.sameAsShipping && choices.customerBillingAddressId == null && hasAddress(cart.billing_address)
        ? cart.billing_address
        : null,
    emailValid,
    validity,
  };
}
