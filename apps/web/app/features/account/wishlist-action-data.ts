// What the wishlist action answers a heart button (fetcher submissions): the wishlist after the
// change, or why nothing changed.
import type { FormMessage } from '~/lib/form-messages';
import type { WishlistState } from './wishlist-form';

export type WishlistActionData =
  | { ok: true; intent: 'add' | 'remove'; state: WishlistState | null }
  | { ok: false; message: FormMessage }
  /** A guest: the button opens the sign-in drawer. */
  | { ok: false; signIn: true };

export function wishlistActionPath(website: string): string {
  return `/${website}/wishlist/items`;
}
