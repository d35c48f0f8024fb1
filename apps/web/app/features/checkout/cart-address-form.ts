// The checkout's address forms (spec §5 "Cart address"): first and last name, street, city, country
// and telephone are required, the postcode is optional (unlike a saved address), a country with
// regions needs one of its regions, and the save-in-address-book flag is always sent. Street goes
// to the API as a list. A customer may pick a saved address instead (`address_choice` = its id).
// The result is Magento's CartAddressInput, or a customer_address_id.
import { type AddressFormValues, type CountryOption, readAddressForm } from '~/features/account/address-form';
import {
  compactErrors,
  formFlag,
  formText,
  optionalText,
  REQUIRED,
  requiredText,
} from '~/features/account/form-errors';
import type { FieldError, FieldErrors } from '~/lib/form-messages';

export const NEW_ADDRESS = 'new';

/** The address book form's values without its default marks, plus save-in-address-book. */
export type CartAddressFormValues = Omit<AddressFormValues, 'defaultBilling' | 'defaultShipping'> & {
  saveInAddressBook: boolean;
};

export type CartAddressField = Exclude<keyof CartAddressFormValues, 'saveInAddressBook'> | 'addressChoice';
export type CartAddressErrors = FieldErrors<CartAddressField>;

export interface CartAddressInput {
  firstname: string;
  lastname: string;
  company: string;
  street: string[];
  city: string;
  country_code: string;
  region: string;
  region_id: number | null;
  postcode: string;
  telephone: string;
  save_in_address_book: boolean;
}

export type AddressChoice = { kind: 'saved'; customerAddressId: number } | { kind: 'new' };

export function emptyCartAddressValues(countryCode = ''): CartAddressFormValues {
  return {
    firstname: '',
    lastname: '',
    company: '',
    street: [''],
    city: '',
    countryCode,
    regionId: '',
    region: '',
    postcode: '',
    telephone: '',
    saveInAddressBook: false,
  };
}

/** The address book form's fields (same names), plus the save-in-address-book flag. */
export function readCartAddressForm(form: FormData): CartAddressFormValues {
  const { defaultBilling: _billing, defaultShipping: _shipping, ...address } = readAddressForm(form);
  return { ...address, saveInAddressBook: formFlag(form, 'save_in_address_book') };
}

/** A saved address id, "new", or nothing chosen (guests have no choice: always new). */
export function readAddressChoice(form: FormData): AddressChoice | null {
  const value = formText(form, 'address_choice');
  if (value === '' || value === NEW_ADDRESS) return value === '' ? null : { kind: 'new' };
  return /^\d+$/.test(value) ? { kind: 'saved', customerAddressId: Number(value) } : null;
}

export type CartAddressResult =
  | { ok: true; input: CartAddressInput }
  | { ok: false; errors: CartAddressErrors };

function regionErrors(values: CartAddressFormValues, country: CountryOption | undefined) {
  const regions = country?.regions ?? [];
  const region = regions.find((item) => String(item.id) === values.regionId);
  if (regions.length === 0) return { region: undefined, errors: { region: optionalText(values.region) } };
  if (!values.regionId) return { region, errors: { regionId: REQUIRED } };
  if (!region) return { region, errors: { regionId: { key: 'account.address.region_not_in_country' } } };
  return { region, errors: {} };
}

export function validateCartAddress(
  values: CartAddressFormValues,
  countries: readonly CountryOption[],
): CartAddressResult {
  const country = countries.find((item) => item.id === values.countryCode);
  let countryError: FieldError | undefined;
  if (!values.countryCode) countryError = REQUIRED;
  else if (!country) countryError = { key: 'validation.invalid_option' };
  const regionCheck = regionErrors(values, country);
  const errors = compactErrors<CartAddressField>({
    addressChoice: undefined,
    firstname: requiredText(values.firstname),
    lastname: requiredText(values.lastname),
    company: optionalText(values.company),
    street: requiredText(values.street[0] ?? '') ?? values.street.slice(1).map(optionalText).find(Boolean),
    city: requiredText(values.city),
    countryCode: countryError,
    regionId: 'regionId' in regionCheck.errors ? regionCheck.errors.regionId : undefined,
    region: 'region' in regionCheck.errors ? regionCheck.errors.region : undefined,
    postcode: optionalText(values.postcode),
    telephone: requiredText(values.telephone),
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      firstname: values.firstname,
      lastname: values.lastname,
      company: values.company,
      street: values.street.filter((line, index) => index === 0 || line !== ''),
      city: values.city,
      country_code: values.countryCode,
      region: regionCheck.region?.code ?? values.region,
      region_id: regionCheck.region?.id ?? null,
      postcode: values.postcode,
      telephone: values.telephone,
      save_in_address_book: values.saveInAddressBook,
    },
  };
}

/** The form's values for an address the cart already holds (editing the step again). */
export function cartAddressValues(
  address: {
    firstname?: string | null;
    lastname?: string | null;
    company?: string | null;
    street?: (string | null)[] | null;
    city?: string | null;
    postcode?: string | null;
    telephone?: string | null;
    region?: { region_id: number | null; label?: string | null } | null;
    country?: { code?: string | null } | null;
  } | null,
  fallbackCountry: string,
  saveInAddressBook = false,
): CartAddressFormValues {
  if (!address) return emptyCartAddressValues(fallbackCountry);
  const street = (address.street ?? []).map((line) => line ?? '');
  return {
    firstname: address.firstname ?? '',
    lastname: address.lastname ?? '',
    company: address.company ?? '',
    street: street.length > 0 ? street : [''],
    city: address.city ?? '',
    countryCode: address.country?.code ?? fallbackCountry,
    regionId: address.region?.region_id != null ? String(address.region.region_id) : '',
    region: address.region?.region_id != null ? '' : (address.region?.label ?? ''),
    postcode: address.postcode ?? '',
    telephone: address.telephone ?? '',
    saveInAddressBook,
  };
}
