// What the wishlist action answers a heart button or the list chooser (fetcher submissions): the
// list the change answered, or why nothing changed.
import type { FormMessage } from '~/lib/form-messages';
import type { WishlistListState } from './wishlist-form';

export type WishlistActionData =
  | {
      ok: true;
      intent: 'add' | 'remove';
      /** The list the post named ("0": the default one; a new list's id after "New list"). */
      wishlistId: string;
      /** The list after the change (null when the API did not answer it). */
      list: Omit<WishlistListState, 'isDefault'> | null;
    }
  | {
      ok: false;
      message: FormMessage;
      /** "New list" created the list but could not add the product: the list, empty. */
      list?: Omit<WishlistListState, 'isDefault'> | null;
    }
  /** A guest: the button opens the sign-in drawer. */
  | { ok: false; signIn: true };

export function wishlistActionPath(website: string): string {
  return `/${website}/wishlist/items`;
}
