import { parseQuantity } from '~/lib/cart/quantity-rules';
import type { FieldError, FieldErrors } from '~/lib/form-messages';
import { formText, isEmail, REQUIRED, requiredText } from '~/lib/forms/form-errors';
import type {
  EstimatePriceProductInput,
  EstimateProductUpdateInput,
  EstimateStatus,
} from '~/lib/graphql/generated';
import { estimateIdOf } from './estimate-paths';
import { isEstimateStatus } from './estimate-status';

/** Notes, descriptions and the delivery description: a few paragraphs at most. */
export const MAX_LONG_TEXT = 2000;
/** More lines than an estimate page shows are not a real form. */
const MAX_LINES = 300;
/** Amounts as the API stores them: numeric(20,4); a price is typed with at most 4 decimals. */
const AMOUNT = /^\d{1,12}([.,]\d{1,4})?$/;

const TOO_LONG_LONG: FieldError = { key: 'customer.validation.too_long', values: { count: MAX_LONG_TEXT } };
const PRICE_ERROR: FieldError = { key: 'estimate.validation.price' };
const COST_ERROR: FieldError = { key: 'estimate.validation.delivery_cost' };

function longText(value: string): FieldError | undefined {
  return value.length > MAX_LONG_TEXT ? TOO_LONG_LONG : undefined;
}

/** An amount typed with a dot or a comma; NaN when it is not one. */
export function parseAmount(input: string): number {
  const text = input.trim();
  return AMOUNT.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
}

function bracketId(name: string, prefix: string): number | null {
  if (!name.startsWith(prefix) || !name.endsWith(']')) return null;
  return estimateIdOf(name.slice(prefix.length, -1));
}

export type RequestError = { errorKey: string; values?: Record<string, string | number> };

const refusal = (error: FieldError): RequestError => ({ errorKey: error.key, values: error.values });

// --- Save the cart as an estimate (the cart page) -------------------------------------------------

export interface SaveAsEstimateValues {
  name: string;
  projectId: string;
}
export type SaveAsEstimateErrors = FieldErrors<'name' | 'project'>;

export type SaveAsEstimateResult =
  | { ok: true; name: string; projectId: number | null }
  | { ok: false; values: SaveAsEstimateValues; errors: SaveAsEstimateErrors };

export const SAVE_AS_ESTIMATE_INTENT = 'save-as-estimate';

export function readSaveAsEstimate(form: FormData): SaveAsEstimateResult {
  const values = { name: formText(form, 'estimate_name'), projectId: formText(form, 'project_id') };
  const errors: SaveAsEstimateErrors = {};
  const nameError = requiredText(values.name);
  if (nameError) errors.name = nameError;
  const projectId = values.projectId ? estimateIdOf(values.projectId) : null;
  if (values.projectId && projectId === null) errors.project = { key: 'validation.invalid_option' };
  if (Object.keys(errors).length > 0) return { ok: false, values, errors };
  return { ok: true, name: values.name, projectId };
}

// --- Items: quantities, descriptions, the items' note, remove --------------------------------------

export const ITEM_QTY_PREFIX = 'qty[';
export const ITEM_DESCRIPTION_PREFIX = 'description[';

export type ItemsRequest =
  | { intent: 'update-items'; items: EstimateProductUpdateInput[]; note: string | null }
  | { intent: 'remove-item'; itemId: number };

/**
 * The items form: every item's `qty[<id>]` and `description[<id>]` and the `items_note` (Save), or
 * one item's removal (`intent=remove-item`, `item_id`). A quantity must be a positive number.
 */
export function readItemsRequest(form: FormData): ItemsRequest | RequestError {
  const intent = formText(form, 'intent');
  if (intent === 'remove-item') {
    const itemId = estimateIdOf(formText(form, 'item_id'));
    return itemId ? { intent, itemId } : { errorKey: 'error.default' };
  }
  if (intent !== 'update-items') return { errorKey: 'error.default' };
  const byId = new Map<number, EstimateProductUpdateInput>();
  const item = (id: number) => {
    const found = byId.get(id) ?? { estimate_product_id: id };
    byId.set(id, found);
    return found;
  };
  for (const [name, raw] of form.entries()) {
    if (typeof raw !== 'string') continue;
    const qtyId = bracketId(name, ITEM_QTY_PREFIX);
    if (qtyId) {
      const quantity = parseQuantity(raw);
      if (!(quantity > 0)) return { errorKey: 'product.qty.not_a_number' };
      item(qtyId).qty = quantity;
      continue;
    }
    const descriptionId = bracketId(name, ITEM_DESCRIPTION_PREFIX);
    if (descriptionId) {
      const description = raw.trim();
      const error = longText(description);
      if (error) return refusal(error);
      item(descriptionId).description = description;
    }
  }
  if (byId.size > MAX_LINES) return { errorKey: 'error.default' };
  const rawNote = form.get('items_note');
  const note = typeof rawNote === 'string' ? rawNote.trim() : null;
  if (note !== null && longText(note)) return refusal(TOO_LONG_LONG);
  if (byId.size === 0 && note === null) return { errorKey: 'error.default' };
  return { intent, items: [...byId.values()], note };
}

// --- Custom prices: the manager's, or the partner's in discount_partner -----------------------------

export const PRICE_PREFIX = 'price[';
export type PriceSide = 'manager' | 'partner';

export type PricesRequest =
  | { intent: 'prices'; side: PriceSide; single: false; prices: EstimatePriceProductInput[] }
  | { intent: 'prices'; side: PriceSide; single: true; itemId: number; price: number | null };

export type PricesRequestError = { errorKey: string; itemErrors: Record<number, FieldError> };

/**
 * The prices form: each item's `price[<id>]` (base currency; empty clears the custom price) and
 * `side`. "Save prices" sends them all; an item's own button (`price_item=<id>`) only that item.
 */
export function readPricesRequest(form: FormData): PricesRequest | PricesRequestError {
  const side = formText(form, 'side');
  if (formText(form, 'intent') !== 'prices' || (side !== 'manager' && side !== 'partner')) {
    return { errorKey: 'error.default', itemErrors: {} };
  }
  const prices: EstimatePriceProductInput[] = [];
  const itemErrors: Record<number, FieldError> = {};
  for (const [name, raw] of form.entries()) {
    if (typeof raw !== 'string') continue;
    const id = bracketId(name, PRICE_PREFIX);
    if (!id) continue;
    if (raw.trim() === '') {
      prices.push({ estimate_product_id: id, custom_price: null });
      continue;
    }
    const price = parseAmount(raw);
    if (price > 0) prices.push({ estimate_product_id: id, custom_price: price });
    else itemErrors[id] = PRICE_ERROR;
  }
  if (prices.length + Object.keys(itemErrors).length > MAX_LINES)
    return { errorKey: 'error.default', itemErrors: {} };
  const single = formText(form, 'price_item');
  if (single) {
    const itemId = estimateIdOf(single);
    const chosen = prices.find((entry) => entry.estimate_product_id === itemId);
    if (itemId && itemErrors[itemId])
      return { errorKey: PRICE_ERROR.key, itemErrors: { [itemId]: PRICE_ERROR } };
    if (!itemId || !chosen) return { errorKey: 'error.default', itemErrors: {} };
    return { intent: 'prices', side, single: true, itemId, price: chosen.custom_price ?? null };
  }
  if (Object.keys(itemErrors).length > 0) return { errorKey: PRICE_ERROR.key, itemErrors };
  if (prices.length === 0) return { errorKey: 'error.default', itemErrors: {} };
  return { intent: 'prices', side, single: false, prices };
}

// --- A status change ---------------------------------------------------------------------------

export type StatusChangeResult =
  | { ok: true; status: EstimateStatus; note: string | null }
  | { ok: false; note: string; error: FieldError };

/**
 * A status button posts `status` and the shared `note`; `note_required` names the targets that
 * need a note (a manager skipping the partner's step), so the form says so before the API does.
 */
export function readStatusChange(form: FormData): StatusChangeResult {
  const status = formText(form, 'status');
  const note = formText(form, 'note');
  if (!isEstimateStatus(status) || status === 'on_cart')
    return { ok: false, note, error: { key: 'error.default' } };
  const tooLong = longText(note);
  if (tooLong) return { ok: false, note, error: tooLong };
  const needNote = form.getAll('note_required').filter((value): value is string => typeof value === 'string');
  if (!note && needNote.includes(status)) {
    return { ok: false, note, error: { key: 'estimate.status.note_required' } };
  }
  return { ok: true, status, note: note || null };
}

// --- Name, delivery information, invite ------------------------------------------------------

export type NameResult = { ok: true; name: string } | { ok: false; name: string; error: FieldError };

export function readEstimateName(form: FormData): NameResult {
  const name = formText(form, 'name');
  const error = requiredText(name);
  return error ? { ok: false, name, error } : { ok: true, name };
}

export interface DeliveryValues {
  description: string;
  cost: string;
}
export type DeliveryResult =
  | { ok: true; description: string; cost: number | null }
  | { ok: false; values: DeliveryValues; errors: FieldErrors<'description' | 'cost'> };

/** The delivery information: a description and a cost in the base currency (≥ 0; empty clears it). */
export function readDeliveryInfo(form: FormData): DeliveryResult {
  const values = {
    description: formText(form, 'delivery_description'),
    cost: formText(form, 'delivery_cost'),
  };
  const errors: FieldErrors<'description' | 'cost'> = {};
  const tooLong = longText(values.description);
  if (tooLong) errors.description = tooLong;
  const cost = values.cost === '' ? null : parseAmount(values.cost);
  if (cost !== null && !(cost >= 0)) errors.cost = COST_ERROR;
  if (Object.keys(errors).length > 0) return { ok: false, values, errors };
  return { ok: true, description: values.description, cost };
}

export type InviteResult = { ok: true; email: string } | { ok: false; email: string; error: FieldError };

export function readInvite(form: FormData): InviteResult {
  const email = formText(form, 'email');
  if (!email) return { ok: false, email, error: REQUIRED };
  if (!isEmail(email)) return { ok: false, email, error: { key: 'customer.validation.email' } };
  return { ok: true, email };
}

// --- The delivery address ----------------------------------------------------------------------

// The shared reader and rules of a delivery address without region (lib/address/delivery-address.ts).
export {
  checkDeliveryAddress as checkEstimateAddress,
  type DeliveryAddressResult as AddressResult,
  readDeliveryAddress as readAddressValues,
} from '~/lib/address/delivery-address';
