// Operations and helpers shared by the address book tests (and the authorization matrix).
import { expect } from 'vitest';
import { bearer, createAccount, signIn } from '../customer/helpers.ts';
import type { TestApi } from '../support/api-client.ts';

export const ADDRESS_FIELDS = `
  id customer_id firstname lastname middlename prefix suffix company street city country_code country_id
  region { region region_code region_id } region_id postcode telephone fax vat_id
  default_billing default_shipping custom_attributes { attribute_code value }
  extension_attributes { attribute_code value }`;

export const CREATE_ADDRESS = `mutation($input: CustomerAddressInput!) {
  createCustomerAddress(input: $input) { ${ADDRESS_FIELDS} }
}`;

export const UPDATE_ADDRESS = `mutation($id: Int!, $input: CustomerAddressInput) {
  updateCustomerAddress(id: $id, input: $input) { ${ADDRESS_FIELDS} }
}`;

export const DELETE_ADDRESS = 'mutation($id: Int!) { deleteCustomerAddress(id: $id) }';

export const ADDRESS_BOOK = `{ customer { default_billing default_shipping addresses { ${ADDRESS_FIELDS} } } }`;

export interface AddressOut {
  id: number;
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  country_code: string;
  postcode: string | null;
  telephone: string;
  region: { region: string | null; region_code: string | null; region_id: number | null };
  region_id: number | null;
  default_billing: boolean;
  default_shipping: boolean;
  [field: string]: unknown;
}

/** A valid address in Germany (regions exist but are not required there). */
export function germanAddress(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstname: 'Anna',
    lastname: 'Schmidt',
    street: ['Unter den Linden 5'],
    city: 'Berlin',
    country_code: 'DE',
    postcode: '10117',
    telephone: '+49 30 1234567',
    ...overrides,
  };
}

export interface Shopper {
  id: number;
  email: string;
  password: string;
  token: string;
  headers: Record<string, string>;
}

export async function newShopper(api: TestApi, headers: Record<string, string> = {}): Promise<Shopper> {
  const account = await createAccount(api, {}, headers);
  const token = await signIn(api, account.email, account.password, headers);
  return { ...account, token, headers: { ...headers, ...bearer(token) } };
}

export async function createAddress(
  api: TestApi,
  shopper: Shopper,
  input: Record<string, unknown> = germanAddress(),
): Promise<AddressOut> {
  const res = await api.gql<{ createCustomerAddress: AddressOut }>(CREATE_ADDRESS, {
    variables: { input },
    headers: shopper.headers,
  });
  expect(res.errors, res.errors?.[0]?.message).toBeUndefined();
  return res.data?.createCustomerAddress as AddressOut;
}

/** Region ids of a country from the public `country` query, by region code. */
export async function regionIds(api: TestApi, country: string): Promise<Record<string, number>> {
  const res = await api.gql<{ country: { available_regions: { id: number; code: string }[] } }>(
    'query($id: String) { country(id: $id) { available_regions { id code } } }',
    { variables: { id: country } },
  );
  return Object.fromEntries((res.data?.country.available_regions ?? []).map((r) => [r.code, r.id]));
}
