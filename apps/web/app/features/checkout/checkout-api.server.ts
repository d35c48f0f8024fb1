// The checkout's calls to the API: the shopper's cart (a guest's from the cart cookie, a customer's
// from customerCart), the step mutations and placeOrder. A failed step answers the API's first
// message, shown next to the step (spec §8); an authorization error ends the session instead.
import { readCartId } from '~/lib/cart/cart-cookie.server';
import type { FormMessage } from '~/lib/form-messages';
import {
  type BillingAddressInput,
  CustomerCheckoutCartDocument,
  GuestCheckoutCartDocument,
  SetBillingAddressOnCartDocument,
  SetGuestEmailOnCartDocument,
  SetPaymentMethodOnCartDocument,
  SetShippingAddressesOnCartDocument,
  SetShippingMethodsOnCartDocument,
  type ShippingAddressInput,
} from '~/lib/graphql/generated';
import { type GraphQLClientError, type GraphQLResult, requestGraphQL } from '~/lib/graphql.server';
import { throwIfSessionExpired } from '~/lib/graphql-errors.server';
import type { ShopContext } from '~/lib/shop/shop-context.server';
import type { CheckoutCart } from './checkout-types';

export type CartLoad = { ok: true; cart: CheckoutCart } | { ok: false; error: GraphQLClientError | null };

/** The shopper's cart; `error: null` when a guest has no cart at all. */
export async function loadCheckoutCart(request: Request, shop: ShopContext): Promise<CartLoad> {
  if (shop.headers.authToken) {
    const result = await requestGraphQL(CustomerCheckoutCartDocument, { scope: shop.headers });
    if (!result.ok) return { ok: false, error: result.error };
    return result.data.customerCart
      ? { ok: true, cart: result.data.customerCart }
      : { ok: false, error: null };
  }
  // The guest cart's masked id, from the cart feature's cookie (spec §7 cart_id).
  const cartId = readCartId(request);
  if (!cartId) return { ok: false, error: null };
  const result = await requestGraphQL(GuestCheckoutCartDocument, {
    variables: { cartId },
    scope: shop.headers,
  });
  if (!result.ok) return { ok: false, error: result.error };
  return result.data.cart ? { ok: true, cart: result.data.cart } : { ok: false, error: null };
}

export type StepResult = { ok: true } | { ok: false; message: FormMessage };

/** The message a step shows for a failed call; an authorization error logs out instead. */
export function stepMessage(error: GraphQLClientError, operation: string, website: string): FormMessage {
  throwIfSessionExpired(error, website);
  if (error.kind === 'graphql' && error.message) return { text: error.message };
  console.error(`API call ${operation} failed (${error.kind}): ${error.message}`);
  return { key: 'error.default' };
}

/** A step's mutation; the checkout reloads the cart afterwards instead of reading the answer. */
async function cartMutation(
  shop: ShopContext,
  operation: string,
  request: Promise<GraphQLResult<unknown>>,
): Promise<StepResult> {
  const result = await request;
  return result.ok
    ? { ok: true }
    : { ok: false, message: stepMessage(result.error, operation, shop.website) };
}

export const checkoutMutations = {
  guestEmail: (shop: ShopContext, cartId: string, email: string) =>
    cartMutation(
      shop,
      'setGuestEmailOnCart',
      requestGraphQL(SetGuestEmailOnCartDocument, { variables: { cartId, email }, scope: shop.headers }),
    ),
  shippingAddress: (shop: ShopContext, cartId: string, shippingAddress: ShippingAddressInput) =>
    cartMutation(
      shop,
      'setShippingAddressesOnCart',
      requestGraphQL(SetShippingAddressesOnCartDocument, {
        variables: { cartId, shippingAddress },
        scope: shop.headers,
      }),
    ),
  billingAddress: (shop: ShopContext, cartId: string, billingAddress: BillingAddressInput) =>
    cartMutation(
      shop,
      'setBillingAddressOnCart',
      requestGraphQL(SetBillingAddressOnCartDocument, {
        variables: { cartId, billingAddress },
        scope: shop.headers,
      }),
    ),
  shippingMethod: (shop: ShopContext, cartId: string, carrierCode: string, methodCode: string) =>
    cartMutation(
      shop,
      'setShippingMethodsOnCart',
      requestGraphQL(SetShippingMethodsOnCartDocument, {
        variables: { cartId, carrierCode, methodCode },
        scope: shop.headers,
      }),
    ),
  paymentMethod: (shop: ShopContext, cartId: string, code: string) =>
    cartMutation(
      shop,
      'setPaymentMethodOnCart',
      requestGraphQL(SetPaymentMethodOnCartDocument, { variables: { cartId, code }, scope: shop.headers }),
    ),
};
