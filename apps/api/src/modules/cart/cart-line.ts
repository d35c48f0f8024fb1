// Turns one add-to-cart input into the line it would make: the product added (a configurable
// parent for configurables), the variant chosen and the custom options, or the problem in Magento's
// words. Unlike a wish list, a cart line needs every required option and a chosen variant.
import { Decimal } from 'decimal.js';
import type {
  BundleOptionInput,
  CartItemInput,
  CartUserInputErrorType,
  SimpleProductCartItemInput,
} from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import { encodeUid } from '../catalog/category-service.ts';
import { productLoader } from '../catalog/product/loader.ts';
import { findProductById, findProductsBySku, isListed } from '../catalog/product/service.ts';
import {
  chosenVariant,
  customOptions,
  ItemProblem,
  OPTIONS_UNAVAILABLE,
  parseOptions,
  sameOptions,
} from '../wishlist/buy-request.ts';
import {
  bundleChoice,
  entriesOfInput,
  NOT_AVAILABLE_OPTIONS,
  sameChoice,
  splitBundleUids,
} from './bundle-line.ts';
import { QTY_NOT_POSITIVE } from './qty-rules.ts';
import type { CartBundleChoice, CartItemOptions } from './tables.ts';

/**
 * CartItemInput plus the customizable_options of addSimple/addConfigurableProductsToCart and the
 * bundle_options of addBundleProductsToCart.
 */
export type CartLineInput = CartItemInput &
  Pick<SimpleProductCartItemInput, 'customizable_options'> & {
    bundle_options?: (BundleOptionInput | null)[] | null;
  };

export interface CartLine {
  productId: number;
  variantId: number | null;
  qty: Decimal;
  options: CartItemOptions;
  /** A bundle's chosen products, else {}. */
  bundle: CartBundleChoice;
}

export class LineProblem {
  readonly code: CartUserInputErrorType;
  readonly message: string;
  constructor(message: string, code: CartUserInputErrorType = 'UNDEFINED') {
    this.message = message;
    this.code = code;
  }
}

export const REQUIRED_OPTIONS =
  "The product's required option(s) weren't entered. Make sure the options are entered and try again.";
export const CHOOSE_OPTIONS = 'You need to choose options for your item.';
export const NOT_A_VARIANT = 'Could not find specified product.';
/** A grouped product added without a quantity for any member (cart/grouped-lines.ts takes those). */
export const GROUPED_QTY_MISSING = 'Please specify the quantity of product(s).';

const notFound = (sku: string) =>
  new LineProblem(`Could not find a product with SKU "${sku}"`, 'PRODUCT_NOT_FOUND');
const fromWishlist = (problem: ItemProblem) => new LineProblem(problem.message, problem.code);

/** customizable_options as entered options: by option id, or by the option uid. */
function customizableAsEntered(input: CartLineInput): { uid: string; value: string }[] {
  return (input.customizable_options ?? []).flatMap((option) => {
    if (!option) return [];
    const uid = option.uid ?? (option.id != null ? encodeUid(`custom-option/${option.id}`) : null);
    return uid ? [{ uid, value: option.value_string }] : [];
  });
}

/** Resolves one input line; disabled products and products outside the store view are not found. */
export async function resolveLine(
  ctx: RequestContext,
  input: CartLineInput,
): Promise<CartLine | LineProblem> {
  const sku = (input.sku ?? '').trim();
  const mainSku = input.parent_sku?.trim() || sku;
  const found = await findProductsBySku(ctx.db, [...new Set([mainSku, sku])]);
  let main = found.find((p) => p.sku === mainSku);
  if (!main) return notFound(mainSku);
  let implied = sku !== mainSku ? found.find((p) => p.sku === sku) : undefined;
  if (sku !== mainSku && !implied) return notFound(sku);
  if (main.parentId !== null) {
    implied = main;
    main = await findProductById(ctx.db, main.parentId);
    if (!main) return notFound(mainSku);
  }
  if (!main.isActive || !(await isListed(ctx.db, main.id, ctx.store.id))) return notFound(mainSku);
  if (main.typeId === 'grouped') return new LineProblem(GROUPED_QTY_MISSING);
  if (implied && implied.parentId !== main.id) return new LineProblem(NOT_A_VARIANT);
  const qty = new Decimal(Number.isFinite(input.quantity) ? input.quantity : 0);
  if (qty.lte(0)) return new LineProblem(QTY_NOT_POSITIVE);

  const uids = splitBundleUids(input.selected_options);
  const fromInput = entriesOfInput(input.bundle_options ?? []);
  if (uids.invalid || fromInput === null) return new LineProblem(NOT_AVAILABLE_OPTIONS);
  const bundleEntries = [...uids.entries, ...fromInput];
  const parsed = parseOptions({
    selected_options: uids.rest,
    entered_options: [...(input.entered_options ?? []), ...customizableAsEntered(input)],
  });
  if (parsed instanceof ItemProblem) return fromWishlist(parsed);
  let bundle: CartBundleChoice = {};
  if (main.typeId === 'bundle') {
    const choice = await bundleChoice(ctx, main.id, bundleEntries);
    if (typeof choice === 'string') return new LineProblem(choice);
    bundle = choice;
  } else if (bundleEntries.length > 0) {
    return new LineProblem(OPTIONS_UNAVAILABLE);
  }
  let variantId: number | null = null;
  if (main.typeId === 'configurable') {
    const variant = await chosenVariant(ctx, main, parsed, implied);
    if (variant instanceof ItemProblem) return fromWishlist(variant);
    if (variant === null) return new LineProblem(CHOOSE_OPTIONS);
    variantId = variant;
  } else if (parsed.super.size > 0) {
    return new LineProblem(OPTIONS_UNAVAILABLE);
  }
  const options = await customOptions(ctx, main.id, parsed);
  if (options instanceof ItemProblem) return fromWishlist(options);
  const all = await productLoader(ctx).options.load(main.id);
  if (all.some(({ option }) => option.isRequired && options[String(option.id)] === undefined)) {
    return new LineProblem(REQUIRED_OPTIONS);
  }
  return { productId: main.id, variantId, qty, options, bundle };
}

type Comparable = {
  productId: number;
  variantId: number | null;
  options: CartItemOptions;
  bundle?: CartBundleChoice | null;
  agreedUnitPrice?: string | null;
};

/**
 * Same product, variant, custom options and bundle choice: one cart line (Magento's Item::compare). A line with a
 * price agreed in a proposal is never the same as another: its quantity is part of the agreement.
 */
export function sameLine(a: Comparable, b: Comparable): boolean {
  if ((a.agreedUnitPrice ?? null) !== null || (b.agreedUnitPrice ?? null) !== null) return false;
  return (
    a.productId === b.productId &&
    a.variantId === b.variantId &&
    sameOptions(a.options, b.options) &&
    sameChoice(a.bundle ?? {}, b.bundle ?? {})
  );
}

/** The product whose stock and price a line takes: the variant of a configurable, else the product. */
export const chargedProductId = (line: { productId: number; variantId: number | null }) =>
  line.variantId ?? line.productId;

/**
 * What a line moving from one cart into another keeps of a proposal's agreement: its agreed price
 * and reward when the receiving cart names no other proposal (it then names this one), else
 * nothing (the line is priced by the catalogue there). A cart names one proposal at most.
 */
export function movedAgreement(
  line: { agreedUnitPrice: string | null; agreedPartnerReward: string | null },
  from: { estimateId: number | null },
  into: { estimateId: number | null },
): { agreedUnitPrice: string | null; agreedPartnerReward: string | null } {
  const keeps =
    line.agreedUnitPrice !== null &&
    from.estimateId !== null &&
    (into.estimateId === null || into.estimateId === from.estimateId);
  return keeps
    ? { agreedUnitPrice: line.agreedUnitPrice, agreedPartnerReward: line.agreedPartnerReward }
    : { agreedUnitPrice: null, agreedPartnerReward: null };
}
