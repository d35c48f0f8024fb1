// What the wishlist page's list forms post (multiple wish lists): create a list, rename it or change
// its visibility, delete it, move an item to another list. Field errors are language-file keys; the
// API checks the rest (names in use, the maximum, whose lists they are) and its message is shown.
import type { FieldError } from '~/lib/form-messages';
import { formText, REQUIRED } from '~/lib/forms/form-errors';

export const WISHLIST_VISIBILITIES = ['PRIVATE', 'PUBLIC'] as const;
export type WishlistVisibility = (typeof WISHLIST_VISIBILITIES)[number];
export const MAX_LIST_NAME = 255;

export type WishlistListRequest =
  | { intent: 'create'; name: string; visibility: WishlistVisibility }
  | { intent: 'update'; wishlistId: string; name: string; visibility: WishlistVisibility }
  | { intent: 'delete'; wishlistId: string }
  | { intent: 'move'; wishlistId: string; itemId: string; to: string };

export type WishlistListRead =
  | { ok: true; request: WishlistListRequest }
  | { ok: false; error: FieldError; intent: string; wishlistId: string };

const isId = (value: string) => /^\d{1,9}$/.test(value);

function visibilityOf(form: FormData): WishlistVisibility {
  return formText(form, 'visibility') === 'PUBLIC' ? 'PUBLIC' : 'PRIVATE';
}

/** The list request of a post, or null when it is none (another intent, or ids that make no sense). */
export function readWishlistListRequest(form: FormData): WishlistListRead | null {
  const intent = formText(form, 'intent');
  const wishlistId = formText(form, 'wishlist_id');
  const name = formText(form, 'name').replace(/\s+/g, ' ');
  const nameError = (): FieldError | undefined =>
    !name
      ? REQUIRED
      : name.length > MAX_LIST_NAME
        ? { key: 'customer.validation.too_long', values: { count: MAX_LIST_NAME } }
        : undefined;
  switch (intent) {
    case 'create': {
      const error = nameError();
      if (error) return { ok: false, error, intent, wishlistId };
      return { ok: true, request: { intent, name, visibility: visibilityOf(form) } };
    }
    case 'update': {
      if (!isId(wishlistId)) return null;
      const error = nameError();
      if (error) return { ok: false, error, intent, wishlistId };
      return { ok: true, request: { intent, wishlistId, name, visibility: visibilityOf(form) } };
    }
    case 'delete':
      return isId(wishlistId) ? { ok: true, request: { intent, wishlistId } } : null;
    case 'move': {
      const itemId = formText(form, 'item_id');
      const to = formText(form, 'to');
      if (!isId(wishlistId) || !isId(itemId)) return null;
      if (!isId(to)) return { ok: false, error: REQUIRED, intent, wishlistId };
      return { ok: true, request: { intent, wishlistId, itemId, to } };
    }
    default:
      return null;
  }
}
