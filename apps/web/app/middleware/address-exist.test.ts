import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authorizationError, stubGraphQL } from '~/test/graphql-stub';
import { runGuard } from '~/test/run-guard';
import { parseAddressId } from './address-exist';
import { type CustomerAccount, provideGuardedCustomer } from './guarded-customer.server';

const SIGNED_IN = 'auth_token=token-123';
const ADDRESS_BOOK = '/int/customer/account/address/';
const editUrl = (id: string) => `http://shop.test/int/customer/account/address/${id}`;

afterEach(() => vi.unstubAllGlobals());

describe('the address-exist guard', () => {
  it('lets the edit page of one of the customer’s saved addresses through', async () => {
    const sent = stubGraphQL({
      CustomerAddressIds: { data: { customer: { addresses: [{ id: 4 }, { id: 9 }] } } },
    });
    const run = await runGuard('address-exist', editUrl('9'), { cookie: SIGNED_IN, params: { id: '9' } });
    expect(run.passed).toBe(true);
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('sends an id that is not among the saved addresses (another customer’s) to the address book', async () => {
    stubGraphQL({ CustomerAddressIds: { data: { customer: { addresses: [{ id: 4 }] } } } });
    const run = await runGuard('address-exist', editUrl('5'), { cookie: SIGNED_IN, params: { id: '5' } });
    expect(run.passed).toBe(false);
    expect(run.response.headers.get('Location')).toBe(ADDRESS_BOOK);
  });

  it('sends a missing or malformed id to the address book without asking the API', async () => {
    const sent = stubGraphQL({});
    for (const id of [undefined, '', 'abc', '0', '07', '4.0', '-4', '99999999999']) {
      const params: Record<string, string> = id === undefined ? {} : { id };
      const run = await runGuard('address-exist', editUrl(id ?? ''), { cookie: SIGNED_IN, params });
      expect(run.response.headers.get('Location')).toBe(ADDRESS_BOOK);
    }
    expect(sent).toEqual([]);
  });

  it('uses the customer auth-with-update-data already reloaded instead of asking again', async () => {
    const sent = stubGraphQL({});
    const context = new RouterContextProvider();
    provideGuardedCustomer(context, { addresses: [{ id: 12 }] } as CustomerAccount);
    const run = await runGuard('address-exist', editUrl('12'), {
      cookie: SIGNED_IN,
      params: { id: '12' },
      context,
    });
    expect(run.passed).toBe(true);
    expect(sent).toEqual([]);
  });

  it('signs an expired session out instead of showing the address book', async () => {
    stubGraphQL({ CustomerAddressIds: { data: { customer: null }, ...authorizationError } });
    const run = await runGuard('address-exist', editUrl('4'), { cookie: SIGNED_IN, params: { id: '4' } });
    expect(run.response.headers.get('Location')).toBe('/int/customer/logout?sessionExpired=1');
  });

  it('reads ids written plainly only', () => {
    expect(parseAddressId('42')).toBe(42);
    expect(parseAddressId('2147483647')).toBe(2147483647);
    expect(parseAddressId('2147483648')).toBeNull();
    expect(parseAddressId('1e3')).toBeNull();
  });
});
