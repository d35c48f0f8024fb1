import { parseQuantity } from '~/lib/cart/quantity-rules';
import type { FieldError, FieldErrors } from '~/lib/form-messages';
import { compactErrors, formText, isEmail, REQUIRED, requiredText } from '~/lib/forms/form-errors';
import type { ProjectProductInput } from '~/lib/graphql/generated';

/** A project's description and a line's note or comment: a few paragraphs at most. */
export const MAX_LONG_TEXT = 2000;
const MAX_SKU_LENGTH = 64;
const MAX_OPTIONS = 50;
const MAX_LINES = 300;

const TOO_LONG_LONG: FieldError = { key: 'customer.validation.too_long', values: { count: MAX_LONG_TEXT } };

function longText(value: string): FieldError | undefined {
  return value.length > MAX_LONG_TEXT ? TOO_LONG_LONG : undefined;
}

function requiredLongText(value: string): FieldError | undefined {
  return value ? longText(value) : REQUIRED;
}

function positiveId(value: string): number | null {
  if (!/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

// --- Create a project; rename it and change its description --------------------------------------

export interface ProjectDetailsValues {
  name: string;
  description: string;
}
export type ProjectDetailsErrors = FieldErrors<keyof ProjectDetailsValues>;

export type ProjectDetailsResult =
  | { ok: true; values: ProjectDetailsValues }
  | { ok: false; values: ProjectDetailsValues; errors: ProjectDetailsErrors };

export function readProjectDetails(form: FormData): ProjectDetailsResult {
  const values = { name: formText(form, 'name'), description: formText(form, 'description') };
  const errors = compactErrors<keyof ProjectDetailsValues>({
    name: requiredText(values.name),
    description: longText(values.description),
  });
  return Object.keys(errors).length > 0 ? { ok: false, values, errors } : { ok: true, values };
}

// --- The delivery address -----------------------------------------------------------------------

// A project's delivery address: the shared reader and rules (lib/address/delivery-address.ts).
export {
  checkDeliveryAddress as checkProjectAddress,
  type DeliveryAddressResult as ProjectAddressResult,
  type DeliveryAddressValues as ProjectAddressValues,
  readDeliveryAddress as readProjectAddressValues,
} from '~/lib/address/delivery-address';

// --- Invite someone -------------------------------------------------------------------------------

export type InviteResult = { ok: true; email: string } | { ok: false; email: string; error: FieldError };

export function readInvite(form: FormData): InviteResult {
  const email = formText(form, 'email');
  if (!email) return { ok: false, email, error: REQUIRED };
  if (!isEmail(email)) return { ok: false, email, error: { key: 'customer.validation.email' } };
  return { ok: true, email };
}

// --- The products tab -----------------------------------------------------------------------------

export const LINE_QTY_PREFIX = 'qty[';
export const LINE_NOTE_PREFIX = 'note[';

export type ProductsRequest =
  | {
      intent: 'update';
      lines: { project_product_id: number; qty?: number; note?: string }[];
      note: string | null;
    }
  | { intent: 'remove'; lineId: number }
  | { intent: 'comment'; lineId: number; comment: string }
  | { intent: 'add-to-cart' };

export type ProductsRequestError = { errorKey: string; values?: Record<string, string | number> };

function bracketId(name: string, prefix: string): number | null {
  if (!name.startsWith(prefix) || !name.endsWith(']')) return null;
  return positiveId(name.slice(prefix.length, -1));
}

/**
 * The products tab's forms. `update` posts every line's `qty[<id>]` and `note[<id>]` and the
 * project's `products_note` (the Save button), or one line's stepped quantity: `qty_step` names the
 * line and its new quantity as `<id>:<qty>` (the − and + buttons).
 */
export function readProductsRequest(form: FormData): ProductsRequest | ProductsRequestError {
  const intent = formText(form, 'intent');
  if (intent === 'remove' || intent === 'comment') {
    const lineId = positiveId(formText(form, 'line_id'));
    if (!lineId) return { errorKey: 'error.default' };
    if (intent === 'remove') return { intent, lineId };
    const comment = formText(form, 'comment');
    const error = requiredLongText(comment);
    if (error) return { errorKey: error.key, values: error.values };
    return { intent, lineId, comment };
  }
  if (intent === 'add-to-cart') return { intent };
  if (intent !== 'update') return { errorKey: 'error.default' };

  const step = formText(form, 'qty_step');
  if (step) {
    const [id, qty] = step.split(':');
    const lineId = positiveId(id ?? '');
    const quantity = parseQuantity(qty ?? '');
    if (!lineId || !(quantity > 0)) return { errorKey: 'product.qty.not_a_number' };
    return { intent, lines: [{ project_product_id: lineId, qty: quantity }], note: null };
  }

  const byId = new Map<number, { project_product_id: number; qty?: number; note?: string }>();
  const line = (id: number) => {
    const found = byId.get(id) ?? { project_product_id: id };
    byId.set(id, found);
    return found;
  };
  for (const [name, raw] of form.entries()) {
    if (typeof raw !== 'string') continue;
    const qtyId = bracketId(name, LINE_QTY_PREFIX);
    if (qtyId) {
      const quantity = parseQuantity(raw);
      if (!(quantity > 0)) return { errorKey: 'product.qty.not_a_number' };
      line(qtyId).qty = quantity;
      continue;
    }
    const noteId = bracketId(name, LINE_NOTE_PREFIX);
    if (noteId) {
      const note = raw.trim();
      const error = longText(note);
      if (error) return { errorKey: error.key, values: error.values };
      line(noteId).note = note;
    }
  }
  if (byId.size > MAX_LINES) return { errorKey: 'error.default' };
  const rawNote = form.get('products_note');
  const note = typeof rawNote === 'string' ? rawNote.trim() : null;
  if (note !== null && longText(note)) return { errorKey: TOO_LONG_LONG.key, values: TOO_LONG_LONG.values };
  if (byId.size === 0 && note === null) return { errorKey: 'error.default' };
  return { intent, lines: [...byId.values()], note };
}

// --- Add a product to a project (drawer and page) ------------------------------------------------

/** The product the add-to-project form carries, as the product page's form names it. */
export interface AddToProjectProduct {
  sku: string;
  parentSku: string | null;
  selectedOptions: string[];
  name: string;
  quantity: number;
  /** A configurable without a chosen variant (a listing card): the line keeps its options open. */
  configurable?: boolean;
}

export const NEW_PROJECT = 'new';

export type AddToProjectRequest =
  | {
      ok: true;
      product: AddToProjectProduct;
      target: { projectId: number } | { newProjectName: string };
    }
  | {
      ok: false;
      product: AddToProjectProduct | null;
      errors: FieldErrors<'project' | 'new_project_name' | 'quantity' | 'product'>;
    };

/** The product of an add-to-project form or link (sku, parent_sku, selected_option[…], quantity). */
export function readAddToProjectProduct(form: FormData | URLSearchParams): AddToProjectProduct | null {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const sku = text('sku');
  if (!sku || sku.length > MAX_SKU_LENGTH) return null;
  const selected = [...form.entries()]
    .filter(([name]) => name === 'selected_options' || name.startsWith('selected_option['))
    .flatMap(([, value]) => (typeof value === 'string' && value.trim() !== '' ? [value.trim()] : []));
  if (selected.length > MAX_OPTIONS) return null;
  const parentSku = text('parent_sku');
  const quantity = parseQuantity(text('quantity') || '1');
  return {
    sku,
    parentSku: parentSku && parentSku !== sku ? parentSku.slice(0, MAX_SKU_LENGTH) : null,
    selectedOptions: [...new Set(selected)],
    name: text('product_name').slice(0, 255),
    quantity: quantity > 0 ? quantity : Number.NaN,
    ...(text('product_type') === 'configurable' ? { configurable: true } : {}),
  };
}

export function readAddToProject(form: FormData): AddToProjectRequest {
  const product = readAddToProjectProduct(form);
  if (!product)
    return { ok: false, product, errors: { product: { key: 'error.something_went_wrong_try_again_later' } } };
  const chosen = formText(form, 'project_id');
  const errors: FieldErrors<'project' | 'new_project_name' | 'quantity' | 'product'> = {};
  if (!Number.isFinite(product.quantity)) errors.quantity = { key: 'product.qty.not_a_number' };
  let target: { projectId: number } | { newProjectName: string } | null = null;
  if (chosen === NEW_PROJECT) {
    const name = formText(form, 'new_project_name');
    const error = requiredText(name);
    if (error) errors.new_project_name = error;
    else target = { newProjectName: name };
  } else {
    const projectId = positiveId(chosen);
    if (projectId) target = { projectId };
    else errors.project = { key: 'project.add.choose_project' };
  }
  if (!target || Object.keys(errors).length > 0) return { ok: false, product, errors };
  return { ok: true, product, target };
}

/**
 * The API input of the product: a configurable with its chosen options (the product page's form:
 * the configurable's own SKU and `selected_option[…]`) or a variant with its `parent_sku` (the
 * wishlist) goes to addConfigurableProductsToProject with `parent_sku` set; anything else to
 * addSimpleProductToProject by its SKU.
 */
export function projectProductInput(product: AddToProjectProduct): {
  configurable: boolean;
  input: ProjectProductInput;
} {
  const chosen = Boolean(product.parentSku) || product.selectedOptions.length > 0;
  const configurable = chosen || Boolean(product.configurable);
  const input: ProjectProductInput = { sku: product.sku, quantity: product.quantity };
  if (chosen) input.parent_sku = product.parentSku ?? product.sku;
  if (product.selectedOptions.length > 0) input.selected_options = product.selectedOptions;
  return { configurable, input };
}

/** The fields the product's add-to-project form or link carries. */
export function addToProjectQuery(product: AddToProjectProduct): URLSearchParams {
  const query = new URLSearchParams({ sku: product.sku });
  if (product.parentSku) query.set('parent_sku', product.parentSku);
  for (const option of product.selectedOptions) query.append('selected_options', option);
  query.set('quantity', String(product.quantity));
  if (product.name) query.set('product_name', product.name);
  if (product.configurable) query.set('product_type', 'configurable');
  return query;
}
