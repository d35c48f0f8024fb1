// /:website/checkout/payment/return?order_number=…: where a payment provider's page sends the
// shopper back. Its guard, success-order, clears the checkout state and checks the session; the
// loader then shows the confirmation (paid) or the declined message with the cart intact.

import { PaymentDeclinedPage } from '~/features/checkout/PaymentDeclinedPage';
import { loadPaymentReturn } from '~/features/checkout/payment-return.server';
import { customerPageMeta } from '~/features/customer/customer-page-meta';
import { ErrorPage } from '~/layout/ErrorPage';
import { getShopContext } from '~/lib/shop/shop-context.server';
import { guards } from '~/middleware';
import type { Route } from './+types/checkout-payment-return';

export const middleware: Route.MiddlewareFunction[] = guards('success-order');

export function loader({ request, context }: Route.LoaderArgs) {
  return loadPaymentReturn(request, getShopContext(context));
}

export function meta({ matches }: Route.MetaArgs) {
  return customerPageMeta(matches, 'checkout.payment_return.declined_title');
}

export default function CheckoutPaymentReturn({ loaderData }: Route.ComponentProps) {
  return <PaymentDeclinedPage website={loaderData.website} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
