// A bundle's line in the cart (issue 18): the products chosen in the bundle's options, given as
// addBundleProductsToCart's `bundle_options` or as `selected_options` uids
// ("bundle/<option>/<selection>/<qty>", base64), checked against the bundle as Magento's bundle type
// checks them (its messages), then priced, weighed and checked against stock per chosen product.
import { Decimal } from 'decimal.js';
import type { BundleOptionInput } from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import { decodeUid } from '../catalog/category-service.ts';
import { bundleDefinition, isMultiChoice, selectionPrice } from '../catalog/product/bundle.ts';
import {
  type BundleDefinition,
  type BundleSelectionRow,
  productLoader,
  storeLabel,
} from '../catalog/product/loader.ts';
import { QTY_NOT_AVAILABLE, QTY_NOT_POSITIVE } from './qty-rules.ts';
import type { StockRow } from './store.ts';
import type { CartBundleChoice } from './tables.ts';

export const SPECIFY_OPTIONS = 'Please specify product option(s).';
export const SELECT_REQUIRED = 'Please select all required options.';
export const NOT_AVAILABLE_OPTIONS = 'The options you selected are not available.';

/** One chosen product: the option, the selection and how many of it one bundle holds. */
export interface BundleEntry {
  optionId: number;
  selectionId: number;
  qty: Decimal;
}

/** The bundle uids among `selected_options`, and the other uids (left for the custom options). */
export function splitBundleUids(uids: (string | null | undefined)[] | null | undefined): {
  entries: BundleEntry[];
  rest: string[];
  invalid: boolean;
} {
  const entries: BundleEntry[] = [];
  const rest: string[] = [];
  let invalid = false;
  for (const uid of uids ?? []) {
    if (!uid) continue;
    const text = decodeUid(uid);
    if (!text.startsWith('bundle/')) {
      rest.push(uid);
      continue;
    }
    const match = /^bundle\/(\d+)\/(\d+)\/(\d+(?:\.\d+)?)$/.exec(text);
    if (!match) invalid = true;
    else
      entries.push({
        optionId: Number(match[1]),
        selectionId: Number(match[2]),
        qty: new Decimal(match[3] as string),
      });
  }
  return { entries, rest, invalid };
}

/** addBundleProductsToCart's `bundle_options`: each value a selection id, all at the option's quantity. */
export function entriesOfInput(options: (BundleOptionInput | null)[]): BundleEntry[] | null {
  const entries: BundleEntry[] = [];
  for (const option of options) {
    if (!option) continue;
    for (const value of option.value) {
      const id = Number(value);
      if (!Number.isInteger(id) || id <= 0) return null;
      const qty = new Decimal(Number.isFinite(option.quantity) ? option.quantity : 0);
      entries.push({ optionId: option.id, selectionId: id, qty });
    }
  }
  return entries;
}

/**
 * The stored choice, or Magento's message for what is wrong: nothing chosen, a product the option
 * does not offer (or no longer sells), two products in a single-choice option, a required option
 * left empty, a quantity that is not positive. A quantity the option does not let the shopper
 * change is the option's own.
 */
export async function bundleChoice(
  ctx: RequestContext,
  bundleId: number,
  entries: BundleEntry[],
): Promise<CartBundleChoice | string> {
  const def = await bundleDefinition(ctx, bundleId);
  if (!def || entries.length === 0) return SPECIFY_OPTIONS;
  const choice: CartBundleChoice = {};
  for (const entry of entries) {
    const option = def.options.find((o) => o.option.id === entry.optionId);
    const selection = option?.selections.find((s) => s.id === entry.selectionId);
    if (!option || !selection) return NOT_AVAILABLE_OPTIONS;
    const chosen = choice[String(option.option.id)] ?? {};
    choice[String(option.option.id)] = chosen;
    if (chosen[String(selection.id)] !== undefined) return NOT_AVAILABLE_OPTIONS;
    if (!isMultiChoice(option.option) && Object.keys(chosen).length > 0) return NOT_AVAILABLE_OPTIONS;
    if (!entry.qty.isFinite() || entry.qty.lte(0)) return QTY_NOT_POSITIVE;
    const qty =
      selection.canChangeQty && !isMultiChoice(option.option) ? entry.qty : new Decimal(selection.qty);
    chosen[String(selection.id)] = qty.toFixed();
  }
  if (def.options.some((o) => o.option.isRequired && !choice[String(o.option.id)])) return SELECT_REQUIRED;
  return choice;
}

/** The chosen products of a stored choice, with their definitions (unknown ones are skipped). */
export function chosenSelections(
  def: BundleDefinition,
  choice: CartBundleChoice,
): { option: BundleDefinition['options'][number]['option']; selection: BundleSelectionRow; qty: Decimal }[] {
  return def.options.flatMap(({ option, selections }) =>
    selections.flatMap((selection) => {
      const qty = choice[String(option.id)]?.[String(selection.id)];
      return qty === undefined ? [] : [{ option, selection, qty: new Decimal(qty) }];
    }),
  );
}

/** Same choice: the same products at the same quantities (key order does not matter). */
export function sameChoice(a: CartBundleChoice, b: CartBundleChoice): boolean {
  const flat = (c: CartBundleChoice) =>
    Object.entries(c)
      .flatMap(([option, chosen]) =>
        Object.entries(chosen).map(([s, q]) => `${option}/${s}/${new Decimal(q).toFixed()}`),
      )
      .sort()
      .join(',');
  return flat(a) === flat(b);
}

export const isBundleLine = (line: { bundle?: CartBundleChoice | null }) =>
  Object.keys(line.bundle ?? {}).length > 0;

/**
 * One bundle's unit price in the base currency: the chosen products' prices times their quantities
 * (each product's own price for the line's quantity of it, in a dynamic bundle), plus the bundle's
 * own price when the bundle's price is fixed. `priceOf(id, qty)` is a product's final unit price.
 */
export async function bundleUnitPrice(
  ctx: RequestContext,
  line: { productId: number; qty: Decimal.Value; bundle: CartBundleChoice },
  priceOf: (productId: number, qty: Decimal) => Promise<Decimal>,
): Promise<Decimal> {
  const def = await bundleDefinition(ctx, line.productId);
  if (!def) return new Decimal(0);
  const lineQty = new Decimal(line.qty);
  let total = def.settings.dynamicPrice ? new Decimal(0) : await priceOf(line.productId, lineQty);
  for (const { selection, qty } of chosenSelections(def, line.bundle)) {
    total = total.plus((await chosenUnitPrice(ctx, def, selection, qty, lineQty, priceOf)).times(qty));
  }
  return total;
}

/**
 * One unit of a chosen product inside one bundle, base currency: in a dynamic bundle its own final
 * price for all the units the line takes of it (tiers apply), else its selection price.
 */
export async function chosenUnitPrice(
  ctx: RequestContext,
  def: BundleDefinition,
  selection: BundleSelectionRow,
  qty: Decimal,
  lineQty: Decimal,
  priceOf: (productId: number, qty: Decimal) => Promise<Decimal>,
): Promise<Decimal> {
  if (def.settings.dynamicPrice) return priceOf(selection.productId, lineQty.times(qty));
  const price = await selectionPrice(ctx, def, selection, async (id) => {
    const final = await priceOf(id, lineQty);
    return { regular: final, final };
  });
  return price.final;
}

/**
 * Why `qty` bundles of this choice cannot be sold, or null: each chosen product must be active, in
 * stock and have the line's quantity times its quantity per bundle on hand.
 */
export async function bundleStockProblem(
  ctx: RequestContext,
  line: { productId: number; bundle: CartBundleChoice },
  qty: Decimal,
  stockOf: (productIds: number[]) => Promise<Map<number, StockRow>>,
): Promise<{ message: string; code: 'NOT_SALABLE' | 'INSUFFICIENT_STOCK' } | null> {
  const def = await bundleDefinition(ctx, line.productId);
  if (!def) return { message: NOT_AVAILABLE_OPTIONS, code: 'NOT_SALABLE' };
  const chosen = chosenSelections(def, line.bundle);
  if (chosen.length === 0) return { message: NOT_AVAILABLE_OPTIONS, code: 'NOT_SALABLE' };
  const stock = await stockOf(chosen.map((c) => c.selection.productId));
  const needed = new Map<number, Decimal>();
  for (const { selection, qty: perBundle } of chosen) {
    needed.set(
      selection.productId,
      (needed.get(selection.productId) ?? new Decimal(0)).plus(perBundle.times(qty)),
    );
  }
  for (const [productId, need] of needed) {
    const row = stock.get(productId);
    if (!row?.isActive || !row.isInStock) return { message: NOT_AVAILABLE_OPTIONS, code: 'NOT_SALABLE' };
    if (need.gt(row.stockQty)) {
      return { message: `${QTY_NOT_AVAILABLE} for "${row.sku}"`, code: 'INSUFFICIENT_STOCK' };
    }
  }
  return null;
}

/** A bundle's weight per unit: the bundle's own (fixed weight) or its chosen products' (dynamic). */
export async function bundleWeight(
  ctx: RequestContext,
  line: { productId: number; bundle: CartBundleChoice },
  weightOf: (productId: number) => Decimal.Value | null | undefined,
): Promise<Decimal> {
  const def = await bundleDefinition(ctx, line.productId);
  if (!def?.settings.dynamicWeight) return new Decimal(weightOf(line.productId) ?? 0);
  return chosenSelections(def, line.bundle).reduce(
    (sum, { selection, qty }) => sum.plus(new Decimal(weightOf(selection.productId) ?? 0).times(qty)),
    new Decimal(0),
  );
}

/** A chosen option as a line shows it and an order keeps it: labels, products and unit prices. */
export interface DescribedOption {
  optionId: number;
  label: string;
  type: string;
  values: {
    selectionId: number;
    productId: number;
    sku: string;
    name: string;
    /** Per bundle. */
    qty: Decimal;
    /** One unit inside one bundle, base currency. */
    unitPrice: Decimal;
  }[];
}

/** The line's chosen options in the bundle's order, each with its chosen products. */
export async function describeChoice(
  ctx: RequestContext,
  line: { productId: number; qty: Decimal.Value; bundle: CartBundleChoice },
  priceOf: (productId: number, qty: Decimal) => Promise<Decimal>,
): Promise<DescribedOption[]> {
  const def = await bundleDefinition(ctx, line.productId);
  if (!def) return [];
  const chosen = chosenSelections(def, line.bundle);
  const records = productLoader(ctx).records;
  const lineQty = new Decimal(line.qty);
  const options = def.options.filter(({ option }) => chosen.some((c) => c.option.id === option.id));
  return Promise.all(
    options.map(async ({ option }) => ({
      optionId: option.id,
      label: storeLabel(option.titles, ctx.store.id) ?? '',
      type: option.type,
      values: await Promise.all(
        chosen
          .filter((c) => c.option.id === option.id)
          .map(async ({ selection, qty }) => {
            const record = await records.load(selection.productId);
            return {
              selectionId: selection.id,
              productId: selection.productId,
              sku: record?.sku ?? '',
              name: record?.name ?? record?.sku ?? '',
              qty,
              unitPrice: await chosenUnitPrice(ctx, def, selection, qty, lineQty, priceOf),
            };
          }),
      ),
    })),
  );
}

/** The products a line's choice takes (for reading their stock and weight). */
export async function choiceProductIds(
  ctx: RequestContext,
  line: { productId: number; bundle: CartBundleChoice },
): Promise<number[]> {
  const def = await bundleDefinition(ctx, line.productId);
  return def ? chosenSelections(def, line.bundle).map((c) => c.selection.productId) : [];
}
