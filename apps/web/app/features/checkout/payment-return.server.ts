// The return from a payment provider's page (redirect payments). The provider has already told the
// API how the payment ended (the sandbox and Robokassa's Result URL both notify the API before the
// shopper is sent back), so the shopper's cart says it: a paid order has used the cart up, a
// declined or cancelled payment has left it as it was. Paid → the order confirmation; declined →
// the declined message with the way back to the checkout, the cart intact.
import { redirect } from 'react-router';
import type { ShopContext } from '~/features/website/shop-context.server';
import { websiteHome } from '~/features/website/website-codes';
import { throwIfSessionExpired } from '~/lib/graphql-errors.server';
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
  if (!cartIntact) throw redirect(checkoutPaths.success(shop.website, orderNumber));
  return { website: shop.website, outcome: 'declined', orderNumber };
}
