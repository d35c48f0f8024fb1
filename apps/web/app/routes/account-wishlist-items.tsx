// POST /:website/wishlist/items: the heart buttons' action — add a product to the customer's
// wishlist (the default list, or the list chosen in the list chooser, or a new list created first)
// or remove an item. Buttons submit through a fetcher and get data back; without JavaScript the
// form posts here and the answer is a redirect back with a message. Guests are asked to sign in
// (the button opens the sign-in drawer). A GET shows the wishlist page.
import { data, redirect } from 'react-router';
import { accountPaths } from '~/features/account/account-paths';
import { addToNewWishlist, addToWishlist, removeFromWishlist } from '~/features/account/wishlist.server';
import type { WishlistActionData } from '~/features/account/wishlist-action-data';
import { readWishlistRequest } from '~/features/account/wishlist-form';
import { flashCookie } from '~/lib/flash.server';
import { isViaFetcher } from '~/lib/forms/via-fetcher';
import type { GlobalMessageInput } from '~/lib/global-message';
import { safeRedirectPath } from '~/lib/redirect-target';
import { getShopContext } from '~/lib/shop/shop-context.server';
import { websiteHome } from '~/lib/shop/website-codes';
import type { Route } from './+types/account-wishlist-items';

export function loader({ params }: Route.LoaderArgs) {
  throw redirect(accountPaths.wishlist(params.website ?? ''));
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = getShopContext(context);
  const form = await request.formData();
  const viaFetcher = isViaFetcher(form);
  const back = safeRedirectPath(form.get('redirect_to'), websiteHome(shop.website));
  const answer = (result: WishlistActionData, message: GlobalMessageInput) =>
    viaFetcher
      ? data(result, { status: result.ok ? 200 : 400 })
      : redirect(back, { headers: { 'Set-Cookie': flashCookie(request, message) } });

  if (!shop.headers.authToken) {
    return answer({ ok: false, signIn: true }, { type: 'notice', key: 'account.wishlist.sign_in_first' });
  }
  const wanted = readWishlistRequest(form);
  if (!wanted) {
    return answer({ ok: false, message: { key: 'error.default' } }, { type: 'error', key: 'error.default' });
  }
  if (wanted.intent === 'bad_name') {
    return answer({ ok: false, message: wanted.error }, { type: 'error', ...wanted.error });
  }
  if (wanted.intent === 'add_to_new') {
    const result = await addToNewWishlist(shop, wanted.name, wanted.item);
    if (!result.ok) {
      // The list exists even when the product could not go in: the chooser shows it, empty.
      const list = result.created ? { id: result.created, name: wanted.name, entries: [] } : null;
      return answer({ ok: false, message: result.message, list }, { type: 'error', ...result.message });
    }
    return answer(
      { ok: true, intent: 'add', wishlistId: result.created ?? '', list: result.list },
      { type: 'success', key: 'wishlist.success' },
    );
  }
  const result =
    wanted.intent === 'add'
      ? await addToWishlist(shop, wanted.item, wanted.wishlistId)
      : await removeFromWishlist(shop, wanted.wishlistId, wanted.itemIds);
  if (!result.ok) return answer({ ok: false, message: result.message }, { type: 'error', ...result.message });
  const successKey = wanted.intent === 'add' ? 'wishlist.success' : 'account.wishlist.removed';
  return answer(
    { ok: true, intent: wanted.intent, wishlistId: wanted.wishlistId, list: result.list },
    { type: 'success', key: successKey },
  );
}
