// The store's password policy (Magento's customer/password settings) and the check both the
// customer forms (sign up, new password) and the account form (change password) run before the
// API checks it again.
import type { FieldError } from './form-messages';

const REQUIRED = 'validation.required';
/** Long enough for any real password, short enough that hashing it costs nothing unusual. */
export const PASSWORD_MAX = 256;

export interface PasswordPolicy {
  minLength: number;
  requiredClasses: number;
}

/** Magento's defaults (customer/password/minimum_password_length, required_character_classes_number). */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = { minLength: 8, requiredClasses: 3 };

/** The policy from storeConfig's string values; a missing or odd value keeps Magento's default. */
export function passwordPolicyFrom(config: {
  minimum_password_length?: string | null;
  required_character_classes_number?: string | null;
}): PasswordPolicy {
  const read = (value: string | null | undefined, fallback: number, min: number, max: number) => {
    const number = Number.parseInt(value ?? '', 10);
    return Number.isFinite(number) ? Math.min(max, Math.max(min, number)) : fallback;
  };
  return {
    minLength: read(config.minimum_password_length, DEFAULT_PASSWORD_POLICY.minLength, 1, PASSWORD_MAX),
    requiredClasses: read(
      config.required_character_classes_number,
      DEFAULT_PASSWORD_POLICY.requiredClasses,
      1,
      4,
    ),
  };
}

/**
 * Digits, upper case, lower case, anything else: how many of the four a password uses. As in
 * Magento (and the API), the letter classes are the Latin ones; other scripts count as special.
 */
export function characterClassCount(password: string): number {
  return [/[0-9]/, /[A-Z]/, /[a-z]/, /[^a-zA-Z0-9]/].filter((pattern) => pattern.test(password)).length;
}

/**
 * The API's checks (Magento's checkPasswordStrength), in its order, so both report the same problem;
 * "not the e-mail" is checked with the whole form (passwordNotEmail).
 */
export function passwordProblem(password: string, policy: PasswordPolicy): FieldError | undefined {
  if (!password) return { key: REQUIRED };
  const length = [...password].length;
  if (length > PASSWORD_MAX) return { key: 'customer.validation.too_long', values: { count: PASSWORD_MAX } };
  if (length < policy.minLength) {
    return { key: 'customer.validation.password_length', values: { count: policy.minLength } };
  }
  if (password.trim() !== password) return { key: 'customer.validation.password_spaces' };
  if (characterClassCount(password) < policy.requiredClasses) {
    return { key: 'customer.validation.password_classes', values: { count: policy.requiredClasses } };
  }
  return undefined;
}
