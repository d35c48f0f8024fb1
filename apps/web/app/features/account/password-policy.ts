// Magento's password policy as the store exposes it (storeConfig.minimum_password_length and
// required_character_classes_number): a minimum length and a number of character classes out of
// lower case, upper case, digits and other characters. The API checks it again; checking here
// answers before a round trip and in the interface language.
import type { FieldError } from './form-errors';

export interface PasswordPolicy {
  minLength: number;
  requiredClasses: number;
}

const DEFAULT_POLICY: PasswordPolicy = { minLength: 8, requiredClasses: 3 };

export function toPasswordPolicy(
  config: {
    minimum_password_length?: string | null;
    required_character_classes_number?: string | null;
  } | null,
): PasswordPolicy {
  const minLength = Number.parseInt(config?.minimum_password_length ?? '', 10);
  const requiredClasses = Number.parseInt(config?.required_character_classes_number ?? '', 10);
  return {
    minLength: Number.isFinite(minLength) && minLength > 0 ? minLength : DEFAULT_POLICY.minLength,
    requiredClasses:
      Number.isFinite(requiredClasses) && requiredClasses > 0
        ? Math.min(requiredClasses, 4)
        : DEFAULT_POLICY.requiredClasses,
  };
}

export function characterClasses(password: string): number {
  return [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{Ll}\p{Lu}\p{Nd}]/u].filter((pattern) =>
    pattern.test(password),
  ).length;
}

export function passwordPolicyError(password: string, policy: PasswordPolicy): FieldError | undefined {
  if (!password) return { key: 'validation.required' };
  if (password.length < policy.minLength) {
    return { key: 'account.validation.password_length', values: { min: policy.minLength } };
  }
  if (password.trim() !== password) return { key: 'account.validation.password_spaces' };
  if (characterClasses(password) < policy.requiredClasses) {
    return { key: 'account.validation.password_classes', values: { classes: policy.requiredClasses } };
  }
  return undefined;
}
