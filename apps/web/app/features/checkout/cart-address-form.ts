// The checkout's address forms (spec §5 "Cart address"): first and last name, street, city, country
// and telephone are required, the postcode is optional (unlike a saved address), a country with
// regions needs one of its regions, and the save-in-address-book flag is always sent. Street goes
// to the API as a list. A customer may pick a saved address instead (`address_choice` = its id).
// The result is Magento's CartAddressInput, or a customer_address_id.
import {
  type AddressFormValues,
  type AddressInputFields,
  addressInputFields,
  type CountryOption,
  checkAddress,
  readAddressForm,
} from '~/lib/address/address-form';
import type { FieldErrors } from '~/lib/form-messages';
import { formFlag, formText } from '~/lib/forms/form-errors';

export const NEW_ADDRESS = 'new';

/** The address book form's values without its default marks, plus save-in-address-book. */
export type CartAddressFormValues = Omit<AddressFormValues, 'defaultBilling' | 'defaultShipping'> & {
  saveInAddressBook: boolean;
};

export type CartAddressField = Exclude<keyof CartAddressFormValues, 'saveInAddressBook'> | 'addressChoice';
export type CartAddressErrors = FieldErrors<CartAddressField>;

export interface CartAddressInput extends AddressInputFields {
  region: string;
  region_id: number | null;
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

export function validateCartAddress(
  values: CartAddressFormValues,
  countries: readonly CountryOption[],
): CartAddressResult {
  const { errors, region } = checkAddress(values, countries, { postcodeRequired: false });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      ...addressInputFields(values),
      region: region?.code ?? values.region,
      region_id: region?.id ?? null,
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
