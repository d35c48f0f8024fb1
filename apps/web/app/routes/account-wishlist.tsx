// /:website/customer/account/wishlist: the wishlist, and removing an item from it. With multiple
// wish lists on, `?list=<id>` picks the list shown, and the page's forms create, rename and delete
// lists and move an item to another list (plain posts: each answers with a redirect back to the
// list and a message, so they work without JavaScript).
import { data, redirect, useActionData } from 'react-router';
import { accountMeta } from '~/features/account/account-meta';
import { accountPaths } from '~/features/account/account-paths';
import { WishlistPage } from '~/features/account/WishlistPage';
import { loadWishlistPage, removeFromWishlist, writeWishlistList } from '~/features/account/wishlist.server';
import { readWishlistRequest } from '~/features/account/wishlist-form';
import { readWishlistListRequest } from '~/features/account/wishlist-lists-form';
import { MoveToCartButton } from '~/features/cart/MoveToCartButton';
import { AddToProjectButton } from '~/features/projects/AddToProjectButton';
import { ErrorPage } from '~/layout/ErrorPage';
import { flashCookie } from '~/lib/flash.server';
import type { FormMessage } from '~/lib/form-messages';
import { getShopContext } from '~/lib/shop/shop-context.server';
import type { Route } from './+types/account-wishlist';

export const handle = { accountCrumbs: [{ key: 'account.nav.wishlist' }] };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadWishlistPage(getShopContext(context), new URL(request.url).searchParams.get('list'));
}

const LIST_SAVED: Record<string, string> = {
  create: 'account.wishlist.list_created',
  update: 'account.wishlist.list_updated',
  delete: 'account.wishlist.list_deleted',
  move: 'account.wishlist.moved',
};

/** The page of a list (`?list=`), the default list without one. */
function listPage(website: string, listId: string | null): string {
  const path = accountPaths.wishlist(website);
  return listId && /^\d+$/.test(listId) ? `${path}?list=${listId}` : path;
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = getShopContext(context);
  const form = await request.formData();
  const list = readWishlistListRequest(form);
  if (list) {
    if (!list.ok) return data<{ message: FormMessage }>({ message: list.error }, { status: 400 });
    const written = await writeWishlistList(shop, list.request);
    if (!written.ok) return data<{ message: FormMessage }>({ message: written.message }, { status: 400 });
    const flash = flashCookie(request, {
      type: 'success',
      key: LIST_SAVED[list.request.intent] ?? 'error.default',
    });
    return redirect(listPage(shop.website, written.listId), { headers: { 'Set-Cookie': flash } });
  }
  const wanted = readWishlistRequest(form);
  if (wanted?.intent !== 'remove') {
    return data<{ message: FormMessage }>({ message: { key: 'error.default' } }, { status: 400 });
  }
  const removed = await removeFromWishlist(shop, wanted.wishlistId, wanted.itemIds);
  if (!removed.ok) return data<{ message: FormMessage }>({ message: removed.message }, { status: 400 });
  const flash = flashCookie(request, { type: 'success', key: 'account.wishlist.removed' });
  const shown = new URL(request.url).searchParams.get('list');
  return redirect(listPage(shop.website, shown), { headers: { 'Set-Cookie': flash } });
}

export const meta = accountMeta('account.nav.wishlist');

export default function AccountWishlist({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  return (
    <WishlistPage
      data={loaderData}
      message={actionData?.message}
      renderItemAction={(item, wishlistId) => (
        <>
          <MoveToCartButton item={item} wishlistId={wishlistId} />
          <AddToProjectButton
            variant="line"
            product={{
              sku: item.sku,
              parentSku: item.parentSku,
              selectedOptions: [],
              quantity: item.quantity,
              name: item.name,
            }}
          />
        </>
      )}
    />
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
