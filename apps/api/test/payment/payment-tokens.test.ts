// Saved payment methods (Magento's Vault) over HTTP, as an authorization matrix: Atrium keeps no
// cards or accounts, so a signed-in customer of any type sees an empty list and finds no token to
// delete, whatever hash they name (their own or anyone's: none exists), and a guest is refused
// both. No write can change anything: the shop stores no tokens at all (no table holds them).
import { describe, expect, it } from 'vitest';
import type { Shopper } from '../address/helpers.ts';
import { errorOf, FAST_HASHING } from '../customer/helpers.ts';
import { newCustomer } from '../estimates/helpers.ts';
import { useTestApi } from '../support/api-client.ts';

const api = useTestApi(FAST_HASHING);

const TOKENS = '{ customerPaymentTokens { items { public_hash payment_method_code type details } } }';
const DELETE = `mutation($hash: String!) { deletePaymentToken(public_hash: $hash) {
  result customerPaymentTokens { items { public_hash } } } }`;
const NOT_AUTHORIZED = {
  message: "The current customer isn't authorized.",
  category: 'graphql-authorization',
};

type Role = 'client' | 'partner' | 'manager';
const ROLES: Role[] = ['client', 'partner', 'manager'];

describe('customerPaymentTokens and deletePaymentToken', () => {
  it.each(ROLES)('a %s sees no saved payment methods', async (role) => {
    const shopper: Shopper = await newCustomer(api, role);
    const res = await api.gql<{ customerPaymentTokens: { items: unknown[] } }>(TOKENS, {
      headers: shopper.headers,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.customerPaymentTokens).toEqual({ items: [] });
  });

  it.each(ROLES)('a %s deleting any hash is told no such token exists', async (role) => {
    const shopper = await newCustomer(api, role);
    const res = await api.gql(DELETE, { variables: { hash: 'a1b2c3d4e5' }, headers: shopper.headers });
    expect(errorOf(res)).toEqual({
      message: 'Could not find a token using public hash: a1b2c3d4e5',
      category: 'graphql-no-such-entity',
    });
  });

  it('refuses an empty hash before looking', async () => {
    const shopper = await newCustomer(api);
    const res = await api.gql(DELETE, { variables: { hash: '  ' }, headers: shopper.headers });
    expect(errorOf(res)).toEqual({ message: 'Specify the "public_hash" value.', category: 'graphql-input' });
  });

  it('refuses a guest both, with Magento’s authorization error', async () => {
    expect(errorOf(await api.gql(TOKENS))).toEqual(NOT_AUTHORIZED);
    expect(errorOf(await api.gql(DELETE, { variables: { hash: 'a1b2c3d4e5' } }))).toEqual(NOT_AUTHORIZED);
  });
});
