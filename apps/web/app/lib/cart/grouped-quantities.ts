// A grouped product's member quantities in forms (issue 18): the product page posts each member's
// quantity as `grouped_qty[<member sku>]` (0 leaves it out); the add-to-cart action adds every member
// with a quantity above 0 as its own line in one `addProductsToCart`. A member's quantity is 0 or a
// quantity its own rules (min_sale_qty, qty_increments) allow.
import {
  initialQuantity,
  parseQuantity,
  type QuantityRules,
  stepQuantity,
  validateQuantity,
} from './quantity-rules';

export const GROUPED_QUANTITY_PREFIX = 'grouped_qty[';
export const groupedQuantityFieldName = (sku: string) => `${GROUPED_QUANTITY_PREFIX}${sku}]`;

/** What a member's quantity may be: 0 (left out) or a quantity its own rules allow. */
export function validateMemberQuantity(rules: QuantityRules, input: string) {
  const text = input.trim();
  if (text === '' || parseQuantity(text) === 0) return null;
  return validateQuantity(rules, text);
}

/** − and + on a member: up from 0 to the smallest allowed quantity, down from it to 0. */
export function stepMemberQuantity(rules: QuantityRules, current: number, direction: 1 | -1): number {
  const floor = initialQuantity(rules);
  const quantity = Number.isFinite(current) ? current : 0;
  if (direction === 1) return quantity < floor ? floor : stepQuantity(rules, quantity, 1);
  return quantity <= floor ? 0 : stepQuantity(rules, quantity, -1);
}

/** The member quantities a form posted, or what is wrong with them. */
export type GroupedFormItems =
  | { ok: true; items: { sku: string; quantity: number }[] }
  | { ok: false; errorKey: 'product.qty.not_a_number' | 'product.grouped.nothing_chosen' };

export function hasGroupedQuantities(form: FormData): boolean {
  return [...form.keys()].some((name) => name.startsWith(GROUPED_QUANTITY_PREFIX));
}

export function readGroupedQuantities(form: FormData, maxItems = 50): GroupedFormItems {
  const items: { sku: string; quantity: number }[] = [];
  for (const [name, value] of form.entries()) {
    if (!name.startsWith(GROUPED_QUANTITY_PREFIX) || !name.endsWith(']') || typeof value !== 'string')
      continue;
    const sku = name.slice(GROUPED_QUANTITY_PREFIX.length, -1);
    if (!sku || sku.length > 64) continue;
    const text = value.trim();
    if (text === '') continue;
    const quantity = parseQuantity(text);
    if (!Number.isFinite(quantity)) return { ok: false, errorKey: 'product.qty.not_a_number' };
    if (quantity > 0 && !items.some((item) => item.sku === sku)) items.push({ sku, quantity });
  }
  if (items.length === 0) return { ok: false, errorKey: 'product.grouped.nothing_chosen' };
  if (items.length > maxItems) return { ok: false, errorKey: 'product.qty.not_a_number' };
  return { ok: true, items };
}
