// The /checkout action: one form per step, told apart by `intent`. A valid step is sent to the API
// and the shopper is redirected back to /checkout (post/redirect/get), which opens the next step; an
// invalid one answers its field errors, and a refused one the API's message, both shown at the step.
import { data, redirect } from 'react-router';
import { loadCountryOptions } from '~/lib/address/address-book.server';
import { clearedCartIdCookie } from '~/lib/cart/cart-cookie.server';
import type { FormMessage } from '~/lib/form-messages';
import { formFlag, formText, REQUIRED } from '~/lib/forms/form-errors';
import { guestOrderCookie } from '~/lib/guest-order-cookie.server';
import type { ShopContext } from '~/lib/shop/shop-context.server';
import {
  type CartAddressErrors,
  type CartAddressFormValues,
  readAddressChoice,
  readCartAddressForm,
  validateCartAddress,
} from './cart-address-form';
import { checkoutMutations, type StepResult } from './checkout-api.server';
import { choicesCookie, clearChoicesCookie } from './checkout-choices.server';
import { checkoutPaths } from './checkout-paths';
import { type CheckoutChoices, type CheckoutStep, checkoutValidity, isCheckoutValid } from './checkout-state';
import type { CheckoutCart } from './checkout-types';
import { validateGuestEmail } from './guest-email-form';
import { placeOrder } from './place-order.server';

export interface CheckoutActionData {
  step: CheckoutStep;
  errors?: CartAddressErrors & { email?: { key: string }; method?: { key: string } };
  message?: FormMessage;
  values?: Partial<CartAddressFormValues> & { email?: string; sameAsShipping?: boolean };
}

export interface CheckoutActionInput {
  request: Request;
  shop: ShopContext;
  locale: string;
  cart: CheckoutCart;
  choices: CheckoutChoices;
}

function refused(step: CheckoutStep, body: Omit<CheckoutActionData, 'step'>) {
  return data<CheckoutActionData>({ step, ...body }, { status: 400 });
}

function next(input: CheckoutActionInput, choices: CheckoutChoices = input.choices) {
  return redirect(checkoutPaths.checkout(input.shop.website), {
    headers: { 'Set-Cookie': choicesCookie(input.request, choices) },
  });
}

/** A new address from the form, or the saved address the customer picked. */
async function addressFromForm(input: CheckoutActionInput, form: FormData, isGuest: boolean) {
  const choice = isGuest ? { kind: 'new' as const } : readAddressChoice(form);
  if (!choice) return { ok: false as const, errors: { addressChoice: REQUIRED }, values: {} };
  if (choice.kind === 'saved') {
    return {
      ok: true as const,
      savedId: choice.customerAddressId,
      value: { customer_address_id: choice.customerAddressId },
    };
  }
  const values = readCartAddressForm(form);
  if (isGuest) values.saveInAddressBook = false;
  const countries = await loadCountryOptions(input.shop, input.locale, [values.countryCode]);
  const checked = validateCartAddress(values, countries);
  if (!checked.ok) return { ok: false as const, errors: checked.errors, values };
  return {
    ok: true as const,
    savedId: null,
    save: values.saveInAddressBook,
    value: { address: checked.input },
  };
}

async function submitShippingAddress(input: CheckoutActionInput, form: FormData, isGuest: boolean) {
  const address = await addressFromForm(input, form, isGuest);
  if (!address.ok) return refused('shipping-address', { errors: address.errors, values: address.values });
  const { shop, cart, choices } = input;
  const set = await checkoutMutations.shippingAddress(shop, cart.id, address.value);
  if (!set.ok) return refused('shipping-address', { message: set.message });
  // Billing follows the shipping address while the shopper keeps "same as shipping" (spec §4).
  if (choices.sameAsShipping) {
    const billing = await checkoutMutations.billingAddress(shop, cart.id, { same_as_shipping: true });
    if (!billing.ok) return refused('billing-address', { message: billing.message });
  }
  return next(input, {
    ...choices,
    customerShippingAddressId: address.savedId,
    saveShippingAddress: 'save' in address ? Boolean(address.save) : false,
  });
}

async function submitBillingAddress(input: CheckoutActionInput, form: FormData, isGuest: boolean) {
  const { shop, cart, choices } = input;
  if (formFlag(form, 'same_as_shipping') && !cart.is_virtual) {
    const set = await checkoutMutations.billingAddress(shop, cart.id, { same_as_shipping: true });
    if (!set.ok)
      return refused('billing-address', { message: set.message, values: { sameAsShipping: true } });
    return next(input, {
      ...choices,
      sameAsShipping: true,
      customerBillingAddressId: null,
      saveBillingAddress: false,
    });
  }
  const address = await addressFromForm(input, form, isGuest);
  if (!address.ok) {
    return refused('billing-address', {
      errors: address.errors,
      values: { ...address.values, sameAsShipping: false },
    });
  }
  const set = await checkoutMutations.billingAddress(shop, cart.id, address.value);
  if (!set.ok) return refused('billing-address', { message: set.message, values: { sameAsShipping: false } });
  return next(input, {
    ...choices,
    sameAsShipping: false,
    customerBillingAddressId: address.savedId,
    saveBillingAddress: 'save' in address ? Boolean(address.save) : false,
  });
}

async function submitShippingMethod(input: CheckoutActionInput, form: FormData) {
  const chosen = formText(form, 'shipping_method');
  const methods = input.cart.shipping_addresses[0]?.available_shipping_methods ?? [];
  const method = methods.find(
    (item) => item?.available && item.method_code && `${item.carrier_code}_${item.method_code}` === chosen,
  );
  if (!method?.method_code) {
    return refused('shipping-method', {
      errors: { method: chosen ? { key: 'validation.invalid_option' } : REQUIRED },
    });
  }
  const set = await checkoutMutations.shippingMethod(
    input.shop,
    input.cart.id,
    method.carrier_code,
    method.method_code,
  );
  return set.ok ? next(input) : refused('shipping-method', { message: set.message });
}

async function submitPaymentMethod(input: CheckoutActionInput, form: FormData) {
  const code = formText(form, 'payment_method');
  const allowed = (input.cart.available_payment_methods ?? []).some((method) => method?.code === code);
  if (!allowed) {
    return refused('payment-method', {
      errors: { method: code ? { key: 'validation.invalid_option' } : REQUIRED },
    });
  }
  const set: StepResult = await checkoutMutations.paymentMethod(input.shop, input.cart.id, code);
  return set.ok ? next(input) : refused('payment-method', { message: set.message });
}

async function submitPlaceOrder(input: CheckoutActionInput) {
  const { shop, cart } = input;
  if (!isCheckoutValid(checkoutValidity(cart))) {
    return refused('review', { message: { key: 'checkout.errors.incomplete' } });
  }
  const placed = await placeOrder(shop, cart.id);
  if (!placed.ok) return refused(placed.step, { message: placed.message });
  const headers = new Headers({ 'Set-Cookie': clearChoicesCookie() });
  // Only this browser may show a guest the order again (the confirmation page; decision 0038).
  if (!shop.headers.authToken && placed.token) {
    headers.append('Set-Cookie', guestOrderCookie(input.request, shop.website, placed.token));
  }
  // A redirect payment continues on the provider's page; it sends the shopper back to us. The cart
  // cookie stays meanwhile: a declined payment gives the same cart back.
  if (placed.redirectUrl) return redirect(placed.redirectUrl, { headers });
  // The order has closed the cart; a cookie still naming it would make every page ask in vain.
  headers.append('Set-Cookie', clearedCartIdCookie(shop.website));
  return redirect(checkoutPaths.success(shop.website, placed.orderNumber), { headers });
}

export async function checkoutAction(input: CheckoutActionInput) {
  const form = await input.request.formData();
  const isGuest = !input.shop.headers.authToken;
  switch (formText(form, 'intent')) {
    case 'email': {
      const email = validateGuestEmail(form);
      if (!email.ok)
        return refused('email', { errors: { email: email.error }, values: { email: email.email } });
      const set = await checkoutMutations.guestEmail(input.shop, input.cart.id, email.email);
      return set.ok
        ? next(input)
        : refused('email', { message: set.message, values: { email: email.email } });
    }
    case 'shipping-address':
      return submitShippingAddress(input, form, isGuest);
    case 'shipping-method':
      return submitShippingMethod(input, form);
    case 'billing-address':
      return submitBillingAddress(input, form, isGuest);
    case 'payment-method':
      return submitPaymentMethod(input, form);
    case 'place-order':
      return submitPlaceOrder(input);
    default:
      return refused('review', { message: { key: 'error.default' } });
  }
}
