// The website layout: every page under /:website/. Its middleware turns a path without a valid
// website into a 301; its loader loads the shell (store, menu, footer, regions) for the first HTML.
import { data } from 'react-router';
import { getShopperCart } from '~/features/cart/cart-state.server';
import { getRequestLocale } from '~/i18n/request-locale.server';
import { ErrorPage } from '~/layout/ErrorPage';
import { Shell } from '~/layout/Shell';
import { readFlash } from '~/lib/flash.server';
import { getShopContext, shopContextMiddleware } from '~/lib/shop/shop-context.server';
import { websitePrefixMiddleware } from '~/lib/shop/website-prefix.server';
import { findGuardedCustomer } from '~/middleware/guarded-customer.server';
import type { Route } from './+types/website-layout';
import { loadShell } from './website-layout.server';

export const middleware: Route.MiddlewareFunction[] = [websitePrefixMiddleware, shopContextMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = getShopContext(context);
  // The header's cart button and the cart sidebar show the cart on every page.
  const cartRequest = getShopperCart(context, request, shop);
  cartRequest.catch(() => {});
  const shell = await loadShell(request, shop, getRequestLocale(request), findGuardedCustomer(context));
  const cart = await cartRequest;
  if (cart.message) shell.messages.push(cart.message);
  const flash = readFlash(request);
  if (flash.message) shell.messages.push(flash.message);
  shell.openCustomerDrawer = flash.drawer;
  const headers = new Headers();
  if (flash.clearCookie) headers.append('Set-Cookie', flash.clearCookie);
  for (const cookie of cart.setCookies) headers.append('Set-Cookie', cookie);
  return data({ ...shell, cart: cart.view }, { headers });
}

export function meta({ loaderData }: Route.MetaArgs) {
  const config = loaderData?.storeConfig;
  return [
    { title: config?.default_title ?? 'Atrium' },
    ...(config?.default_description ? [{ name: 'description', content: config.default_description }] : []),
    ...(config?.head_shortcut_icon
      ? [{ tagName: 'link', rel: 'icon', href: config.head_shortcut_icon, type: 'image/svg+xml' }]
      : []),
  ];
}

export default function WebsiteLayout() {
  return <Shell />;
}

/** The layout itself failed (spec §8: layout load failure → 500 with the message). */
export function ErrorBoundary() {
  return (
    <main className="min-h-screen">
      <ErrorPage />
    </main>
  );
}
