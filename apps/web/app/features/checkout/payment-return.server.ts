// The return from a payment provider's page (redirect payments). The provider has already told the
// API how the payment ended (the sandbox and Robokassa's Result URL both notify the API before the
// shopper is sent back), so the shopper's cart says it: a paid order has used the cart up, a
// declined or cancelled payment has left it as it was. Paid → the order confirmation (and the
// cart cookie cleared); declined → the declined message with the way back to the checkout, the
// cart and its cookie intact.
import { redirect } from 'react-router';
import { clearedCartIdCookie } from '~/lib/cart/cart-cookie.server';
import { throwIfSessionExpired } from '~/lib/graphql-errors.server';
import type { ShopContext } from '~/lib/shop/shop-context.server';
import { websiteHome } from '~/lib/shop/website-codes';
import { loadCheckoutCart } from './checkout-api.server';
import { checkoutPaths } from './checkout-paths';

export interface PaymentReturnData {
  website: string;
  outcome: 'declined';
  orderNumber: string;
}

/** The order number the return URL carries (ours, or Robokassa's invoice id). */
export function returnedOrderNumber(url: URL): string {
  return (url.searchParams.get('order_number') ?? url.searchParams.get('InvId') ?? '').trim();
}

export async function loadPaymentReturn(request: Request, shop: ShopContext): Promise<PaymentReturnData> {
  const url = new URL(request.url);
  const orderNumber = returnedOrderNumber(url);
  if (!orderNumber) throw redirect(websiteHome(shop.website));
  const loaded = await loadCheckoutCart(request, shop);
  if (!loaded.ok && loaded.error) throwIfSessionExpired(loaded.error, shop.website);
  const cartIntact = loaded.ok && loaded.cart.total_quantity > 0;
  if (!cartIntact) {
    // A paid order has closed the cart for good: the cart_id cookie goes, or every page would ask
    // the API for it in vain. Without the provider's word "paid" the payment may still be pending
    // (and a decline would give that same cart back), so the cookie stays.
    const paid = url.searchParams.get('result') === 'paid';
    const headers = paid ? { 'Set-Cookie': clearedCartIdCookie(shop.website) } : undefined;
    throw redirect(checkoutPaths.success(shop.website, orderNumber), { headers });
  }
  return { website: shop.website, outcome: 'declined', orderNumber };
}
