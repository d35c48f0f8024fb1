// A bundle product's options on the product page (issue 18): what the shopper chose in each option
// (Magento's BundleItem: radio, select, checkbox or multi), the quantity of an option whose product
// may be bought in another number, what is still missing, the configured price ("Your set: …") and
// the `selected_options` uids the choice goes into the cart with.
import { bundleChoiceValue, bundleSelectionUid } from '~/lib/cart/bundle-options';
import { parseQuantity } from '~/lib/cart/quantity-rules';

export type BundleOptionKind = 'radio' | 'select' | 'checkbox' | 'multi';

export interface BundleChoiceView {
  /** The selection's id (Magento's BundleItemOption.id), part of the cart uid. */
  id: number;
  uid: string;
  label: string;
  sku: string;
  /** The quantity the selection comes in (the starting quantity when it may change). */
  quantity: number;
  canChangeQuantity: boolean;
  /**
   * The API's price: a dynamic bundle's is the product's own final price per unit; a fixed
   * bundle's is an amount per unit (FIXED) or a percentage of the bundle's own price (PERCENT).
   */
  price: number;
  priceType: 'FIXED' | 'PERCENT' | 'DYNAMIC' | null;
  isDefault: boolean;
  inStock: boolean;
  image: { url: string; label: string } | null;
}

export interface BundleOptionView {
  /** Magento's option_id, part of the cart uid. */
  id: number;
  uid: string;
  title: string;
  required: boolean;
  kind: BundleOptionKind;
  choices: BundleChoiceView[];
}

export interface BundleView {
  dynamicPrice: boolean;
  priceView: 'PRICE_RANGE' | 'AS_LOW_AS';
  options: BundleOptionView[];
}

/** One option's choice: the chosen selection ids and, where it may change, the typed quantity. */
export interface BundleOptionChoice {
  selections: readonly number[];
  quantity: string;
}

/** Choices per option id. */
export type BundleChoices = Readonly<Record<number, BundleOptionChoice>>;

const KINDS: Record<string, BundleOptionKind> = {
  radio: 'radio',
  select: 'select',
  checkbox: 'checkbox',
  multi: 'multi',
};

export function bundleOptionKind(type: string | null | undefined): BundleOptionKind {
  return KINDS[type ?? ''] ?? 'select';
}

/** Whether the option takes one product (radio, select) or any number of them (checkbox, multi). */
export function isSingleChoice(option: Pick<BundleOptionView, 'kind'>): boolean {
  return option.kind === 'radio' || option.kind === 'select';
}

function quantityOf(choice: BundleChoiceView | undefined): string {
  return choice ? String(choice.quantity) : '1';
}

/**
 * What the page starts with: each option's default products (`is_default`) that are in stock; a
 * required single-choice option with only one product available starts on it.
 */
export function initialBundleChoices(bundle: BundleView): BundleChoices {
  const choices: Record<number, BundleOptionChoice> = {};
  for (const option of bundle.options) {
    const available = option.choices.filter((choice) => choice.inStock);
    let chosen = available.filter((choice) => choice.isDefault);
    if (isSingleChoice(option)) chosen = chosen.slice(0, 1);
    if (chosen.length === 0 && option.required && isSingleChoice(option) && available.length === 1) {
      chosen = available;
    }
    choices[option.id] = { selections: chosen.map((choice) => choice.id), quantity: quantityOf(chosen[0]) };
  }
  return choices;
}

/**
 * The shopper picks a product (a single-choice option: instead of the one before, with its own
 * starting quantity; none for "None"/"Choose …") or ticks one on or off (checkbox, multi).
 */
export function chooseBundleProduct(
  choices: BundleChoices,
  option: BundleOptionView,
  selectionId: number | null,
  on = true,
): BundleChoices {
  const current = choices[option.id] ?? { selections: [], quantity: '1' };
  if (isSingleChoice(option)) {
    const choice = option.choices.find((entry) => entry.id === selectionId);
    return {
      ...choices,
      [option.id]: { selections: choice ? [choice.id] : [], quantity: quantityOf(choice) },
    };
  }
  if (selectionId === null) return choices;
  const others = current.selections.filter((id) => id !== selectionId);
  return { ...choices, [option.id]: { ...current, selections: on ? [...others, selectionId] : others } };
}

export function setBundleQuantity(choices: BundleChoices, optionId: number, quantity: string): BundleChoices {
  const current = choices[optionId] ?? { selections: [], quantity: '1' };
  return { ...choices, [optionId]: { ...current, quantity } };
}

/** What a choice's field posts (lib/cart/bundle-options.ts reads it back on the server). */
export function choiceFieldValue(choice: BundleChoiceView): string {
  return bundleChoiceValue({
    selectionId: choice.id,
    quantity: choice.quantity,
    canChangeQuantity: choice.canChangeQuantity,
  });
}

/** The products chosen in an option. */
export function chosenProducts(option: BundleOptionView, choices: BundleChoices): BundleChoiceView[] {
  const ids = choices[option.id]?.selections ?? [];
  return option.choices.filter((choice) => ids.includes(choice.id));
}

/** Whether the option shows a quantity field: its chosen product may be bought in another number. */
export function quantityEditable(option: BundleOptionView, choices: BundleChoices): boolean {
  if (!isSingleChoice(option)) return false;
  return chosenProducts(option, choices)[0]?.canChangeQuantity ?? false;
}

/** How many of a chosen product the set holds: the typed quantity where it may change (NaN if not a number). */
export function chosenQuantity(
  option: BundleOptionView,
  choice: BundleChoiceView,
  choices: BundleChoices,
): number {
  if (!choice.canChangeQuantity || !isSingleChoice(option)) return choice.quantity;
  const typed = parseQuantity(choices[option.id]?.quantity ?? '');
  return Number.isFinite(typed) && typed > 0 ? typed : Number.NaN;
}

export interface BundleProblems {
  /** Required options without a product. */
  missing: BundleOptionView[];
  /** Options whose typed quantity is not a positive number. */
  badQuantity: BundleOptionView[];
}

export function bundleProblems(bundle: BundleView, choices: BundleChoices): BundleProblems {
  const missing: BundleOptionView[] = [];
  const badQuantity: BundleOptionView[] = [];
  for (const option of bundle.options) {
    const chosen = chosenProducts(option, choices);
    if (chosen.length === 0) {
      if (option.required) missing.push(option);
      continue;
    }
    if (chosen.some((choice) => Number.isNaN(chosenQuantity(option, choice, choices))))
      badQuantity.push(option);
  }
  return { missing, badQuantity };
}

export function hasBundleProblems(problems: BundleProblems): boolean {
  return problems.missing.length > 0 || problems.badQuantity.length > 0;
}

/** The `selected_options` uids of the choice (for the cart; the form builds the same on the server). */
export function bundleSelectedOptions(bundle: BundleView, choices: BundleChoices): string[] {
  return bundle.options.flatMap((option) =>
    chosenProducts(option, choices).flatMap((choice) => {
      const quantity = chosenQuantity(option, choice, choices);
      return Number.isNaN(quantity) ? [] : [bundleSelectionUid(option.id, choice.id, quantity)];
    }),
  );
}

const round = (value: number) => Math.round(value * 100) / 100;

/** What one unit of a choice costs on a bundle whose own price is `base`. */
export function choiceUnitPrice(choice: BundleChoiceView, base: number): number {
  return round(choice.priceType === 'PERCENT' ? (base * choice.price) / 100 : choice.price);
}

/**
 * The bundle's own price (0 for a dynamic bundle, which costs what its products cost): the API's
 * minimum price less the cheapest products of the required options at their quantities — or, with
 * no option required, the cheapest single product — which Magento's minimum price is made of. A
 * PERCENT product's price depends on the base it is part of, so the base is solved for: a few
 * rounds settle which product is the cheapest at that base.
 */
export function bundleBasePrice(bundle: BundleView, minimumPrice: number): number {
  if (bundle.dynamicPrice) return 0;
  const required = bundle.options.filter((option) => option.required && option.choices.length > 0);
  const groups =
    required.length > 0
      ? required.map((option) => option.choices)
      : [bundle.options.flatMap((o) => o.choices)];
  let base = minimumPrice;
  for (let pass = 0; pass < 4; pass += 1) {
    let fixed = 0;
    let percent = 0;
    for (const group of groups) {
      let cheapest: BundleChoiceView | undefined;
      for (const choice of group) {
        if (
          !cheapest ||
          choiceUnitPrice(choice, base) * choice.quantity <
            choiceUnitPrice(cheapest, base) * cheapest.quantity
        ) {
          cheapest = choice;
        }
      }
      if (!cheapest) continue;
      if (cheapest.priceType === 'PERCENT') percent += (cheapest.price * cheapest.quantity) / 100;
      else fixed += cheapest.price * cheapest.quantity;
    }
    base = (minimumPrice - fixed) / (1 + percent);
  }
  return Math.max(0, round(base));
}

/**
 * The price of one set as chosen: the bundle's own price (fixed bundles) and each chosen product's
 * unit price times its quantity. Null while a quantity is not a number.
 */
export function configuredBundlePrice(
  bundle: BundleView,
  choices: BundleChoices,
  minimumPrice: number,
): number | null {
  const base = bundleBasePrice(bundle, minimumPrice);
  let total = base;
  for (const option of bundle.options) {
    for (const choice of chosenProducts(option, choices)) {
      const quantity = chosenQuantity(option, choice, choices);
      if (Number.isNaN(quantity)) return null;
      total += choiceUnitPrice(choice, base) * quantity;
    }
  }
  return round(total);
}
