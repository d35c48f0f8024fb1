// Input rules of the address book, with Magento's messages where Magento has them. `addressValues`
// answers the cleaned row values of a whole address (create, or an update merged over the saved
// address) or throws a graphql-input error the shopper can act on.
import type { CustomerAddressInput } from '../../generated/resolvers-types.ts';
import { inputError } from '../../shared/errors.ts';
import { requireName } from '../customer/validation.ts';

/**
 * CustomerAddressInput with its country codes widened to any string: an update merged over the
 * saved address (and a cart address) is checked with the same rules.
 */
export type AddressInput = Omit<CustomerAddressInput, 'country_code' | 'country_id'> & {
  country_code?: string | null;
  /** Deprecated alias of country_code. */
  country_id?: string | null;
};

/** The address as it will be stored, before the country and region are checked. */
export interface AddressDraft {
  firstname: string;
  lastname: string;
  middlename: string | null;
  prefix: string | null;
  suffix: string | null;
  company: string | null;
  street: string[];
  city: string;
  countryCode: string;
  regionId: number | null;
  region: string | null;
  regionCode: string | null;
  postcode: string | null;
  telephone: string;
  fax: string | null;
  vatId: string | null;
}

/** Magento's attribute codes, in the order of the address form (Magento lists them in this order). */
const REQUIRED = [
  'firstname',
  'lastname',
  'street',
  'city',
  'country_code',
  'postcode',
  'telephone',
] as const;
type RequiredField = (typeof REQUIRED)[number];

export const MAX_STREET_LINES = 2;
const MAX_TEXT = 255;

const blank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function streetLines(street: (string | null)[] | null | undefined): string[] {
  return (street ?? []).map((line) => (line ?? '').trim().replace(/\s+/g, ' ')).filter((line) => line !== '');
}

export function countryOf(input: AddressInput): string | null | undefined {
  return input.country_code !== undefined ? input.country_code : input.country_id;
}

/**
 * Magento's "Required parameters are missing: <codes>". On create every required field must be
 * there (postcode unless the country's postcode is optional); on update only the fields given
 * must not be empty.
 */
export function checkRequired(
  input: AddressInput,
  mode: 'create' | 'update',
  postcodeOptional: boolean,
): void {
  const given: Record<RequiredField, unknown> = {
    firstname: input.firstname,
    lastname: input.lastname,
    street: input.street === undefined ? undefined : streetLines(input.street).join(''),
    city: input.city,
    country_code: countryOf(input),
    postcode: input.postcode,
    telephone: input.telephone,
  };
  const missing = REQUIRED.filter((field) => {
    if (field === 'postcode' && postcodeOptional) return false;
    if (mode === 'update' && given[field] === undefined) return false;
    return blank(given[field]);
  });
  if (missing.length > 0) throw inputError(`Required parameters are missing: ${missing.join(', ')}`);
}

function text(value: string | null | undefined, label: string, max: number): string | null {
  const cleaned = (value ?? '').trim().replace(/\s+/g, ' ');
  if (cleaned === '') return null;
  if ([...cleaned].length > max) throw inputError(`${label} cannot be longer than ${max} characters.`);
  return cleaned;
}

function optionalName(value: string | null | undefined, label: string): string | null {
  return blank(value) ? null : requireName(value as string, label);
}

const PHONE = /^\+?[0-9()\-.\s/]+$/;
const POSTCODE = /^[\p{L}\p{N}][\p{L}\p{N} -]*$/u;

/** Cleans every field of a complete address (required fields already checked). */
export function cleanAddress(input: AddressInput & { country_code: string }): AddressDraft {
  const street = streetLines(input.street);
  if (street.length > MAX_STREET_LINES) {
    throw inputError(`"Street Address" cannot contain more than ${MAX_STREET_LINES} lines.`);
  }
  for (const line of street) text(line, '"Street Address"', MAX_TEXT);
  const telephone = text(input.telephone, 'Phone Number', 32) ?? '';
  if (!PHONE.test(telephone) || !/[0-9]/.test(telephone)) {
    throw inputError('Provided Phone Number seems to be invalid. Use digits and + ( ) - . / only.');
  }
  const fax = text(input.fax, 'Fax', 32);
  if (fax !== null && (!PHONE.test(fax) || !/[0-9]/.test(fax))) {
    throw inputError('Provided Fax seems to be invalid. Use digits and + ( ) - . / only.');
  }
  const postcode = text(input.postcode, 'Zip/Postal Code', 20);
  if (postcode !== null && !POSTCODE.test(postcode)) {
    throw inputError(
      'Provided Zip/Postal Code seems to be invalid. Use letters, digits, spaces and hyphens only.',
    );
  }
  const region = input.region ?? {};
  return {
    firstname: requireName(input.firstname ?? '', 'First Name'),
    lastname: requireName(input.lastname ?? '', 'Last Name'),
    middlename: optionalName(input.middlename, 'Middle Name/Initial'),
    prefix: optionalName(input.prefix, 'Name Prefix'),
    suffix: optionalName(input.suffix, 'Name Suffix'),
    company: text(input.company, 'Company', MAX_TEXT),
    street,
    city: text(input.city, 'City', MAX_TEXT) ?? '',
    countryCode: input.country_code.trim().toUpperCase(),
    regionId: region.region_id ?? null,
    region: text(region.region, 'State/Province', MAX_TEXT),
    regionCode: text(region.region_code, 'State/Province code', 32),
    postcode,
    telephone,
    fax,
    vatId: text(input.vat_id, 'VAT Number', 64),
  };
}

/** A comma-separated config list of country codes ("US,CA"), upper-cased. */
export function countryList(value: string | null | undefined): Set<string> {
  return new Set(
    (value ?? '')
      .split(',')
      .map((c) => c.trim().toUpperCase())
      .filter((c) => c !== ''),
  );
}
