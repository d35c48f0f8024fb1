// A delivery address without a region, as a project and an estimate keep one: read from the shared
// address fields (components/address, `withRegion={false}`) and checked by the address book's
// rules — names, street, city, a country of the website's list, telephone; the postcode optional,
// as for a cart address.

import { formText } from '~/lib/forms/form-errors';
import type { CountryCodeEnum, ProjectAddressInput } from '~/lib/graphql/generated';
import { type AddressFormErrors, type CountryOption, checkAddress } from './address-form';

export interface DeliveryAddressValues {
  firstname: string;
  lastname: string;
  company: string;
  street: string[];
  city: string;
  countryCode: string;
  postcode: string;
  telephone: string;
}

/** ProjectAddressInput and EstimateAddressInput are the same shape. */
export type DeliveryAddressInput = ProjectAddressInput;

export type DeliveryAddressResult =
  | { ok: true; input: DeliveryAddressInput }
  | { ok: false; values: DeliveryAddressValues; errors: AddressFormErrors };

export function readDeliveryAddress(form: FormData): DeliveryAddressValues {
  return {
    firstname: formText(form, 'firstname'),
    lastname: formText(form, 'lastname'),
    company: formText(form, 'company'),
    street: form
      .getAll('street')
      .slice(0, 2)
      .map((line) => (typeof line === 'string' ? line.trim() : '')),
    city: formText(form, 'city'),
    countryCode: formText(form, 'country_code').toUpperCase(),
    postcode: formText(form, 'postcode'),
    telephone: formText(form, 'telephone'),
  };
}

export function checkDeliveryAddress(
  values: DeliveryAddressValues,
  countries: readonly CountryOption[],
): DeliveryAddressResult {
  const { errors } = checkAddress(
    { ...values, regionId: '', region: '' },
    countries.map((country) => ({ ...country, regions: [] })),
    { postcodeRequired: false },
  );
  if (Object.keys(errors).length > 0) return { ok: false, values, errors };
  const input: DeliveryAddressInput = {
    firstname: values.firstname,
    lastname: values.lastname,
    street: values.street.filter((line, index) => index === 0 || line !== ''),
    city: values.city,
    country_code: values.countryCode as CountryCodeEnum,
    telephone: values.telephone,
  };
  if (values.company) input.company = values.company;
  if (values.postcode) input.postcode = values.postcode;
  return { ok: true, input };
}
