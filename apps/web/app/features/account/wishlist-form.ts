// What a wishlist button posts and how the action reads it: add a product (a configurable's chosen
// variant as `sku` with the configurable as `parent_sku`, Magento's WishlistItemInput) or remove an
// item by its id.
import { formText } from '~/lib/forms/form-errors';

/** Magento: wishlist id "0" is the customer's default wishlist, created on demand. */
export const DEFAULT_WISHLIST_ID = '0';

export interface WishlistItemInput {
  sku: string;
  parent_sku?: string;
  quantity: number;
}

export type WishlistRequest =
  | { intent: 'add'; item: WishlistItemInput }
  | { intent: 'remove'; wishlistId: string; itemId: string };

export function readWishlistRequest(form: FormData): WishlistRequest | null {
  const intent = formText(form, 'intent');
  if (intent === 'remove') {
    const itemId = formText(form, 'item_id');
    if (!/^\d+$/.test(itemId)) return null;
    const wishlistId = formText(form, 'wishlist_id');
    return { intent, itemId, wishlistId: /^\d+$/.test(wishlistId) ? wishlistId : DEFAULT_WISHLIST_ID };
  }
  if (intent !== 'add') return null;
  const sku = formText(form, 'sku');
  if (!sku || sku.length > 64) return null;
  const parentSku = formText(form, 'parent_sku');
  const quantity = Number.parseFloat(formText(form, 'quantity'));
  const item: WishlistItemInput = { sku, quantity: Number.isFinite(quantity) && quantity > 0 ? quantity : 1 };
  if (parentSku && parentSku !== sku) item.parent_sku = parentSku;
  return { intent, item };
}

export interface WishlistEntry {
  itemId: string;
  /** The product added (the configurable for a configurable item). */
  sku: string;
  /** The chosen variant of a configurable item. */
  variantSku: string | null;
}

export interface WishlistState {
  wishlistId: string;
  entries: WishlistEntry[];
}

/**
 * The wishlist item a button stands for. `variantSku` undefined (a listing card): any item of the
 * product; null (a product page with no variant chosen): the item of the product itself; a SKU:
 * the item of that variant.
 */
export function findWishlistEntry(
  state: WishlistState | null | undefined,
  sku: string,
  variantSku?: string | null,
): WishlistEntry | undefined {
  return state?.entries.find(
    (entry) => entry.sku === sku && (variantSku === undefined || entry.variantSku === variantSku),
  );
}
