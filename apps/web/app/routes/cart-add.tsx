// POST /:website/checkout/cart/add: add a product to the cart — from a listing card, the product
// page (a grouped product's page adds each member with a quantity as its own line), or the
// wishlist page ("move to cart": added, then removed from the wishlist). Buttons
// submit through a fetcher and the sidebar opens; without JavaScript the form posts here and the
// shopper is sent back with the message. A GET shows the cart page.
import { redirect } from 'react-router';
import { removeFromWishlist } from '~/features/account/wishlist.server';
import { DEFAULT_WISHLIST_ID } from '~/features/account/wishlist-form';
import { cartPagePath } from '~/features/cart/cart-action-data';
import { addItemsToCart, addToCart } from '~/features/cart/cart-actions.server';
import { cartAnswer } from '~/features/cart/cart-answer.server';
import { readAddToCart } from '~/features/cart/cart-form';
import { getRequestLocale } from '~/i18n/request-locale.server';
import { getShopContext } from '~/lib/shop/shop-context.server';
import type { Route } from './+types/cart-add';

export function loader({ params }: Route.LoaderArgs) {
  throw redirect(cartPagePath(params.website ?? ''));
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = getShopContext(context);
  const form = await request.formData();
  const back = cartPagePath(shop.website);
  const wanted = readAddToCart(form);
  if (!wanted.ok) {
    // A configurable posted without a choice (the drop-downs without JavaScript) names the options.
    const values = wanted.missingOptions
      ? {
          options: new Intl.ListFormat(getRequestLocale(request, context), { type: 'conjunction' }).format(
            wanted.missingOptions,
          ),
        }
      : undefined;
    const answer = { ok: false as const, intent: 'add', message: { key: wanted.errorKey, values } };
    return cartAnswer(request, form, { answer, setCookies: [] }, back);
  }
  const name = form.get('product_name');
  const productName = typeof name === 'string' ? name : '';
  if ('group' in wanted) {
    const result = await addItemsToCart(
      { request, context, shop },
      wanted.group,
      productName ? { key: 'cart.added', values: { name: productName } } : { key: 'cart.added_generic' },
    );
    return cartAnswer(request, form, result, back);
  }
  const result = await addToCart({ request, context, shop }, wanted.item, productName);
  // Move to cart: the wishlist item goes only once the cart has it.
  if (result.answer.ok && wanted.wishlistItemId && shop.headers.authToken) {
    const wishlistId = form.get('wishlist_id');
    const removed = await removeFromWishlist(
      shop,
      typeof wishlistId === 'string' && /^\d+$/.test(wishlistId) ? wishlistId : DEFAULT_WISHLIST_ID,
      wanted.wishlistItemId,
    );
    result.answer = removed.ok
      ? {
          ok: true,
          intent: 'move',
          message: { key: 'cart.moved_from_wishlist', values: { name: String(name ?? '') } },
        }
      : { ok: false, intent: 'move', message: removed.message };
  }
  return cartAnswer(request, form, result, back);
}
