// Customizable options (Magento's drop_down, radio, checkbox, field, area): what the shopper
// entered, whether the required ones are filled, and what a value adds to the price. Shared by the
// page (validation as the shopper goes) and, with the cart, by the add-to-cart action on the server.

export type CustomOptionKind = 'drop_down' | 'radio' | 'checkbox' | 'multiple' | 'field' | 'area';

export interface CustomOptionChoice {
  uid: string;
  title: string;
  price: number | null;
  priceType: string | null;
}

export interface CustomOptionView {
  uid: string;
  kind: CustomOptionKind;
  title: string;
  required: boolean;
  sortOrder: number;
  /** Choice options: their values; text options: none. */
  choices: CustomOptionChoice[];
  /** Text options carry their own price and an optional length limit. */
  price: number | null;
  priceType: string | null;
  maxCharacters: number | null;
}

/** Entered values per option uid: choice uids for choice options, the text for field and area. */
export type CustomOptionValues = Readonly<Record<string, readonly string[]>>;

export type CustomOptionError = { key: 'validation.required' } | { key: 'validation.invalid_option' };

/**
 * Form field names of an option, as the add-to-cart action reads them: a choice's value uid goes
 * to `selected_options`, a typed value to `entered_options` (Magento's CartItemInput).
 */
export const choiceFieldName = (optionUid: string) => `selected_option[${optionUid}]`;
export const enteredFieldName = (optionUid: string) => `entered_options[${optionUid}]`;

export function isTextOption(option: Pick<CustomOptionView, 'kind'>): boolean {
  return option.kind === 'field' || option.kind === 'area';
}

/** The problem with one option's value, or null when it is acceptable. */
export function validateCustomOption(
  option: CustomOptionView,
  entered: readonly string[] | undefined,
): CustomOptionError | null {
  const values = (entered ?? []).filter((value) => value.trim() !== '');
  if (values.length === 0) return option.required ? { key: 'validation.required' } : null;
  if (isTextOption(option)) return null;
  const known = new Set(option.choices.map((choice) => choice.uid));
  if (!values.every((value) => known.has(value))) return { key: 'validation.invalid_option' };
  // Only checkbox and multiple-select options take more than one value.
  if (values.length > 1 && option.kind !== 'checkbox' && option.kind !== 'multiple') {
    return { key: 'validation.invalid_option' };
  }
  return null;
}

/** Errors per option uid; an empty object means the options may be bought as entered. */
export function validateCustomOptions(
  options: readonly CustomOptionView[],
  values: CustomOptionValues,
): Record<string, CustomOptionError> {
  const errors: Record<string, CustomOptionError> = {};
  for (const option of options) {
    const error = validateCustomOption(option, values[option.uid]);
    if (error) errors[option.uid] = error;
  }
  return errors;
}

/**
 * What a value adds to one unit. The API's `price` is already the amount in the shopper's currency,
 * PERCENT values included (Magento works the percentage out of the product's price on the server),
 * so it is never applied a second time here. Rounded to cents like the amounts next to it.
 */
export function optionSurcharge(price: number | null): number {
  if (!price) return 0;
  return Math.round(price * 100) / 100;
}
