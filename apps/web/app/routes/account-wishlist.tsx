// /:website/customer/account/wishlist: the wishlist, and removing an item from it.
import { data, redirect, useActionData } from 'react-router';
import { accountMeta } from '~/features/account/account-meta';
import { accountPaths } from '~/features/account/account-paths';
import { WishlistPage } from '~/features/account/WishlistPage';
import { loadWishlistPage, removeFromWishlist } from '~/features/account/wishlist.server';
import { readWishlistRequest } from '~/features/account/wishlist-form';
import { MoveToCartButton } from '~/features/cart/MoveToCartButton';
import { AddToProjectButton } from '~/features/projects/AddToProjectButton';
import { ErrorPage } from '~/layout/ErrorPage';
import { flashCookie } from '~/lib/flash.server';
import type { FormMessage } from '~/lib/form-messages';
import { getShopContext } from '~/lib/shop/shop-context.server';
import type { Route } from './+types/account-wishlist';

export const handle = { accountCrumbs: [{ key: 'account.nav.wishlist' }] };

export function loader({ context }: Route.LoaderArgs) {
  return loadWishlistPage(getShopContext(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = getShopContext(context);
  const wanted = readWishlistRequest(await request.formData());
  if (wanted?.intent !== 'remove') {
    return data<{ message: FormMessage }>({ message: { key: 'error.default' } }, { status: 400 });
  }
  const removed = await removeFromWishlist(shop, wanted.wishlistId, wanted.itemId);
  if (!removed.ok) return data<{ message: FormMessage }>({ message: removed.message }, { status: 400 });
  const flash = flashCookie(request, { type: 'success', key: 'account.wishlist.removed' });
  return redirect(accountPaths.wishlist(shop.website), { headers: { 'Set-Cookie': flash } });
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
