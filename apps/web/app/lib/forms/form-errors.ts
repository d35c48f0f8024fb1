// Field errors of the account forms: a language-file key and its interpolation values, so the
// browser shows them in the interface language. The texts the customer forms already have (length,
// e-mail, passwords) are shared with them: the `customer.validation` keys.
import type { FieldError, FieldErrors } from '~/lib/form-messages';

export const REQUIRED: FieldError = { key: 'validation.required' };

/** Magento's customer and address columns are varchar(255). */
export const MAX_TEXT_LENGTH = 255;

export const TOO_LONG: FieldError = {
  key: 'customer.validation.too_long',
  values: { count: MAX_TEXT_LENGTH },
};

/** A form field's text: trimmed, '' for a missing or non-text value. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** A checkbox is on when the form sent it at all (any value but "false" / "0"). */
export function formFlag(form: FormData, name: string): boolean {
  const value = form.get(name);
  return typeof value === 'string' && value !== 'false' && value !== '0';
}

/** A required text field's error, or undefined. */
export function requiredText(value: string): FieldError | undefined {
  if (!value) return REQUIRED;
  if (value.length > MAX_TEXT_LENGTH) return TOO_LONG;
  return undefined;
}

export function optionalText(value: string): FieldError | undefined {
  return value.length > MAX_TEXT_LENGTH ? TOO_LONG : undefined;
}

// The same shape browsers accept for type="email": something@domain.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value) && value.length <= MAX_TEXT_LENGTH;
}

/** Keeps only the fields that have an error. */
export function compactErrors<TField extends string>(
  errors: Record<TField, FieldError | undefined>,
): FieldErrors<TField> {
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error)) as FieldErrors<TField>;
}
