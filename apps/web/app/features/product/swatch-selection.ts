// Configurable product swatches (spec §5 "Swatch toggle"): which option values a shopper picked per
// product, which variant that selection means, and which values are still possible. Pure, so the
// page and its tests share it.

/** What a click on a swatch carries. Without all three ids the toggle is ignored (spec §5). */
export interface SwatchToggle {
  productId?: string | null;
  swatchOptionId?: string | null;
  swatchOptionValueId?: string | null;
}

/** Picked value uid per configurable option uid, per product uid. */
export type SwatchSelections = Readonly<Record<string, Readonly<Record<string, string>>>>;

export interface SwatchOptionValue {
  uid: string;
}

export interface SwatchOption {
  uid: string;
  attribute_code: string;
  values: readonly SwatchOptionValue[];
}

export interface VariantAttribute {
  code: string;
  uid: string;
}

export interface SwatchVariant {
  attributes: readonly VariantAttribute[];
  inStock: boolean;
}

/**
 * Picks a value, or unpicks it when it is already picked. A toggle missing the product, option or
 * value id returns the same state object.
 */
export function toggleSwatch(state: SwatchSelections, toggle: SwatchToggle): SwatchSelections {
  const { productId, swatchOptionId, swatchOptionValueId } = toggle;
  if (!productId || !swatchOptionId || !swatchOptionValueId) return state;
  const current = state[productId] ?? {};
  const next: Record<string, string> = { ...current };
  if (current[swatchOptionId] === swatchOptionValueId) delete next[swatchOptionId];
  else next[swatchOptionId] = swatchOptionValueId;
  return { ...state, [productId]: next };
}

function variantHas(variant: SwatchVariant, option: SwatchOption, valueUid: string): boolean {
  return variant.attributes.some((item) => item.code === option.attribute_code && item.uid === valueUid);
}

/** Variants that agree with every picked value (all variants when nothing is picked). */
export function matchingVariants<V extends SwatchVariant>(
  options: readonly SwatchOption[],
  variants: readonly V[],
  picked: Readonly<Record<string, string>>,
): V[] {
  return variants.filter((variant) =>
    options.every((option) => {
      const valueUid = picked[option.uid];
      return valueUid === undefined || variantHas(variant, option, valueUid);
    }),
  );
}

/** The one variant a complete selection names; undefined while any option is still open. */
export function selectedVariant<V extends SwatchVariant>(
  options: readonly SwatchOption[],
  variants: readonly V[],
  picked: Readonly<Record<string, string>>,
): V | undefined {
  if (options.length === 0 || options.some((option) => picked[option.uid] === undefined)) return undefined;
  return matchingVariants(options, variants, picked)[0];
}

/**
 * Whether picking `valueUid` for `option` (keeping the other picks) leads to a variant in stock.
 * The option's own current pick is ignored, so a shopper can always switch to another value.
 */
export function isValueAvailable(
  options: readonly SwatchOption[],
  variants: readonly SwatchVariant[],
  picked: Readonly<Record<string, string>>,
  option: SwatchOption,
  valueUid: string,
): boolean {
  const others = { ...picked, [option.uid]: valueUid };
  return matchingVariants(options, variants, others).some((variant) => variant.inStock);
}

/**
 * The options still to choose, in the page's order, so "choose the options first" can name them
 * ("Choose Colour and Size first") instead of leaving the shopper to guess.
 */
export function missingOptions<O extends SwatchOption>(
  options: readonly O[],
  picked: Readonly<Record<string, string>>,
): O[] {
  return options.filter((option) => !picked[option.uid]);
}

/** Option labels as one phrase in the page's language ("Colour and Size", «Цвет и Размер»). */
export function listOfLabels(labels: readonly string[], language: string): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(labels);
}
