// The checkout's calls to the API: the shopper's cart (a guest's from the cart cookie, a customer's
// from customerCart), the step mutations and placeOrder. A failed step answers the API's first
// message, shown next to the step (spec §8); an authorization error ends the session instead.
import { readCartId } from '~/features/cart/cart-cookie.server';
import cartPrices from '~/features/cart/cart-prices.graphql?raw';
import type { ShopContext } from '~/features/website/shop-context.server';
import type { FormMessage } from '~/lib/form-messages';
import { type GraphQLClientError, requestGraphQL } from '~/lib/graphql.server';
import { throwIfSessionExpired } from '~/lib/graphql-errors.server';
import checkoutCart from './checkout-cart.graphql?raw';
import {
  type CheckoutCart,
  cartMutationSchema,
  customerCartSchema,
  guestCartSchema,
} from './checkout-schema';
import customerCartQuery from './customer-checkout-cart.graphql?raw';
import guestCartQuery from './guest-checkout-cart.graphql?raw';
import setBillingAddress from './set-billing-address.graphql?raw';
import setGuestEmail from './set-guest-email.graphql?raw';
import setPaymentMethod from './set-payment-method.graphql?raw';
import setShippingAddress from './set-shipping-address.graphql?raw';
import setShippingMethod from './set-shipping-method.graphql?raw';

/** The checkout's cart selection with the cart page's totals fragment it uses. */
const cartFields = `${checkoutCart}\n${cartPrices}`;

export type CartLoad = { ok: true; cart: CheckoutCart } | { ok: false; error: GraphQLClientError | null };

/** The shopper's cart; `error: null` when a guest has no cart at all. */
export async function loadCheckoutCart(request: Request, shop: ShopContext): Promise<CartLoad> {
  if (shop.headers.authToken) {
    const result = await requestGraphQL({
      query: `${customerCartQuery}\n${cartFields}`,
      scope: shop.headers,
      schema: customerCartSchema,
    });
    if (!result.ok) return { ok: false, error: result.error };
    return result.data.customerCart
      ? { ok: true, cart: result.data.customerCart }
      : { ok: false, error: null };
  }
  // The guest cart's masked id, from the cart feature's cookie (spec §7 cart_id).
  const cartId = readCartId(request);
  if (!cartId) return { ok: false, error: null };
  const result = await requestGraphQL({
    query: `${guestCartQuery}\n${cartFields}`,
    variables: { cartId },
    scope: shop.headers,
    schema: guestCartSchema,
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

async function cartMutation(
  shop: ShopContext,
  operation: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<StepResult> {
  const result = await requestGraphQL({ query, variables, scope: shop.headers, schema: cartMutationSchema });
  return result.ok
    ? { ok: true }
    : { ok: false, message: stepMessage(result.error, operation, shop.website) };
}

export const checkoutMutations = {
  guestEmail: (shop: ShopContext, cartId: string, email: string) =>
    cartMutation(shop, 'setGuestEmailOnCart', setGuestEmail, { cartId, email }),
  shippingAddress: (shop: ShopContext, cartId: string, shippingAddress: Record<string, unknown>) =>
    cartMutation(shop, 'setShippingAddressesOnCart', setShippingAddress, { cartId, shippingAddress }),
  billingAddress: (shop: ShopContext, cartId: string, billingAddress: Record<string, unknown>) =>
    cartMutation(shop, 'setBillingAddressOnCart', setBillingAddress, { cartId, billingAddress }),
  shippingMethod: (shop: ShopContext, cartId: string, carrierCode: string, methodCode: string) =>
    cartMutation(shop, 'setShippingMethodsOnCart', setShippingMethod, { cartId, carrierCode, methodCode }),
  paymentMethod: (shop: ShopContext, cartId: string, code: string) =>
    cartMutation(shop, 'setPaymentMethodOnCart', setPaymentMethod, { cartId, code }),
};
