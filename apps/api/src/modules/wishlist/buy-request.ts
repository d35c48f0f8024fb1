// Turns one WishlistItemInput into what a wish list item stores: the product added (a configurable
// parent for configurables), the variant its options chose (if any) and the custom options, or a
// user error in Magento's words. Like Magento's wish list ("lite" mode), required options may be
// left open; what is given must be valid. The cart (cart/cart-line.ts) reads options with the same
// parsing, then adds its own rules (required options, a chosen variant).
import { Decimal } from 'decimal.js';
import type { Db } from '../../db/client.ts';
import type { WishListUserInputErrorType, WishlistItemInput } from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import { decodeUid } from '../catalog/category-service.ts';
import { productLoader } from '../catalog/product/loader.ts';
import {
  configurableData,
  findProductById,
  findProductsBySku,
  isListed,
  type ProductLookup,
  productRecord,
} from '../catalog/product/service.ts';
import type { WishlistItemOptions } from './tables.ts';

export class ItemProblem {
  readonly code: WishListUserInputErrorType;
  readonly message: string;
  constructor(message: string, code: WishListUserInputErrorType = 'UNDEFINED') {
    this.message = message;
    this.code = code;
  }
}

/** A problem worded in full for where the item was going ("Could not add … to the <noun>: …"). */
export class UnheldProduct extends ItemProblem {}

/**
 * Why a wish list, a project or an estimate (the `noun`) cannot hold a product of this type, or
 * null: their items are one product (a configurable's variant) with custom options, which a grouped
 * product (several products) or a bundle (a choice per option) is not.
 */
export function unheldTypeReason(typeId: string, noun: string): string | null {
  if (typeId === 'grouped') return 'it is a grouped product; add its products one by one.';
  if (typeId === 'bundle') return `it is a bundle product, which ${noun}s do not hold yet.`;
  return null;
}

export interface Candidate {
  productId: number;
  childProductId: number | null;
  qty: Decimal;
  options: WishlistItemOptions;
}

/** The most one wish list item may hold (quantities are summed when the same item is added again). */
export const MAX_ITEM_QTY = 10_000;
const MAX_TEXT_OPTION = 1_000;

export const OPTIONS_UNAVAILABLE = 'Some of the selected item options are not currently available.';

export const notFound = (sku: string) =>
  new ItemProblem(`Could not find a product with SKU "${sku}"`, 'PRODUCT_NOT_FOUND');

export function checkQty(qty: Decimal.Value): ItemProblem | null {
  const value = new Decimal(qty);
  if (value.isZero()) return new ItemProblem('The quantity of a wish list item cannot be 0');
  if (!value.isFinite() || value.isNegative()) {
    return new ItemProblem('The quantity of a wish list item must be greater than 0');
  }
  if (value.gt(MAX_ITEM_QTY)) {
    return new ItemProblem(`The quantity of a wish list item cannot be more than ${MAX_ITEM_QTY}`);
  }
  return null;
}

export interface ParsedOptions {
  /** attribute id → option id (configurable). */
  super: Map<number, number>;
  /** custom option id → value ids chosen. */
  chosen: Map<number, Set<number>>;
  /** custom option id → text entered. */
  entered: Map<number, string>;
}

export function parseOptions(
  input: Pick<WishlistItemInput, 'selected_options' | 'entered_options'>,
): ParsedOptions | ItemProblem {
  const parsed: ParsedOptions = { super: new Map(), chosen: new Map(), entered: new Map() };
  const choose = (option: number, value: number) => {
    const set = parsed.chosen.get(option) ?? new Set<number>();
    set.add(value);
    parsed.chosen.set(option, set);
  };
  for (const uid of input.selected_options ?? []) {
    if (!uid) continue;
    const text = decodeUid(uid);
    const configurable = /^configurable\/(\d+)\/(\d+)$/.exec(text);
    const custom = /^custom-option\/(\d+)\/(\d+)$/.exec(text);
    if (configurable) parsed.super.set(Number(configurable[1]), Number(configurable[2]));
    else if (custom) choose(Number(custom[1]), Number(custom[2]));
    else return new ItemProblem(OPTIONS_UNAVAILABLE);
  }
  for (const entry of input.entered_options ?? []) {
    if (!entry) continue;
    const match = /^custom-option\/(\d+)$/.exec(decodeUid(entry.uid));
    if (!match) return new ItemProblem(OPTIONS_UNAVAILABLE);
    parsed.entered.set(Number(match[1]), entry.value);
  }
  return parsed;
}

const SELECT_TYPES = new Set(['drop_down', 'radio', 'checkbox', 'multiple']);
const SINGLE_TYPES = new Set(['drop_down', 'radio']);

/** The custom options as stored: option id → "valueId", "id,id" (sorted) or the text entered. */
export async function customOptions(
  ctx: RequestContext,
  productId: number,
  parsed: ParsedOptions,
): Promise<WishlistItemOptions | ItemProblem> {
  const options = await productLoader(ctx).options.load(productId);
  const out: WishlistItemOptions = {};
  const chosen = new Map(parsed.chosen);
  for (const [optionId, text] of parsed.entered) {
    const found = options.find((o) => o.option.id === optionId);
    if (!found) return new ItemProblem(OPTIONS_UNAVAILABLE);
    if (SELECT_TYPES.has(found.option.type)) {
      // Magento also takes a choice entered as value ids ("12" or "12,13").
      const ids = text.split(',').map((v) => v.trim());
      if (ids.some((v) => !/^\d+$/.test(v))) return new ItemProblem(OPTIONS_UNAVAILABLE);
      chosen.set(optionId, new Set([...(chosen.get(optionId) ?? []), ...ids.map(Number)]));
      continue;
    }
    const value = text.trim();
    if (value === '') continue;
    const max =
      found.option.maxCharacters && found.option.maxCharacters > 0
        ? found.option.maxCharacters
        : MAX_TEXT_OPTION;
    if ([...value].length > Math.min(max, MAX_TEXT_OPTION)) {
      return new ItemProblem('The text is too long. Shorten the text and try again.');
    }
    out[String(optionId)] = value;
  }
  for (const [optionId, values] of chosen) {
    const found = options.find((o) => o.option.id === optionId);
    if (!found || !SELECT_TYPES.has(found.option.type)) return new ItemProblem(OPTIONS_UNAVAILABLE);
    if (SINGLE_TYPES.has(found.option.type) && values.size > 1) return new ItemProblem(OPTIONS_UNAVAILABLE);
    if ([...values].some((v) => !found.values.some((value) => value.id === v))) {
      return new ItemProblem(OPTIONS_UNAVAILABLE);
    }
    out[String(optionId)] = [...values].sort((a, b) => a - b).join(',');
  }
  return out;
}

/** The variant chosen by configurable options, or by naming a variant's SKU; null when open. */
export async function chosenVariant(
  ctx: RequestContext,
  parent: ProductLookup,
  parsed: ParsedOptions,
  impliedVariant: ProductLookup | undefined,
): Promise<number | null | ItemProblem> {
  const record = await productRecord(ctx, parent.id);
  if (!record) return notFound(parent.sku);
  const data = await configurableData(ctx, record);
  if (parsed.super.size > 0) {
    const attributeIds = new Set(data.attributes.map((a) => a.attributeId));
    if ([...parsed.super.keys()].some((id) => !attributeIds.has(id)))
      return new ItemProblem(OPTIONS_UNAVAILABLE);
    const matching = data.variants.filter((v) =>
      [...parsed.super].every(([attributeId, optionId]) => v.options.get(attributeId)?.optionId === optionId),
    );
    if (matching.length === 0) return new ItemProblem(OPTIONS_UNAVAILABLE);
    if (parsed.super.size < attributeIds.size)
      return new ItemProblem('You need to choose options for your item.');
    return matching[0]?.record.id ?? null;
  }
  if (impliedVariant && impliedVariant.parentId === parent.id) {
    const variant = data.variants.find((v) => v.record.id === impliedVariant.id);
    if (!variant) return new ItemProblem(OPTIONS_UNAVAILABLE);
    return variant.record.id;
  }
  return null;
}

/**
 * Resolves one input item. The product is `parent_sku` if given, else `sku`; a variant's own SKU
 * stands for its configurable with that variant chosen. Disabled products, products outside the
 * store view's catalogue and grouped and bundle products cannot be added to the `noun`.
 */
export async function resolveCandidate(
  ctx: RequestContext,
  db: Db,
  input: WishlistItemInput,
  noun = 'wish list',
): Promise<Candidate | ItemProblem> {
  const sku = (input.sku ?? '').trim();
  const mainSku = input.parent_sku?.trim() || sku;
  const found = await findProductsBySku(db, [...new Set([mainSku, sku])]);
  let main = found.find((p) => p.sku === mainSku);
  if (!main) return notFound(mainSku);
  let implied = sku !== mainSku ? found.find((p) => p.sku === sku) : undefined;
  if (main.parentId !== null) {
    implied = main;
    main = await findProductById(db, main.parentId);
    if (!main) return notFound(mainSku);
  }
  if (!main.isActive || (implied && !implied.isActive && implied.parentId === main.id)) {
    return new ItemProblem('The product is disabled');
  }
  const qtyProblem = checkQty(input.quantity);
  if (qtyProblem) return qtyProblem;
  if (!(await isListed(db, main.id, ctx.store.id))) return notFound(mainSku);
  const unheld = unheldTypeReason(main.typeId, noun);
  if (unheld) return new UnheldProduct(`Could not add "${mainSku}" to the ${noun}: ${unheld}`);

  const parsed = parseOptions(input);
  if (parsed instanceof ItemProblem) return parsed;
  let childProductId: number | null = null;
  if (main.typeId === 'configurable') {
    const variant = await chosenVariant(ctx, main, parsed, implied);
    if (variant instanceof ItemProblem) return variant;
    childProductId = variant;
  } else if (parsed.super.size > 0) {
    return new ItemProblem(OPTIONS_UNAVAILABLE);
  }
  const options = await customOptions(ctx, main.id, parsed);
  if (options instanceof ItemProblem) return options;
  return { productId: main.id, childProductId, qty: new Decimal(input.quantity), options };
}

/** Same product, variant and custom options: the same wish list item (quantities are summed). */
export function sameItem(
  a: { productId: number; childProductId: number | null; options: WishlistItemOptions },
  b: { productId: number; childProductId: number | null; options: WishlistItemOptions },
): boolean {
  return (
    a.productId === b.productId && a.childProductId === b.childProductId && sameOptions(a.options, b.options)
  );
}

/** The same custom options chosen (the wish list's and the cart's lines store them alike). */
export function sameOptions(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}
