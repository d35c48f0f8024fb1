// The address form's rules (spec §5), shared by the route action (what it accepts) and the form
// (what it shows): first and last name, street, city, country, postcode (required for saved
// addresses), telephone required; a country with regions needs one of its regions, other
// countries take the region as free text. The result is Magento's CustomerAddressInput.

import type { FieldError, FieldErrors } from '~/lib/form-messages';
import {
  compactErrors,
  formFlag,
  formText,
  optionalText,
  REQUIRED,
  requiredText,
} from '~/lib/forms/form-errors';
import type { CountryCodeEnum } from '~/lib/graphql/generated';

export const STREET_LINES = 2;

export interface RegionOption {
  id: number;
  code: string;
  name: string;
}

export interface CountryOption {
  id: string;
  name: string;
  regions: RegionOption[];
}

export interface AddressFormValues {
  firstname: string;
  lastname: string;
  company: string;
  street: string[];
  city: string;
  countryCode: string;
  regionId: string;
  region: string;
  postcode: string;
  telephone: string;
  defaultBilling: boolean;
  defaultShipping: boolean;
}

export type AddressField =
  | Exclude<keyof AddressFormValues, 'street' | 'defaultBilling' | 'defaultShipping'>
  | 'street';
export type AddressFormErrors = FieldErrors<AddressField>;

/** The fields Magento's CustomerAddressInput and CartAddressInput share (all but the region). */
export interface AddressInputFields {
  firstname: string;
  lastname: string;
  company: string;
  street: string[];
  city: string;
  country_code: CountryCodeEnum;
  postcode: string;
  telephone: string;
}

export interface CustomerAddressInput extends AddressInputFields {
  region: { region_id: number | null; region_code: string | null; region: string };
  default_billing?: boolean;
  default_shipping?: boolean;
}

export function readAddressForm(form: FormData): AddressFormValues {
  const street = form
    .getAll('street')
    .slice(0, STREET_LINES)
    .map((line) => (typeof line === 'string' ? line.trim() : ''));
  return {
    firstname: formText(form, 'firstname'),
    lastname: formText(form, 'lastname'),
    company: formText(form, 'company'),
    street,
    city: formText(form, 'city'),
    countryCode: formText(form, 'country_code').toUpperCase(),
    regionId: formText(form, 'region_id'),
    region: formText(form, 'region'),
    postcode: formText(form, 'postcode'),
    telephone: formText(form, 'telephone'),
    defaultBilling: formFlag(form, 'default_billing'),
    defaultShipping: formFlag(form, 'default_shipping'),
  };
}

function streetError(street: readonly string[]): FieldError | undefined {
  return requiredText(street[0] ?? '') ?? street.slice(1).map(optionalText).find(Boolean);
}

export type AddressFormResult =
  | { ok: true; input: CustomerAddressInput }
  | { ok: false; errors: AddressFormErrors };

/**
 * The rules the address book and the checkout's address steps share (spec §5); only the postcode
 * differs (required for a saved address, optional for a cart address). Also the chosen region of
 * a country with regions.
 */
export function checkAddress(
  values: Omit<AddressFormValues, 'defaultBilling' | 'defaultShipping'>,
  countries: readonly CountryOption[],
  { postcodeRequired }: { postcodeRequired: boolean },
): { errors: AddressFormErrors; region: RegionOption | undefined } {
  const country = countries.find((item) => item.id === values.countryCode);
  let countryError: FieldError | undefined;
  if (!values.countryCode) countryError = REQUIRED;
  else if (!country) countryError = { key: 'validation.invalid_option' };

  let regionIdError: FieldError | undefined;
  let regionError: FieldError | undefined;
  const regions = country?.regions ?? [];
  const region = regions.find((item) => String(item.id) === values.regionId);
  if (regions.length > 0) {
    if (!values.regionId) regionIdError = REQUIRED;
    else if (!region) regionIdError = { key: 'account.address.region_not_in_country' };
  } else {
    regionError = optionalText(values.region);
  }

  const errors = compactErrors<AddressField>({
    firstname: requiredText(values.firstname),
    lastname: requiredText(values.lastname),
    company: optionalText(values.company),
    street: streetError(values.street),
    city: requiredText(values.city),
    countryCode: countryError,
    regionId: regionIdError,
    region: regionError,
    postcode: postcodeRequired ? requiredText(values.postcode) : optionalText(values.postcode),
    telephone: requiredText(values.telephone),
  });
  return { errors, region };
}

/** The API's input from values checkAddress accepted (the country is one the API listed). */
export function addressInputFields(
  values: Omit<AddressFormValues, 'defaultBilling' | 'defaultShipping'>,
): AddressInputFields {
  return {
    firstname: values.firstname,
    lastname: values.lastname,
    company: values.company,
    street: values.street.filter((line, index) => index === 0 || line !== ''),
    city: values.city,
    country_code: values.countryCode as CountryCodeEnum,
    postcode: values.postcode,
    telephone: values.telephone,
  };
}

export function validateAddressForm(
  values: AddressFormValues,
  countries: readonly CountryOption[],
): AddressFormResult {
  const { errors, region } = checkAddress(values, countries, { postcodeRequired: true });
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const input: CustomerAddressInput = {
    ...addressInputFields(values),
    region: region
      ? { region_id: region.id, region_code: region.code, region: region.name }
      : { region_id: null, region_code: null, region: values.region },
  };
  // A default address stays default: Magento moves the mark by setting it on another address.
  if (values.defaultBilling) input.default_billing = true;
  if (values.defaultShipping) input.default_shipping = true;
  return { ok: true, input };
}
