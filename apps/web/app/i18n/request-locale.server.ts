import type { RouterContextProvider } from 'react-router';
import { COOKIE, readCookie } from '~/lib/cookies.server';
import { findShopContext, type ShopContext } from '~/lib/shop/shop-context.server';
import { chooseLocale } from './choose-locale';
import type { Locale } from './config';

/**
 * The interface language of a request: locale cookie, else Accept-Language among the website's
 * languages, else the store view's locale (choose-locale.ts). Every loader asks this with its
 * router context, so `<html lang>`, the labels and dates formatted on the server always agree.
 */
export function getRequestLocale(request: Request, context: Readonly<RouterContextProvider>): Locale {
  return getShopLocale(request, findShopContext(context));
}

/** The same for code that has the shop context already; none outside a website (an early error). */
export function getShopLocale(request: Request, shop: ShopContext | null): Locale {
  return chooseLocale({
    cookie: readCookie(request, COOKIE.locale),
    acceptLanguage: request.headers.get('Accept-Language'),
    storeView: shop
      ? {
          storeViewLocale: shop.scope.storeView.locale,
          websiteLocales: shop.scope.website.stores_view.map((view) => view.locale),
        }
      : undefined,
  });
}
