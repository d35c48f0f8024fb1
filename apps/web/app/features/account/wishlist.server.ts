// The wishlist: the account page's items, the state the heart buttons start from, and adding and
// removing items (addProductsToWishlist / removeProductsFromWishlist; failures of single items are
// `user_errors`, shown with their first message, spec §8).

import { actionMessage, dataOrFail, type FormMessage } from '~/lib/customer/account-api.server';
import {
  AccountWishlistDocument,
  AddToWishlistDocument,
  RemoveFromWishlistDocument,
  WishlistStateDocument,
} from '~/lib/graphql/generated';
import type { ScopeHeaders } from '~/lib/graphql.server';
import { requestGraphQL } from '~/lib/graphql.server';
import { isAuthorizationError } from '~/lib/graphql-errors.server';
import type { ShopContext } from '~/lib/shop/shop-context.server';
import { DEFAULT_WISHLIST_ID, type WishlistItemInput, type WishlistState } from './wishlist-form';
import { toWishlistItemView, toWishlistState } from './wishlist-view';

/** Magento's largest page: the wishlist page and the heart buttons read one page of this size. */
export const WISHLIST_PAGE_SIZE = 300;

export async function loadWishlistPage(shop: ShopContext) {
  const result = await requestGraphQL(AccountWishlistDocument, {
    variables: { pageSize: WISHLIST_PAGE_SIZE },
    scope: shop.headers,
  });
  const { customer } = dataOrFail(result, 'customer.wishlists', shop.website);
  const list = customer?.wishlists.find(Boolean) ?? null;
  const suffix = shop.storeConfig.product_url_suffix ?? '';
  return {
    website: shop.website,
    wishlistId: list?.id ?? DEFAULT_WISHLIST_ID,
    items: (list?.items_v2?.items ?? []).flatMap((item) => {
      const view = item ? toWishlistItemView(item, shop.website, suffix) : null;
      return view ? [view] : [];
    }),
  };
}

export type WishlistPageData = Awaited<ReturnType<typeof loadWishlistPage>>;

/**
 * What the customer's wishlist holds, for the heart buttons; null for guests. A failure only
 * leaves the hearts empty: the page itself must not fail for it (an expired session is the
 * layout's business, which checks it on every page).
 */
export async function loadWishlistState(headers: ScopeHeaders): Promise<WishlistState | null> {
  if (!headers.authToken) return null;
  const result = await requestGraphQL(WishlistStateDocument, {
    variables: { pageSize: WISHLIST_PAGE_SIZE },
    scope: headers,
  });
  if (!result.ok) {
    // An expired session is expected here (the layout signs it out); anything else is worth a log.
    if (!isAuthorizationError(result.error)) {
      console.error(`API call customer.wishlists (wishlist state) failed: ${result.error.message}`);
    }
    return null;
  }
  return (
    toWishlistState(result.data.customer?.wishlists.find(Boolean)) ?? {
      wishlistId: DEFAULT_WISHLIST_ID,
      entries: [],
    }
  );
}

export type WishlistWriteResult =
  | { ok: true; state: WishlistState | null; itemsCount: number | null }
  | { ok: false; message: FormMessage };

function firstUserError(errors: readonly ({ message: string } | null)[]): FormMessage | null {
  const first = errors.find((error) => error?.message);
  return first ? { text: first.message } : null;
}

export async function addToWishlist(
  shop: ShopContext,
  item: WishlistItemInput,
): Promise<WishlistWriteResult> {
  const result = await requestGraphQL(AddToWishlistDocument, {
    variables: { wishlistId: DEFAULT_WISHLIST_ID, items: [item], pageSize: WISHLIST_PAGE_SIZE },
    scope: shop.headers,
  });
  if (!result.ok)
    return { ok: false, message: actionMessage(result.error, 'addProductsToWishlist', shop.website) };
  const output = result.data.addProductsToWishlist;
  if (!output) return { ok: false, message: { key: 'error.default' } };
  const userError = firstUserError(output.user_errors);
  if (userError) return { ok: false, message: userError };
  return { ok: true, state: toWishlistState(output.wishlist), itemsCount: output.wishlist.items_count };
}

export async function removeFromWishlist(
  shop: ShopContext,
  wishlistId: string,
  itemId: string,
): Promise<WishlistWriteResult> {
  const result = await requestGraphQL(RemoveFromWishlistDocument, {
    variables: { wishlistId, itemIds: [itemId], pageSize: WISHLIST_PAGE_SIZE },
    scope: shop.headers,
  });
  if (!result.ok) {
    return { ok: false, message: actionMessage(result.error, 'removeProductsFromWishlist', shop.website) };
  }
  const output = result.data.removeProductsFromWishlist;
  if (!output) return { ok: false, message: { key: 'error.default' } };
  const userError = firstUserError(output.user_errors);
  if (userError) return { ok: false, message: userError };
  return { ok: true, state: toWishlistState(output.wishlist), itemsCount: output.wishlist.items_count };
}
