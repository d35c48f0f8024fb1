// The wishlist: the account page's items, the state the heart buttons start from (every list), and
// adding (to a list, or to a new one) and removing items (addProductsToWishlist /
// removeProductsFromWishlist; failures of single items are `user_errors`, shown with their first
// message, spec §8).

import { actionMessage, dataOrFail, type FormMessage } from '~/lib/customer/account-api.server';
import {
  AccountWishlistDocument,
  AddToWishlistDocument,
  CreateWishlistDocument,
  DeleteWishlistDocument,
  MoveWishlistItemDocument,
  RemoveFromWishlistDocument,
  UpdateWishlistDocument,
  WishlistStateDocument,
} from '~/lib/graphql/generated';
import type { ScopeHeaders } from '~/lib/graphql.server';
import { requestGraphQL } from '~/lib/graphql.server';
import { isAuthorizationError } from '~/lib/graphql-errors.server';
import type { ShopContext } from '~/lib/shop/shop-context.server';
import {
  DEFAULT_WISHLIST_ID,
  type WishlistItemInput,
  type WishlistListState,
  type WishlistState,
} from './wishlist-form';
import type { WishlistListRequest, WishlistVisibility } from './wishlist-lists-form';
import { toWishlistItemView, toWishlistList, toWishlistState } from './wishlist-view';

/** Magento's largest page: the wishlist page and the heart buttons read one page of this size. */
export const WISHLIST_PAGE_SIZE = 300;

/** One of the customer's wish lists, for the page's tabs (multiple wish lists). */
export interface WishlistListView {
  id: string;
  name: string;
  visibility: WishlistVisibility;
  itemsCount: number;
  /** The first list is the default one, which cannot be deleted. */
  isDefault: boolean;
}

/**
 * The wishlist page: the items of the list chosen by `?list=` (the default one when absent or not
 * the customer's) and, with multiple wish lists on, every list for the tabs.
 */
export async function loadWishlistPage(shop: ShopContext, chosen?: string | null) {
  const result = await requestGraphQL(AccountWishlistDocument, {
    variables: { pageSize: WISHLIST_PAGE_SIZE },
    scope: shop.headers,
  });
  const { customer, storeConfig } = dataOrFail(result, 'customer.wishlists', shop.website);
  const all = (customer?.wishlists ?? []).flatMap((item) => (item?.id ? [item] : []));
  const list = all.find((item) => item.id === chosen) ?? all[0] ?? null;
  const suffix = shop.storeConfig.product_url_suffix ?? '';
  const multiple = storeConfig?.enable_multiple_wishlists === '1';
  const lists: WishlistListView[] = all.map((item, index) => ({
    id: item.id ?? '',
    name: item.name ?? '',
    visibility: item.visibility === 'PUBLIC' ? 'PUBLIC' : 'PRIVATE',
    itemsCount: item.items_count ?? 0,
    isDefault: index === 0,
  }));
  return {
    website: shop.website,
    multiple,
    maxLists: Number(storeConfig?.maximum_number_of_wishlists) || 0,
    lists: multiple ? lists : [],
    wishlistId: list?.id ?? DEFAULT_WISHLIST_ID,
    items: (list?.items_v2?.items ?? []).flatMap((item) => {
      const view = item ? toWishlistItemView(item, shop.website, suffix) : null;
      return view ? [view] : [];
    }),
  };
}

export type WishlistPageData = Awaited<ReturnType<typeof loadWishlistPage>>;

/**
 * What the customer's wish lists hold, for the heart buttons (every list in one request); null for
 * guests. A failure only leaves the hearts empty: the page itself must not fail for it (an expired
 * session is the layout's business, which checks it on every page).
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
  return toWishlistState(result.data);
}

/** A heart's write: the list it changed (as the hearts see it), or the message to show. */
export type WishlistWriteResult =
  | { ok: true; list: Omit<WishlistListState, 'isDefault'> | null; itemsCount: number | null }
  | { ok: false; message: FormMessage };

function firstUserError(errors: readonly ({ message: string } | null)[]): FormMessage | null {
  const first = errors.find((error) => error?.message);
  return first ? { text: first.message } : null;
}

/** Adds a product to a list: "0" (the default, created on demand) unless another is given. */
export async function addToWishlist(
  shop: ShopContext,
  item: WishlistItemInput,
  wishlistId: string = DEFAULT_WISHLIST_ID,
): Promise<WishlistWriteResult> {
  const result = await requestGraphQL(AddToWishlistDocument, {
    variables: { wishlistId, items: [item], pageSize: WISHLIST_PAGE_SIZE },
    scope: shop.headers,
  });
  if (!result.ok)
    return { ok: false, message: actionMessage(result.error, 'addProductsToWishlist', shop.website) };
  const output = result.data.addProductsToWishlist;
  if (!output) return { ok: false, message: { key: 'error.default' } };
  const userError = firstUserError(output.user_errors);
  if (userError) return { ok: false, message: userError };
  return { ok: true, list: toWishlistList(output.wishlist), itemsCount: output.wishlist.items_count };
}

/**
 * The list chooser's "New list": createWishlist (private, as Magento Commerce's dialog makes it),
 * then the product into it. `created` is the new list's id once it exists, even when the add fails.
 */
export async function addToNewWishlist(
  shop: ShopContext,
  name: string,
  item: WishlistItemInput,
): Promise<WishlistWriteResult & { created: string | null }> {
  const result = await requestGraphQL(CreateWishlistDocument, {
    variables: { name, visibility: 'PRIVATE' },
    scope: shop.headers,
  });
  if (!result.ok) {
    return { ok: false, message: actionMessage(result.error, 'createWishlist', shop.website), created: null };
  }
  const id = result.data.createWishlist?.wishlist.id;
  if (!id) return { ok: false, message: { key: 'error.default' }, created: null };
  return { ...(await addToWishlist(shop, item, id)), created: id };
}

export async function removeFromWishlist(
  shop: ShopContext,
  wishlistId: string,
  itemIds: string | string[],
): Promise<WishlistWriteResult> {
  const result = await requestGraphQL(RemoveFromWishlistDocument, {
    variables: {
      wishlistId,
      itemIds: typeof itemIds === 'string' ? [itemIds] : itemIds,
      pageSize: WISHLIST_PAGE_SIZE,
    },
    scope: shop.headers,
  });
  if (!result.ok) {
    return { ok: false, message: actionMessage(result.error, 'removeProductsFromWishlist', shop.website) };
  }
  const output = result.data.removeProductsFromWishlist;
  if (!output) return { ok: false, message: { key: 'error.default' } };
  const userError = firstUserError(output.user_errors);
  if (userError) return { ok: false, message: userError };
  return { ok: true, list: toWishlistList(output.wishlist), itemsCount: output.wishlist.items_count };
}

/**
 * A list form's write (multiple wish lists): the list to show afterwards (the new one, the same one,
 * the default after a delete), or the API's message. A move's user error is its message.
 */
export async function writeWishlistList(
  shop: ShopContext,
  request: WishlistListRequest,
): Promise<{ ok: true; listId: string | null } | { ok: false; message: FormMessage }> {
  const scope = shop.headers;
  const fail = (error: Parameters<typeof actionMessage>[0], operation: string) =>
    ({ ok: false, message: actionMessage(error, operation, shop.website) }) as const;
  switch (request.intent) {
    case 'create': {
      const result = await requestGraphQL(CreateWishlistDocument, {
        variables: { name: request.name, visibility: request.visibility },
        scope,
      });
      if (!result.ok) return fail(result.error, 'createWishlist');
      return { ok: true, listId: result.data.createWishlist?.wishlist.id ?? null };
    }
    case 'update': {
      const result = await requestGraphQL(UpdateWishlistDocument, {
        variables: { wishlistId: request.wishlistId, name: request.name, visibility: request.visibility },
        scope,
      });
      if (!result.ok) return fail(result.error, 'updateWishlist');
      return { ok: true, listId: request.wishlistId };
    }
    case 'delete': {
      const result = await requestGraphQL(DeleteWishlistDocument, {
        variables: { wishlistId: request.wishlistId },
        scope,
      });
      if (!result.ok) return fail(result.error, 'deleteWishlist');
      return { ok: true, listId: null };
    }
    case 'move': {
      const result = await requestGraphQL(MoveWishlistItemDocument, {
        variables: { from: request.wishlistId, to: request.to, itemId: request.itemId },
        scope,
      });
      if (!result.ok) return fail(result.error, 'moveProductsBetweenWishlists');
      const output = result.data.moveProductsBetweenWishlists;
      const userError = output ? firstUserError(output.user_errors) : { key: 'error.default' };
      if (userError) return { ok: false, message: userError };
      return { ok: true, listId: request.wishlistId };
    }
  }
}
