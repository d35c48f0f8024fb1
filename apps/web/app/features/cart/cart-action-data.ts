// What the cart actions answer a fetcher (the add-to-cart buttons, the sidebar, the cart page's
// forms): success with the message to show, or why nothing changed. Without JavaScript the same
// forms post and get a redirect back with the message as a flash instead.
import type { FormMessage } from '~/lib/form-messages';

export type CartActionData =
  | { ok: true; intent: string; message: { key: string; values?: Record<string, string> } }
  | {
      ok: false;
      intent: string;
      message: FormMessage;
      /** The API's own words when the message is one of the spec's keys (a refused coupon). */
      detail?: string;
      field?: string;
    };

export function cartPagePath(website: string): string {
  return `/${website}/checkout/cart`;
}

export function addToCartPath(website: string): string {
  return `/${website}/checkout/cart/add`;
}
