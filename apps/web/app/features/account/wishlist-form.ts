// What a wishlist button posts and how the action reads it: add a product (a configurable's chosen
// variant as `sku` with the configurable as `parent_sku`, Magento's WishlistItemInput) to the
// default list or, from the list chooser, to a given list or to a new list; or remove an item by
// its id. And the wish list state the hearts read: which products each list holds.
import type { FormMessage } from '~/lib/form-messages';
import { formText, REQUIRED } from '~/lib/forms/form-errors';
import { MAX_LIST_NAME } from './wishlist-lists-form';

/** Magento: wishlist id "0" is the customer's default wishlist, created on demand. */
export const DEFAULT_WISHLIST_ID = '0';
/** The default list's name in the API until the customer renames it (Magento Commerce's). */
export const DEFAULT_LIST_NAME = 'Wish List';

export interface WishlistItemInput {
  sku: string;
  parent_sku?: string;
  quantity: number;
}

export type WishlistRequest =
  | { intent: 'add'; item: WishlistItemInput; wishlistId: string }
  /** The list chooser's "New list": createWishlist, then the product into the new list. */
  | { intent: 'add_to_new'; item: WishlistItemInput; name: string }
  /** Every item of the product in that list (a card's product may be there in several variants). */
  | { intent: 'remove'; wishlistId: string; itemIds: string[] }
  /** A new list's name that is empty or too long (the chooser's field checks it first). */
  | { intent: 'bad_name'; error: FormMessage };

const isId = (value: string) => /^\d{1,9}$/.test(value);

/** A new list's name as the API stores it (spaces collapsed), or why it cannot be one. */
export function readListName(form: FormData): { ok: true; name: string } | { ok: false; error: FormMessage } {
  const name = formText(form, 'name').replace(/\s+/g, ' ');
  if (!name) return { ok: false, error: REQUIRED };
  if (name.length > MAX_LIST_NAME) {
    return { ok: false, error: { key: 'customer.validation.too_long', values: { count: MAX_LIST_NAME } } };
  }
  return { ok: true, name };
}

function readItem(form: FormData): WishlistItemInput | null {
  const sku = formText(form, 'sku');
  if (!sku || sku.length > 64) return null;
  const parentSku = formText(form, 'parent_sku');
  const quantity = Number.parseFloat(formText(form, 'quantity'));
  const item: WishlistItemInput = { sku, quantity: Number.isFinite(quantity) && quantity > 0 ? quantity : 1 };
  if (parentSku && parentSku !== sku) item.parent_sku = parentSku;
  return item;
}

/** The request of a heart or list chooser post; null when it makes no sense. */
export function readWishlistRequest(form: FormData): WishlistRequest | null {
  const intent = formText(form, 'intent');
  const wishlistId = formText(form, 'wishlist_id');
  if (intent === 'remove') {
    const itemIds = form.getAll('item_id').map((value) => (typeof value === 'string' ? value.trim() : ''));
    if (itemIds.length === 0 || itemIds.length > 100 || !itemIds.every(isId)) return null;
    return { intent, itemIds, wishlistId: isId(wishlistId) ? wishlistId : DEFAULT_WISHLIST_ID };
  }
  if (intent !== 'add' && intent !== 'add_to_new') return null;
  const item = readItem(form);
  if (!item) return null;
  if (intent === 'add')
    return { intent, item, wishlistId: isId(wishlistId) ? wishlistId : DEFAULT_WISHLIST_ID };
  const name = readListName(form);
  return name.ok ? { intent, item, name: name.name } : { intent: 'bad_name', error: name.error };
}

export interface WishlistEntry {
  itemId: string;
  /** The product added (the configurable for a configurable item). */
  sku: string;
  /** The chosen variant of a configurable item. */
  variantSku: string | null;
}

/** One of the customer's wish lists as the hearts see it. */
export interface WishlistListState {
  /** "0" while the default list does not exist yet (the API creates it on the first add). */
  id: string;
  name: string;
  /** The customer's first list: the one "0", the plain heart form and `Customer.wishlist` mean. */
  isDefault: boolean;
  entries: WishlistEntry[];
}

/** What the customer's wish lists hold, for the hearts; null for guests. */
export interface WishlistState {
  /** `storeConfig.enable_multiple_wishlists`: the hearts open the list chooser once hydrated. */
  multiple: boolean;
  /** `storeConfig.maximum_number_of_wishlists` (0 when unknown: no limit shown). */
  maxLists: number;
  /** The default list first (always there, "0" until it exists); the others with multiple lists on. */
  lists: WishlistListState[];
}

/** A default list that does not exist yet: "0" creates it on the first add. */
export function emptyDefaultList(): WishlistListState {
  return { id: DEFAULT_WISHLIST_ID, name: DEFAULT_LIST_NAME, isDefault: true, entries: [] };
}

export function defaultList(state: WishlistState | null | undefined): WishlistListState {
  return state?.lists.find((list) => list.isDefault) ?? state?.lists[0] ?? emptyDefaultList();
}

/**
 * The item of a list a button stands for. `variantSku` undefined (a listing card): any item of the
 * product; null (a product page with no variant chosen): the item of the product itself; a SKU:
 * the item of that variant.
 */
export function findWishlistEntry(
  list: Pick<WishlistListState, 'entries'> | null | undefined,
  sku: string,
  variantSku?: string | null,
): WishlistEntry | undefined {
  return list ? matchingEntries(list, sku, variantSku)[0] : undefined;
}

/** Every item of a list that findWishlistEntry would match (what unticking the list removes). */
export function matchingEntries(
  list: Pick<WishlistListState, 'entries'>,
  sku: string,
  variantSku?: string | null,
): WishlistEntry[] {
  return list.entries.filter(
    (entry) => entry.sku === sku && (variantSku === undefined || entry.variantSku === variantSku),
  );
}

/** The lists holding the product (as findWishlistEntry matches it), in the state's order. */
export function listsHolding(
  state: WishlistState | null | undefined,
  sku: string,
  variantSku?: string | null,
): WishlistListState[] {
  return (state?.lists ?? []).filter((list) => findWishlistEntry(list, sku, variantSku));
}

/**
 * What a heart shows and what its plain form (before hydration, without JavaScript, or with one
 * list) posts: filled when any list holds the product; the form removes the default list's item,
 * else adds to the default list.
 */
export function heartForm(state: WishlistState | null | undefined, sku: string, variantSku?: string | null) {
  const list = defaultList(state);
  const entries = matchingEntries(list, sku, variantSku);
  return {
    filled: entries.length > 0 || listsHolding(state, sku, variantSku).length > 0,
    remove:
      entries.length > 0 ? { wishlistId: list.id, itemIds: entries.map((entry) => entry.itemId) } : null,
  };
}

/**
 * The state after a write answered one list: it replaces the list that was asked for (by its id,
 * or the default "0" by the real id) or, a new list, is added at the end.
 */
export function withListChange(
  state: WishlistState,
  requestedId: string,
  list: Omit<WishlistListState, 'isDefault'>,
): WishlistState {
  const index = state.lists.findIndex((item) => item.id === list.id || item.id === requestedId);
  if (index < 0) return { ...state, lists: [...state.lists, { ...list, isDefault: false }] };
  const lists = [...state.lists];
  const old = lists[index] as WishlistListState;
  lists[index] = { ...list, isDefault: old.isDefault };
  return { ...state, lists };
}

/** Whether the customer may create another list (the default one counts, even before it exists). */
export function canCreateList(state: WishlistState): boolean {
  return state.maxLists <= 0 || state.lists.length < state.maxLists;
}

/** A list's name as shown: the default list's API name in the interface language until renamed. */
export function listDisplayName(
  list: Pick<WishlistListState, 'isDefault' | 'name'>,
  defaultLabel: string,
): string {
  return list.isDefault && list.name === DEFAULT_LIST_NAME ? defaultLabel : list.name;
}
