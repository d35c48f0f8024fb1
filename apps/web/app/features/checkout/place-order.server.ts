// placeOrder and what comes of it: the order number (→ /checkout/success), a provider page for a
// redirect payment (the browser leaves for it), or the first failure, placed at its step.

import type { FormMessage } from '~/lib/form-messages';
import { PlaceOrderDocument } from '~/lib/graphql/generated';
import { requestGraphQL } from '~/lib/graphql.server';
import type { ShopContext } from '~/lib/shop/shop-context.server';
import { stepMessage } from './checkout-api.server';
import type { CheckoutStep } from './checkout-state';
import { stepOfPlaceOrderError } from './place-order-errors';

export type PlaceOrderOutcome =
  | { ok: true; orderNumber: string; redirectUrl: string | null; token: string | null }
  | { ok: false; step: CheckoutStep; message: FormMessage };

export async function placeOrder(shop: ShopContext, cartId: string): Promise<PlaceOrderOutcome> {
  const result = await requestGraphQL(PlaceOrderDocument, { variables: { cartId }, scope: shop.headers });
  if (!result.ok) {
    const message = stepMessage(result.error, 'placeOrder', shop.website);
    const step = 'text' in message ? stepOfPlaceOrderError({ message: message.text }) : 'review';
    return { ok: false, step, message };
  }
  const output = result.data.placeOrder;
  const failure = output?.errors?.find((error) => error != null);
  if (failure) return { ok: false, step: stepOfPlaceOrderError(failure), message: { text: failure.message } };
  if (!output?.order?.order_number) {
    console.error('placeOrder answered neither an order nor an error');
    // Spec §8's cart error text.
    return { ok: false, step: 'review', message: { key: 'checkout.errors.place_order' } };
  }
  return {
    ok: true,
    orderNumber: output.order.order_number,
    redirectUrl: output.order.redirect_url ?? null,
    token: output.orderV2?.token ?? null,
  };
}
