// The other checkout choices on a cart: the guest's e-mail, the shipping method (one of the rates
// the carriers quote for the address), the payment method (as the payment module accepts it), the
// coupon (as the pricing rules accept it) and the shopper's comment.
import type {
  AddCommentToCartInput,
  ApplyCouponToCartInput,
  RemoveCouponFromCartInput,
  SetGuestEmailOnCartInput,
  SetPaymentMethodOnCartInput,
  SetShippingMethodsOnCartInput,
  ShippingMethodInput,
} from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import { inputError, noSuchEntityError } from '../../shared/errors.ts';
import { isValidEmail, normalizeEmail } from '../customer/validation.ts';
import { validatePaymentSelection } from '../payment/methods.ts';
import { COUPON_NOT_VALID, isCouponApplicable } from '../pricing/coupons.ts';
import { collectShippingRates } from '../shipping/rates.ts';
import { ensureGuestCheckout } from './cart-access.ts';
import { changeCart } from './cart-change.ts';
import { rateRequest } from './cart-shipping.ts';
import { isVirtualCart } from './cart-state.ts';
import { type CartView, paymentQuoteInfo } from './cart-view.ts';
import { buildPricingQuote, priceCart } from './quote.ts';
import { savePayment, setShippingMethod, updateCart } from './store.ts';

type Output = Promise<{ cart: CartView }>;

export const SHIPPING_ADDRESS_MISSING = 'The shipping address is missing. Set the address and try again.';
export const MAX_COMMENT_LENGTH = 2000;
/** Magento's answer (ShippingMethodManagement) to a shipping method for a virtual-only cart. */
export const VIRTUAL_CART_NOT_SHIPPED =
  'The Cart includes virtual product(s) only, so a shipping address is not used.';

export async function setGuestEmailOnCart(
  ctx: RequestContext,
  input: Partial<SetGuestEmailOnCartInput>,
): Output {
  const { view } = await changeCart(ctx, input.cart_id, async (scoped, state) => {
    if (scoped.customer) throw inputError('The request is not allowed for logged in customers');
    ensureGuestCheckout(scoped, state.cart);
    const email = (input.email ?? '').trim();
    if (email === '') throw inputError('Required parameter "email" is missing');
    if (!isValidEmail(email)) throw inputError('Invalid email format');
    await updateCart(scoped.db, state.cart.id, { email: normalizeEmail(email) });
  });
  return { cart: view };
}

export async function setShippingMethodsOnCart(
  ctx: RequestContext,
  input: Partial<SetShippingMethodsOnCartInput>,
): Output {
  const { view } = await changeCart(ctx, input.cart_id, async (scoped, state) => {
    ensureGuestCheckout(scoped, state.cart);
    const methods = (input.shipping_methods ?? []).filter((m) => m !== null);
    if (methods.length === 0) throw inputError('Required parameter "shipping_methods" is missing');
    if (methods.length > 1) throw inputError('You cannot specify multiple shipping methods.');
    const [method] = methods as ShippingMethodInput[];
    const carrier = method?.carrier_code?.trim() ?? '';
    const code = method?.method_code?.trim() ?? '';
    if (carrier === '') throw inputError('Required parameter "carrier_code" is missing.');
    if (code === '') throw inputError('Required parameter "method_code" is missing.');
    if (state.items.length === 0) {
      throw inputError(
        "The shipping method can't be set for an empty cart. Add an item to cart and try again.",
      );
    }
    if (isVirtualCart(state)) throw inputError(VIRTUAL_CART_NOT_SHIPPED);
    if (!state.shipping) throw inputError(SHIPPING_ADDRESS_MISSING);
    const { quote, totals } = await priceCart(scoped, state);
    const request = rateRequest(state, quote, totals.subtotalWithDiscount.base, totals.freeShipping);
    const rates = request ? await collectShippingRates(scoped, request) : [];
    const rate = rates.find((r) => r.carrierCode === carrier && r.methodCode === code && r.available);
    if (!rate) throw inputError(`Carrier with such method not found: ${carrier}, ${code}`);
    await setShippingMethod(scoped.db, state.cart.id, { carrierCode: carrier, methodCode: code });
  });
  return { cart: view };
}

export async function setPaymentMethodOnCart(
  ctx: RequestContext,
  input: Partial<SetPaymentMethodOnCartInput>,
): Output {
  const { view } = await changeCart(ctx, input.cart_id, async (scoped, state) => {
    ensureGuestCheckout(scoped, state.cart);
    const code = input.payment_method?.code?.trim() ?? '';
    if (code === '') throw inputError('Required parameter "code" for "payment_method" is missing.');
    if (!state.shipping && !isVirtualCart(state)) throw inputError(SHIPPING_ADDRESS_MISSING);
    const info = await paymentQuoteInfo(scoped, state);
    const selection = await validatePaymentSelection(scoped, info, { ...input.payment_method, code });
    await savePayment(scoped.db, state.cart.id, selection);
  });
  return { cart: view };
}

export async function applyCouponToCart(ctx: RequestContext, input: Partial<ApplyCouponToCartInput>): Output {
  const { view } = await changeCart(ctx, input.cart_id, async (scoped, state) => {
    const code = (input.coupon_code ?? '').trim();
    if (code === '') throw inputError('Required parameter "coupon_code" is missing');
    if (state.items.length === 0) throw noSuchEntityError('Cart does not contain products.');
    // A stored code the rules no longer accept (Magento drops it when totals are collected) does not count.
    if (state.cart.couponCode && (await priceCart(scoped, state)).totals.couponCode) {
      throw inputError('A coupon is already applied to the cart. Please remove it to apply another');
    }
    const quote = await buildPricingQuote(scoped, state);
    if (!(await isCouponApplicable(scoped, quote, code))) throw noSuchEntityError(COUPON_NOT_VALID);
    await updateCart(scoped.db, state.cart.id, { couponCode: code });
  });
  return { cart: view };
}

export async function removeCouponFromCart(
  ctx: RequestContext,
  input: Partial<RemoveCouponFromCartInput>,
): Output {
  const { view } = await changeCart(ctx, input.cart_id, async (scoped, state) => {
    if (state.items.length === 0) throw noSuchEntityError('Cart does not contain products');
    await updateCart(scoped.db, state.cart.id, { couponCode: null });
  });
  return { cart: view };
}

export async function addCommentToCart(ctx: RequestContext, input: AddCommentToCartInput): Output {
  const { view } = await changeCart(ctx, input.cart_id, async (scoped, state) => {
    const comment = (input.comment ?? '').trim();
    if ([...comment].length > MAX_COMMENT_LENGTH) {
      throw inputError(`The comment cannot be longer than ${MAX_COMMENT_LENGTH} characters.`);
    }
    await updateCart(scoped.db, state.cart.id, { comment: comment === '' ? null : comment });
  });
  return { cart: view };
}
