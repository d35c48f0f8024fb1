// Bundle products in forms and on cart and order lines (issue 18). A bundle goes into the cart
// through Magento's `addProductsToCart` with one `selected_options` uid per chosen product: base64 of
// `bundle/<option id>/<selection id>/<quantity>` (Magento's own scheme, so it works on a real Magento
// too). The product page's form posts each choice as `bundle_option[<option id>]` (a token naming
// the selection, its quantity and whether the shopper may change it), the quantity typed for an
// option as `bundle_option_qty[<option id>]`, and each required option's title as
// `bundle_option_label[<option id>]`, so the add-to-cart action — with or without JavaScript —
// builds the uids and names the required options left open.
import { parseQuantity } from './quantity-rules';

export const BUNDLE_OPTION_PREFIX = 'bundle_option[';
export const BUNDLE_QUANTITY_PREFIX = 'bundle_option_qty[';
export const BUNDLE_LABEL_PREFIX = 'bundle_option_label[';

export const bundleOptionFieldName = (optionId: number) => `${BUNDLE_OPTION_PREFIX}${optionId}]`;
export const bundleQuantityFieldName = (optionId: number) => `${BUNDLE_QUANTITY_PREFIX}${optionId}]`;
export const bundleLabelFieldName = (optionId: number) => `${BUNDLE_LABEL_PREFIX}${optionId}]`;

/** A quantity as uids and lines write it: at most four decimals, no trailing zeros ("4", "1.5"). */
export function quantityText(quantity: number): string {
  return String(Number(quantity.toFixed(4)));
}

/** The `selected_options` uid of one chosen product of a bundle option, as Magento encodes it. */
export function bundleSelectionUid(optionId: number, selectionId: number, quantity: number): string {
  return btoa(`bundle/${optionId}/${selectionId}/${quantityText(quantity)}`);
}

/** What a choice's input posts: the selection, its default quantity, and whether it may change. */
export interface BundleChoiceToken {
  selectionId: number;
  quantity: number;
  canChangeQuantity: boolean;
}

export function bundleChoiceValue(token: BundleChoiceToken): string {
  return `${token.selectionId}/${quantityText(token.quantity)}/${token.canChangeQuantity ? 1 : 0}`;
}

export function parseBundleChoiceValue(value: string): BundleChoiceToken | null {
  const match = /^(\d{1,10})\/(\d{1,6}(?:\.\d{1,4})?)\/([01])$/.exec(value.trim());
  if (!match) return null;
  const quantity = Number(match[2]);
  if (!(quantity > 0)) return null;
  return { selectionId: Number(match[1]), quantity, canChangeQuantity: match[3] === '1' };
}

function bracketedId(name: string, prefix: string): number | null {
  if (!name.startsWith(prefix) || !name.endsWith(']')) return null;
  const id = name.slice(prefix.length, -1);
  return /^\d{1,10}$/.test(id) ? Number(id) : null;
}

export type BundleFormChoices =
  | { ok: true; uids: string[]; missing: string[] }
  | { ok: false; errorKey: 'validation.invalid_option' | 'product.qty.not_a_number' };

/**
 * The bundle choices a product page form posted: one uid per chosen product (with the quantity
 * typed for its option where the shopper may change it) and the titles of the required options
 * left without a choice. Empty values are "None" or "Choose …" and choose nothing.
 */
export function readBundleChoices(form: FormData): BundleFormChoices {
  const uids: string[] = [];
  const chosen = new Set<number>();
  for (const [name, value] of form.entries()) {
    const optionId = bracketedId(name, BUNDLE_OPTION_PREFIX);
    if (optionId === null || typeof value !== 'string' || value.trim() === '') continue;
    const token = parseBundleChoiceValue(value);
    if (!token) return { ok: false, errorKey: 'validation.invalid_option' };
    let quantity = token.quantity;
    const typed = form.get(bundleQuantityFieldName(optionId));
    if (token.canChangeQuantity && typeof typed === 'string' && typed.trim() !== '') {
      quantity = parseQuantity(typed);
      if (!Number.isFinite(quantity) || quantity <= 0)
        return { ok: false, errorKey: 'product.qty.not_a_number' };
    }
    chosen.add(optionId);
    uids.push(bundleSelectionUid(optionId, token.selectionId, quantity));
  }
  const missing: string[] = [];
  for (const [name, value] of form.entries()) {
    const optionId = bracketedId(name, BUNDLE_LABEL_PREFIX);
    if (optionId === null || chosen.has(optionId)) continue;
    missing.push(
      typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 100) : String(optionId),
    );
  }
  return { ok: true, uids: [...new Set(uids)], missing };
}

/** A bundle option as a cart or order line lists it: its label and the chosen products. */
export interface BundleLineOption {
  label: string | null | undefined;
  values:
    | readonly ({ label?: string | null; quantity?: number | null } | null | undefined)[]
    | null
    | undefined;
}

/** "Chairs" → "6 × Oslo dining chair, black" (several products of one option separated by "; "). */
export function bundleOptionLines(
  options: readonly (BundleLineOption | null | undefined)[] | null | undefined,
): { label: string; value: string }[] {
  return (options ?? []).flatMap((option) => {
    if (!option) return [];
    const value = (option.values ?? [])
      .flatMap((entry) =>
        entry?.label
          ? [`${quantityText(entry.quantity && entry.quantity > 0 ? entry.quantity : 1)} × ${entry.label}`]
          : [],
      )
      .join('; ');
    return value ? [{ label: option.label ?? '', value }] : [];
  });
}
