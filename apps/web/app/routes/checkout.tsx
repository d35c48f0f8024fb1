// /:website/checkout (spec §2): the checkout steps. The empty-cart guard sends a shopper with an
// empty cart home; every step posts to this route's action.
import { useActionData } from 'react-router';
import { CheckoutPage } from '~/features/checkout/CheckoutPage';
import { loadCheckoutPage, submitCheckout } from '~/features/checkout/checkout-page.server';
import { customerPageMeta } from '~/features/customer/customer-page-meta';
import { getRequestLocale } from '~/i18n/request-locale.server';
import { ErrorPage } from '~/layout/ErrorPage';
import { getShopContext } from '~/lib/shop/shop-context.server';
import { guards } from '~/middleware';
import type { Route } from './+types/checkout';

export const middleware: Route.MiddlewareFunction[] = guards('empty-cart');

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCheckoutPage(request, getShopContext(context), getRequestLocale(request, context));
}

export function action({ request, context }: Route.ActionArgs) {
  return submitCheckout(request, getShopContext(context), getRequestLocale(request, context));
}

export function meta({ matches }: Route.MetaArgs) {
  return customerPageMeta(matches, 'checkout.title');
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  return <CheckoutPage data={loaderData} answer={answer ?? undefined} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
