// How many units a shopper may buy (Magento's stock item rules): at least `min_sale_qty`, and only
// in multiples of `qty_increments`. Quantities are floats in the cart (spec §5), so the arithmetic
// runs on integers of 1/10,000 units to keep 0.1 + 0.2 from failing a multiple check.

const SCALE = 10_000;

export interface QuantityRules {
  min: number;
  step: number;
}

export type QuantityError =
  | { key: 'validation.required' }
  | { key: 'product.qty.not_a_number' }
  | { key: 'product.qty.min'; min: number }
  | { key: 'product.qty.increments'; step: number };

function toUnits(value: number): number {
  return Math.round(value * SCALE);
}

function fromUnits(units: number): number {
  return units / SCALE;
}

/** The rules of a product; missing, zero or negative values mean Magento's default of 1. */
export function quantityRules(minSaleQty?: number | null, qtyIncrements?: number | null): QuantityRules {
  const step = qtyIncrements && qtyIncrements > 0 ? qtyIncrements : 1;
  const min = minSaleQty && minSaleQty > 0 ? minSaleQty : step;
  return { min, step };
}

/** The smallest quantity that satisfies both rules: the first multiple of the step at or above min. */
export function initialQuantity({ min, step }: QuantityRules): number {
  const stepUnits = toUnits(step);
  return fromUnits(Math.ceil(toUnits(min) / stepUnits) * stepUnits);
}

/** The next allowed quantity up or down from `current` (never below the initial quantity). */
export function stepQuantity(rules: QuantityRules, current: number, direction: 1 | -1): number {
  const stepUnits = toUnits(rules.step);
  const floor = toUnits(initialQuantity(rules));
  const currentUnits = Number.isFinite(current) ? toUnits(current) : floor;
  // From a quantity between multiples, the first step lands on the neighbouring multiple.
  const aligned =
    direction === 1
      ? Math.floor(currentUnits / stepUnits) * stepUnits + stepUnits
      : Math.ceil(currentUnits / stepUnits) * stepUnits - stepUnits;
  return fromUnits(Math.max(floor, aligned));
}

/** Parses what the shopper typed ("2", "2.5", "2,5"); NaN when it is not a number. */
export function parseQuantity(input: string): number {
  const text = input.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(text)) return Number.NaN;
  return Number(text);
}

/** The first rule the quantity breaks, or null when it may be bought. */
export function validateQuantity(rules: QuantityRules, input: string): QuantityError | null {
  if (input.trim() === '') return { key: 'validation.required' };
  const quantity = parseQuantity(input);
  if (!Number.isFinite(quantity) || quantity <= 0) return { key: 'product.qty.not_a_number' };
  if (toUnits(quantity) < toUnits(rules.min)) return { key: 'product.qty.min', min: rules.min };
  if (toUnits(quantity) % toUnits(rules.step) !== 0)
    return { key: 'product.qty.increments', step: rules.step };
  return null;
}
