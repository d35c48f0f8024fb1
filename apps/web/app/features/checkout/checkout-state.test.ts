import { describe, expect, it } from 'vitest';
import { checkoutState, checkoutValidity, defaultChoices, isCheckoutValid } from './checkout-state';
import { SHIPPING_ADDRESS, testCart, withShipping } from './test-cart';

const choices = defaultChoices('a'.repeat(32));

describe('the checkout state', () => {
  it('starts a guest at the e-mail step with every validity flag false and billing same as shipping', () => {
    const state = checkoutState(testCart(), choices, { isGuest: true });
    expect(state.steps).toEqual([
      'email',
      'shipping-address',
      'shipping-method',
      'billing-address',
      'payment-method',
      'review',
    ]);
    expect(state.currentStep).toBe('email');
    expect(state.currentStepIndex).toBe(0);
    expect(state.sameAsShipping).toBe(true);
    expect(state.validity).toEqual({
      shippingAddress: false,
      billingAddress: false,
      shippingMethod: false,
      paymentMethod: false,
    });
    expect(state.allowedPaymentMethods.map((method) => method.code)).toEqual(['checkmo', 'cashondelivery']);
  });

  it('has no e-mail step for a customer, who starts at the shipping address', () => {
    const state = checkoutState(testCart(), choices, { isGuest: false });
    expect(state.steps[0]).toBe('shipping-address');
    expect(state.currentStep).toBe('shipping-address');
  });

  it('moves to the first step not done yet', () => {
    const cart = withShipping(testCart({ email: 'ada@example.com' }), false);
    expect(checkoutState(cart, choices, { isGuest: true }).currentStep).toBe('shipping-method');
    const withMethod = { ...withShipping(cart, true), billing_address: SHIPPING_ADDRESS };
    expect(checkoutState(withMethod, choices, { isGuest: true }).currentStep).toBe('payment-method');
  });

  it('opens an earlier step the shopper asks for, but never one after the first open step', () => {
    const cart = withShipping(testCart({ email: 'ada@example.com' }), false);
    expect(checkoutState(cart, choices, { isGuest: true, requestedStep: 'email' }).currentStep).toBe('email');
    expect(checkoutState(cart, choices, { isGuest: true, requestedStep: 'review' }).currentStep).toBe(
      'shipping-method',
    );
    expect(checkoutState(cart, choices, { isGuest: true, requestedStep: 'nonsense' }).currentStep).toBe(
      'shipping-method',
    );
  });

  it('is valid only when shipping address, billing address, shipping method and payment method are', () => {
    const ready = {
      ...withShipping(testCart({ email: 'ada@example.com' }), true),
      billing_address: SHIPPING_ADDRESS,
      selected_payment_method: { code: 'checkmo', title: 'Check / Money order' },
    };
    expect(isCheckoutValid(checkoutValidity(ready))).toBe(true);
    expect(checkoutState(ready, choices, { isGuest: true }).currentStep).toBe('review');
    expect(isCheckoutValid(checkoutValidity({ ...ready, billing_address: null }))).toBe(false);
    expect(isCheckoutValid(checkoutValidity(withShipping(ready, false)))).toBe(false);
  });

  it('does not count a payment method the cart no longer offers, nor a shipping method that is unavailable', () => {
    const cart = {
      ...withShipping(testCart(), true),
      selected_payment_method: { code: 'robokassa', title: 'Card' },
    };
    expect(checkoutValidity(cart).paymentMethod).toBe(false);
    const address = cart.shipping_addresses[0];
    if (!address) throw new Error('no address');
    const unavailable = {
      ...cart,
      shipping_addresses: [
        {
          ...address,
          available_shipping_methods: (address.available_shipping_methods ?? []).map((method) =>
            method ? { ...method, available: false } : method,
          ),
        },
      ],
    };
    expect(checkoutValidity(unavailable).shippingMethod).toBe(false);
  });

  it('skips the shipping steps of a virtual cart', () => {
    const state = checkoutState(testCart({ is_virtual: true }), choices, { isGuest: false });
    expect(state.steps).toEqual(['billing-address', 'payment-method', 'review']);
    expect(state.validity.shippingAddress).toBe(true);
    expect(state.validity.shippingMethod).toBe(true);
  });

  it('offers the cart address as the new address unless a saved one was chosen', () => {
    const cart = withShipping(testCart(), false);
    expect(checkoutState(cart, choices, { isGuest: false }).newShippingAddress?.city).toBe('London');
    const saved = { ...choices, customerShippingAddressId: 7 };
    expect(checkoutState(cart, saved, { isGuest: false }).newShippingAddress).toBeNull();
  });
});
