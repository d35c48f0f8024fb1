// What the cart's forms post and how the actions read them (pure, shared by the routes and their
// tests). Add to cart: Magento's CartItemInput — the product's SKU (a configurable's own SKU with
// the picked values as `selected_options`), custom option choices as `selected_options`, typed
// option values as `entered_options[<uid>]`, and the quantity (a float, spec §5). The cart page:
// change a line's quantity, remove it, apply or remove the coupon, save the comment. A bundle's
// choices post as `bundle_option[…]` fields and become `selected_options` uids; a grouped product's
// members post as `grouped_qty[<sku>]` and become one item each (issue 18).
import { readBundleChoices } from '~/lib/cart/bundle-options';
import { CONFIGURABLE_LABEL_PREFIX, CONFIGURABLE_OPTION_PREFIX } from '~/lib/cart/configurable-fields';
import { hasGroupedQuantities, readGroupedQuantities } from '~/lib/cart/grouped-quantities';
import { parseQuantity } from '~/lib/cart/quantity-rules';
import type { CartItemInput, GiftOptionsInput } from './cart-api.server';

export const ENTERED_OPTION_PREFIX = 'entered_options[';
/** The product page's choice fields, one name per option (radio groups): `selected_option[<uid>]`. */
export const CHOICE_OPTION_PREFIX = 'selected_option[';
/** Magento's quote comment column is text; a note this long is already a letter. */
export const MAX_COMMENT_LENGTH = 2000;
/** The API's limits of a gift message (cart/gift-options.ts): names 255, the text 1000 characters. */
export const MAX_GIFT_NAME_LENGTH = 255;
export const MAX_GIFT_MESSAGE_LENGTH = 1000;
const MAX_SKU_LENGTH = 64;
const MAX_OPTIONS = 50;

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

export type AddToCartRequest =
  | { ok: true; item: CartItemInput; wishlistItemId: string | null }
  /** A grouped product's members, each its own line. */
  | { ok: true; group: CartItemInput[]; wishlistItemId: null }
  | { ok: false; errorKey: string; missingOptions?: string[] };

function bracketed(name: string, prefix: string): string | null {
  return name.startsWith(prefix) && name.endsWith(']') ? name.slice(prefix.length, -1) || null : null;
}

/**
 * Configurable options posted as drop-downs: the chosen value uids, and the labels of the options
 * left on "Choose …" (never a default variant the shopper did not pick).
 */
export function readConfigurableChoices(form: FormData): { chosen: string[]; missing: string[] } {
  const chosen: string[] = [];
  const missing: string[] = [];
  for (const [name, value] of form.entries()) {
    const uid = bracketed(name, CONFIGURABLE_OPTION_PREFIX);
    if (!uid || typeof value !== 'string') continue;
    if (value.trim() !== '') {
      chosen.push(value.trim());
      continue;
    }
    const label = form.get(`${CONFIGURABLE_LABEL_PREFIX}${uid}]`);
    missing.push(typeof label === 'string' && label.trim() !== '' ? label.trim().slice(0, 100) : uid);
  }
  return { chosen, missing };
}

export function readAddToCart(form: FormData): AddToCartRequest {
  const sku = text(form, 'sku');
  if (!sku || sku.length > MAX_SKU_LENGTH) return { ok: false, errorKey: 'error.default' };
  const quantity = parseQuantity(text(form, 'quantity') || '1');
  if (!Number.isFinite(quantity) || quantity <= 0) return { ok: false, errorKey: 'product.qty.not_a_number' };
  if (hasGroupedQuantities(form)) {
    const grouped = readGroupedQuantities(form, MAX_OPTIONS);
    return grouped.ok
      ? { ok: true, group: grouped.items, wishlistItemId: null }
      : { ok: false, errorKey: grouped.errorKey };
  }
  const configurable = readConfigurableChoices(form);
  const bundle = readBundleChoices(form);
  if (!bundle.ok) return { ok: false, errorKey: bundle.errorKey };
  const missing = [...configurable.missing, ...bundle.missing];
  if (missing.length > 0) return { ok: false, errorKey: 'cart.choose_options', missingOptions: missing };
  const selected = [...form.entries()]
    .filter(([name]) => name === 'selected_options' || name.startsWith(CHOICE_OPTION_PREFIX))
    .flatMap(([, value]) => (typeof value === 'string' && value.trim() !== '' ? [value.trim()] : []))
    .concat(configurable.chosen, bundle.uids);
  const entered: { uid: string; value: string }[] = [];
  for (const [name, value] of form.entries()) {
    if (!name.startsWith(ENTERED_OPTION_PREFIX) || !name.endsWith(']') || typeof value !== 'string') continue;
    const uid = name.slice(ENTERED_OPTION_PREFIX.length, -1);
    if (uid && value.trim()) entered.push({ uid, value: value.trim() });
  }
  if (selected.length + entered.length > MAX_OPTIONS) return { ok: false, errorKey: 'error.default' };
  const item: CartItemInput = { sku, quantity };
  const parentSku = text(form, 'parent_sku');
  if (parentSku && parentSku !== sku) item.parent_sku = parentSku;
  if (selected.length > 0) item.selected_options = [...new Set(selected)];
  if (entered.length > 0) item.entered_options = entered;
  const wishlistItemId = text(form, 'wishlist_item_id');
  return { ok: true, item, wishlistItemId: /^\d+$/.test(wishlistItemId) ? wishlistItemId : null };
}

export type CartPageRequest =
  | { intent: 'update'; itemUid: string; quantity: number }
  | { intent: 'remove'; itemUid: string }
  | { intent: 'apply-coupon'; code: string }
  | { intent: 'remove-coupon' }
  | { intent: 'comment'; comment: string }
  | { intent: 'gift-options'; gift: GiftOptionsInput };

export type CartPageRequestError = {
  errorKey: string;
  field?: 'quantity' | 'coupon_code' | 'comment' | 'gift_message';
};

/** The gift options form: the message only when its text is given, the receipt when ticked. */
function readGiftOptions(form: FormData): { gift: GiftOptionsInput } | CartPageRequestError {
  const to = text(form, 'gift_to');
  const from = text(form, 'gift_from');
  const message = text(form, 'gift_message');
  if ([...to].length > MAX_GIFT_NAME_LENGTH || [...from].length > MAX_GIFT_NAME_LENGTH) {
    return { errorKey: 'cart.gift.too_long', field: 'gift_message' };
  }
  if ([...message].length > MAX_GIFT_MESSAGE_LENGTH)
    return { errorKey: 'cart.gift.too_long', field: 'gift_message' };
  if (message === '' && (to !== '' || from !== '')) {
    return { errorKey: 'cart.gift.message_required', field: 'gift_message' };
  }
  return {
    gift: {
      message: message === '' ? null : { to, from, message },
      receipt: form.get('gift_receipt') === '1',
    },
  };
}

export function readCartPageRequest(form: FormData): CartPageRequest | CartPageRequestError {
  const intent = text(form, 'intent');
  const itemUid = text(form, 'item_uid');
  switch (intent) {
    case 'update': {
      if (!itemUid) return { errorKey: 'error.default' };
      // The − and + buttons post the quantity they step to; the Update button the typed one.
      const quantity = parseQuantity(text(form, 'quantity_step') || text(form, 'quantity'));
      // 0 is allowed: Magento removes the line.
      if (!Number.isFinite(quantity)) return { errorKey: 'product.qty.not_a_number', field: 'quantity' };
      return { intent, itemUid, quantity };
    }
    case 'remove':
      return itemUid ? { intent, itemUid } : { errorKey: 'error.default' };
    case 'apply-coupon': {
      const code = text(form, 'coupon_code');
      if (!code) return { errorKey: 'validation.required', field: 'coupon_code' };
      if (code.length > 255) return { errorKey: 'checkout.coupons.error.add', field: 'coupon_code' };
      return { intent, code };
    }
    case 'remove-coupon':
      return { intent };
    case 'comment': {
      const comment = text(form, 'comment');
      if (comment.length > MAX_COMMENT_LENGTH) return { errorKey: 'cart.comment.too_long', field: 'comment' };
      return { intent, comment };
    }
    case 'gift-options': {
      const read = readGiftOptions(form);
      return 'gift' in read ? { intent, gift: read.gift } : read;
    }
    default:
      return { errorKey: 'error.default' };
  }
}

export function isCartPageRequest(value: CartPageRequest | CartPageRequestError): value is CartPageRequest {
  return 'intent' in value;
}
