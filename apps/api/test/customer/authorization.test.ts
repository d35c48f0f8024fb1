import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customer, customerToken } from '../../src/modules/customer/tables.ts';
import { useTestApi } from '../support/api-client.ts';
import { bearer, CUSTOMER, createAccount, errorOf, FAST_HASHING, signIn, uniqueEmail } from './helpers.ts';

// The account operations only ever read or change the customer of the token: a guest gets the
// authorization error, another customer's token reaches only that customer's own account.
const api = useTestApi(FAST_HASHING);

const NOT_AUTHORIZED = "The current customer isn't authorized.";

interface Operation {
  name: string;
  query: string;
  variables?: (victimEmail: string) => Record<string, unknown>;
}

const operations: Operation[] = [
  { name: 'customer', query: '{ customer { email } }' },
  { name: 'healthCheck', query: '{ healthCheck { email } }' },
  {
    name: 'updateCustomer',
    query:
      'mutation($input: CustomerInput!) { updateCustomer(input: $input) { customer { email firstname } } }',
    variables: () => ({ input: { firstname: 'Hijacked' } }),
  },
  {
    name: 'updateCustomerV2',
    query:
      'mutation($input: CustomerUpdateInput!) { updateCustomerV2(input: $input) { customer { email } } }',
    variables: () => ({ input: { lastname: 'Hijacked', organization_info: { name: 'Evil Corp' } } }),
  },
  {
    name: 'updateCustomerEmail',
    query:
      'mutation($email: String!) { updateCustomerEmail(email: $email, password: "Good-Pass-123") { customer { email } } }',
    variables: () => ({ email: uniqueEmail('stolen') }),
  },
  {
    name: 'changeCustomerPassword',
    query:
      'mutation { changeCustomerPassword(currentPassword: "Good-Pass-123", newPassword: "Hijacked-Pass-1") { email } }',
  },
  { name: 'revokeCustomerToken', query: 'mutation { revokeCustomerToken { result } }' },
];

let victim: { email: string; password: string; id: number; token: string };
let intruder: { email: string; password: string; id: number; token: string };

async function snapshot(id: number) {
  const [row] = await api.database.db.select().from(customer).where(eq(customer.id, id));
  const tokens = await api.database.db.select().from(customerToken).where(eq(customerToken.customerId, id));
  return { row, tokens };
}

beforeAll(async () => {
  const v = await createAccount(api, { firstname: 'Victor', lastname: 'Victim' });
  victim = { ...v, token: await signIn(api, v.email, v.password) };
  const i = await createAccount(api, { firstname: 'Ivan', lastname: 'Intruder' });
  intruder = { ...i, token: await signIn(api, i.email, i.password) };
});

describe('account operations as a guest', () => {
  for (const op of operations) {
    it(`${op.name} answers the authorization error and changes nothing`, async () => {
      const before = await snapshot(victim.id);
      const res = await api.gql<Record<string, unknown>>(op.query, {
        variables: op.variables?.(victim.email),
      });
      expect(errorOf(res)).toEqual({ message: NOT_AUTHORIZED, category: 'graphql-authorization' });
      expect(res.data?.[op.name]).toBeNull();
      expect(await snapshot(victim.id)).toEqual(before);
    });
  }
});

describe('account operations with another customer’s token', () => {
  for (const op of operations) {
    it(`${op.name} touches only the token’s own customer`, async () => {
      const before = await snapshot(victim.id);
      // The intruder signs in again for every operation: some of them end the intruder's session.
      const token = await signIn(api, intruder.email, intruder.password);
      const res = await api.gql<Record<string, Record<string, unknown> | null>>(op.query, {
        variables: op.variables?.(victim.email),
        headers: bearer(token),
      });
      expect(res.errors, res.errors?.[0]?.message).toBeUndefined();
      const answered = JSON.stringify(res.data);
      expect(answered).not.toContain(victim.email);
      expect(answered).not.toContain('Victor');
      expect(await snapshot(victim.id)).toEqual(before);
      // The victim's session still works and shows the victim's own, unchanged data.
      const mine = await api.gql<{ customer: { email: string; firstname: string } }>(CUSTOMER, {
        headers: bearer(victim.token),
      });
      expect(mine.data?.customer).toMatchObject({ email: victim.email, firstname: 'Victor' });
      // Operations that changed the intruder's password or e-mail: keep using the new ones.
      if (op.name === 'changeCustomerPassword') intruder.password = 'Hijacked-Pass-1';
      if (op.name === 'updateCustomerEmail') {
        const moved = res.data?.updateCustomerEmail as { customer: { email: string } } | null;
        intruder.email = moved?.customer.email ?? intruder.email;
      }
    });
  }
});

describe('a token whose customer no longer exists', () => {
  it('is a guest', async () => {
    const gone = await createAccount(api);
    const token = await signIn(api, gone.email, gone.password);
    await api.database.db.delete(customer).where(eq(customer.id, gone.id));
    expect(errorOf(await api.gql(CUSTOMER, { headers: bearer(token) }))).toEqual({
      message: NOT_AUTHORIZED,
      category: 'graphql-authorization',
    });
  });
});
