// A saved address as the account pages show it: the name, the lines of a postal address, the
// telephone, and whether it is the default billing or shipping address; and the address form's
// starting values for it.
import type { AddressFormValues } from './address-form';

/** A saved address as the API sends it (Magento CustomerAddress; the fields the pages use). */
export interface ApiCustomerAddress {
  id: number | null;
  firstname?: string | null;
  middlename?: string | null;
  lastname?: string | null;
  company?: string | null;
  street?: (string | null)[] | null;
  city?: string | null;
  postcode?: string | null;
  country_code?: string | null;
  region?: { region?: string | null; region_code?: string | null; region_id?: number | null } | null;
  telephone?: string | null;
  default_billing?: boolean | null;
  default_shipping?: boolean | null;
}

export interface AddressView {
  id: number;
  name: string;
  company: string;
  lines: string[];
  telephone: string;
  isDefaultBilling: boolean;
  isDefaultShipping: boolean;
}

function joined(parts: readonly (string | null | undefined)[], separator = ' '): string {
  return parts.filter((part) => part?.trim()).join(separator);
}

export function toAddressView(
  address: ApiCustomerAddress,
  countryNames: Readonly<Record<string, string>>,
  defaults: { billing?: string | null; shipping?: string | null } = {},
): AddressView | null {
  if (address.id == null) return null;
  const id = String(address.id);
  const country = address.country_code ? (countryNames[address.country_code] ?? address.country_code) : '';
  const region = address.region?.region ?? '';
  return {
    id: address.id,
    name: joined([address.firstname, address.middlename, address.lastname]),
    company: address.company ?? '',
    lines: [
      ...(address.street ?? []).filter((line): line is string => Boolean(line?.trim())),
      joined([joined([address.city, region], ', '), address.postcode], ' '),
      country,
    ].filter(Boolean),
    telephone: address.telephone ?? '',
    isDefaultBilling: Boolean(address.default_billing) || defaults.billing === id,
    isDefaultShipping: Boolean(address.default_shipping) || defaults.shipping === id,
  };
}

/** Address views in the book's order: default billing, default shipping, then the others by id. */
export function toAddressViews(
  addresses: readonly (ApiCustomerAddress | null)[] | null | undefined,
  countryNames: Readonly<Record<string, string>>,
  defaults: { billing?: string | null; shipping?: string | null } = {},
): AddressView[] {
  const rank = (view: AddressView) => (view.isDefaultBilling ? 0 : view.isDefaultShipping ? 1 : 2);
  return (addresses ?? [])
    .flatMap((address) => {
      const view = address ? toAddressView(address, countryNames, defaults) : null;
      return view ? [view] : [];
    })
    .sort((a, b) => rank(a) - rank(b) || a.id - b.id);
}

export const EMPTY_ADDRESS: AddressFormValues = {
  firstname: '',
  lastname: '',
  company: '',
  street: ['', ''],
  city: '',
  countryCode: '',
  regionId: '',
  region: '',
  postcode: '',
  telephone: '',
  defaultBilling: false,
  defaultShipping: false,
};

/** The form's starting values: a saved address, or a new one with the customer's name and country. */
export function addressFormValues(
  address: ApiCustomerAddress | null | undefined,
  fallback: { firstname?: string | null; lastname?: string | null; countryCode?: string } = {},
): AddressFormValues {
  if (!address) {
    return {
      ...EMPTY_ADDRESS,
      firstname: fallback.firstname ?? '',
      lastname: fallback.lastname ?? '',
      countryCode: fallback.countryCode ?? '',
    };
  }
  const street = (address.street ?? []).map((line) => line ?? '');
  return {
    firstname: address.firstname ?? '',
    lastname: address.lastname ?? '',
    company: address.company ?? '',
    street: [street[0] ?? '', street.slice(1).join(' ')],
    city: address.city ?? '',
    countryCode: address.country_code ?? '',
    regionId: address.region?.region_id ? String(address.region.region_id) : '',
    region: address.region?.region ?? '',
    postcode: address.postcode ?? '',
    telephone: address.telephone ?? '',
    defaultBilling: Boolean(address.default_billing),
    defaultShipping: Boolean(address.default_shipping),
  };
}
