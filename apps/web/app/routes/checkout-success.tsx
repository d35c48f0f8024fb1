// /:website/checkout/success?order_number=… (spec §2): the order confirmation. Its guard,
// empty-success-order, sends a visit without an order number home. The order itself is shown to
// its customer, or to the guest whose browser placed it (the token cookie, decision 0038); anyone
// else sees the number they came with and nothing more.
import { CheckoutSuccessPage } from '~/features/checkout/CheckoutSuccessPage';
import { customerPageMeta } from '~/features/customer/customer-page-meta';
import { OrderContents } from '~/features/orders/OrderDetailPage';
import { orderPaths } from '~/features/orders/order-paths';
import { loadConfirmedOrder } from '~/features/orders/orders.server';
import { getRequestLocale } from '~/i18n/request-locale.server';
import { ErrorPage } from '~/layout/ErrorPage';
import { readGuestOrderToken } from '~/lib/guest-order-cookie.server';
import { getShopContext } from '~/lib/shop/shop-context.server';
import { guards } from '~/middleware';
import type { Route } from './+types/checkout-success';

export const middleware: Route.MiddlewareFunction[] = guards('empty-success-order');

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = getShopContext(context);
  const orderNumber = new URL(request.url).searchParams.get('order_number')?.trim() ?? '';
  const isGuest = !shop.headers.authToken;
  const confirmed = await loadConfirmedOrder(
    shop,
    orderNumber,
    getRequestLocale(request, context),
    isGuest ? readGuestOrderToken(request) : undefined,
  );
  const method = confirmed?.order.payment_methods?.find((item) => item != null);
  const instructions = method?.additional_data?.find((entry) => entry?.name === 'instructions')?.value;
  return {
    website: shop.website,
    orderNumber,
    isGuest,
    orderHref: isGuest ? null : orderPaths.detail(shop.website, orderNumber),
    email: confirmed?.order.email ?? null,
    payment: method && instructions ? { name: method.name, instructions } : null,
    signUpHref:
      isGuest && confirmed
        ? `/${shop.website}/customer/signup?order_number=${encodeURIComponent(orderNumber)}`
        : null,
    // An order placed without a shipping method is virtual: nothing is shipped.
    isVirtual: Boolean(confirmed && !confirmed.order.shipping_method),
    confirmed,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return customerPageMeta(matches, 'checkout.success.title');
}

export default function CheckoutSuccess({ loaderData }: Route.ComponentProps) {
  const { confirmed, ...data } = loaderData;
  return (
    <CheckoutSuccessPage
      data={data}
      order={
        confirmed ? (
          <OrderContents order={confirmed.order} countries={confirmed.countries} withoutInstructions />
        ) : undefined
      }
    />
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
