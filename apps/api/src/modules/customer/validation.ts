// Input rules of customer accounts, with Magento's messages where Magento has them. Every function
// answers the cleaned value or throws a graphql-input error the shopper can act on.
import type { OrganizationInfoInput } from '../../generated/resolvers-types.ts';
import { inputError } from '../../shared/errors.ts';

export const MAX_PASSWORD_LENGTH = 256;
const MAX_TEXT = 255;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

// Local part in ASCII (RFC 5322 atoms and dots), a domain of letters (any script: .рф), digits
// and hyphens with at least one dot. Quoted local parts and IP literals are not accepted.
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+[\p{L}\p{N}-]{2,63}$/u;

export function isValidEmail(email: string): boolean {
  return (
    email.length <= 254 &&
    EMAIL.test(email) &&
    !email
      .split('@')[1]
      ?.split('.')
      .some((l) => l.startsWith('-') || l.endsWith('-'))
  );
}

/** A trimmed, lower-cased, valid e-mail, else Magento's `"<email>" is not a valid email address.` */
export function requireValidEmail(raw: string): string {
  const email = normalizeEmail(raw);
  if (!isValidEmail(email)) throw inputError(`"${raw.trim()}" is not a valid email address.`);
  return email;
}

export interface PasswordPolicy {
  minimumLength: number;
  requiredClasses: number;
}

/** The policy of the store view (config `customer/password/*`, exposed in storeConfig). */
export function passwordPolicy(config: Map<string, string | null>): PasswordPolicy {
  const number = (path: string, fallback: number) => {
    const value = Number(config.get(path));
    return Number.isInteger(value) && value >= 0 ? value : fallback;
  };
  return {
    minimumLength: number('customer/password/minimum_password_length', 8),
    requiredClasses: Math.min(4, number('customer/password/required_character_classes_number', 3)),
  };
}

function characterClasses(password: string): number {
  return [/[0-9]/, /[A-Z]/, /[a-z]/, /[^a-zA-Z0-9]/].filter((re) => re.test(password)).length;
}

/** Magento's AccountManagement::checkPasswordStrength, plus "not the e-mail". */
export function checkPasswordStrength(password: string, policy: PasswordPolicy, email?: string): void {
  const length = [...password].length;
  if (length > MAX_PASSWORD_LENGTH) {
    throw inputError(`Please enter a password with at most ${MAX_PASSWORD_LENGTH} characters.`);
  }
  if (length < policy.minimumLength) {
    throw inputError(
      `The password needs at least ${policy.minimumLength} characters. Create a new password and try again.`,
    );
  }
  if (password.trim().length !== password.length) {
    throw inputError("The password can't begin or end with a space. Verify the password and try again.");
  }
  if (characterClasses(password) < policy.requiredClasses) {
    throw inputError(
      `Minimum of different classes of characters in password is ${policy.requiredClasses}. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.`,
    );
  }
  if (email && password.toLowerCase() === email.toLowerCase()) {
    throw inputError(
      "The password can't be the same as the email address. Create a new password and try again.",
    );
  }
}

const NAME = /^[\p{L}\p{M}\p{N},\-_.'’`\s]+$/u;

/** A required person name: trimmed, at most 255 characters, letters, digits and , - _ . ' ’ ` spaces. */
export function requireName(value: string, label: string): string {
  const name = value.trim().replace(/\s+/g, ' ');
  if (name.length > MAX_TEXT || !NAME.test(name)) throw inputError(`${label} is not valid!`);
  return name;
}

/** An optional name part (middle name, prefix, suffix): empty clears it. */
export function optionalName(value: string | null | undefined, label: string): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value.trim() === '') return null;
  return requireName(value, label);
}

export function optionalText(
  value: string | null | undefined,
  label: string,
  max = MAX_TEXT,
): string | null | undefined {
  if (value === undefined) return undefined;
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (text.length > max) throw inputError(`${label} cannot be longer than ${max} characters.`);
  return text;
}

/** Magento's codes: 1 male, 2 female, 3 not specified; 0 or null clears it. */
export function optionalGender(value: number | null | undefined): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === 0) return null;
  if (![1, 2, 3].includes(value)) throw inputError(`"${value}" is not a valid gender value.`);
  return value;
}

/** Date of birth as YYYY-MM-DD (a time part is ignored), a real date, not in the future. */
export function optionalDob(
  value: string | null | undefined,
  today: Date = new Date(),
): string | null | undefined {
  if (value === undefined) return undefined;
  const text = value?.trim() ?? '';
  if (text === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  const date = match
    ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
    : undefined;
  if (
    !match ||
    !date ||
    date.getUTCFullYear() !== Number(match[1]) ||
    date.getUTCMonth() !== Number(match[2]) - 1 ||
    date.getUTCDate() !== Number(match[3]) ||
    date.getUTCFullYear() < 1900
  ) {
    throw inputError(`"${text}" is not a valid date of birth. Use the format YYYY-MM-DD.`);
  }
  const iso = date.toISOString().slice(0, 10);
  if (iso > today.toISOString().slice(0, 10)) {
    throw inputError('The Date of Birth should not be greater than today.');
  }
  return iso;
}

export interface OrganizationChanges {
  orgIsOrganization?: boolean;
  orgName?: string | null;
  orgAddress?: string | null;
  orgTin?: string | null;
  orgVat?: string | null;
  orgLogoUrl?: string | null;
}

/** Only the fields present in the input change; an empty text clears its field. */
export function organizationChanges(input: OrganizationInfoInput | null | undefined): OrganizationChanges {
  if (!input) return {};
  const out: OrganizationChanges = {};
  if (input.is_organization !== undefined) out.orgIsOrganization = input.is_organization === true;
  const name = optionalText(input.name, 'The organization name');
  if (name !== undefined) out.orgName = name;
  const address = optionalText(input.address, 'The organization address', 1000);
  if (address !== undefined) out.orgAddress = address;
  const vat = optionalText(input.vat, 'The organization VAT number', 64);
  if (vat !== undefined) out.orgVat = vat;
  const tin = optionalText(input.tin, 'The organization TIN', 32);
  if (tin !== undefined) {
    if (tin !== null && !/^(?:\d{10}|\d{12})$/.test(tin)) {
      throw inputError('The organization TIN must have 10 or 12 digits.');
    }
    out.orgTin = tin;
  }
  const logo = optionalText(input.logo_url, 'The organization logo URL', 2048);
  if (logo !== undefined) {
    if (logo !== null && !isHttpUrl(logo))
      throw inputError('The organization logo URL must be an http or https URL.');
    out.orgLogoUrl = logo;
  }
  return out;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
