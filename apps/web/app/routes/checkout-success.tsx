// /:website/checkout/success?order_number=… (spec §2): the order confirmation. Its guard,
// empty-success-order, sends a visit without an order number home.
import { CheckoutSuccessPage } from '~/features/checkout/CheckoutSuccessPage';
import { customerPageMeta } from '~/features/customer/customer-page-meta';
import { orderPaths } from '~/features/orders/order-paths';
import { ErrorPage } from '~/layout/ErrorPage';
import { getShopContext } from '~/lib/shop/shop-context.server';
import { guards } from '~/middleware';
import type { Route } from './+types/checkout-success';

export const middleware: Route.MiddlewareFunction[] = guards('empty-success-order');

export function loader({ request, context }: Route.LoaderArgs) {
  const shop = getShopContext(context);
  const orderNumber = new URL(request.url).searchParams.get('order_number')?.trim() ?? '';
  const isGuest = !shop.headers.authToken;
  return {
    website: shop.website,
    orderNumber,
    isGuest,
    orderHref: isGuest ? null : orderPaths.detail(shop.website, orderNumber),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return customerPageMeta(matches, 'checkout.success.title');
}

export default function CheckoutSuccess({ loaderData }: Route.ComponentProps) {
  return <CheckoutSuccessPage data={loaderData} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
