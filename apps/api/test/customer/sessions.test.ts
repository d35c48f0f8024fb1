import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customer, customerToken } from '../../src/modules/customer/tables.ts';
import { hashToken } from '../../src/modules/customer/tokens.ts';
import { useTestApi } from '../support/api-client.ts';
import {
  bearer,
  CUSTOMER,
  createAccount,
  DEMO_PASSWORD,
  errorOf,
  FAST_HASHING,
  newTokenLifetime,
  REVOKE,
  SIGN_IN,
  signIn,
  uniqueEmail,
} from './helpers.ts';

const api = useTestApi(FAST_HASHING);

const SIGN_IN_FAILED =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
const NOT_AUTHORIZED = "The current customer isn't authorized.";

describe('generateCustomerToken', () => {
  it('answers a new random token each time for the right password', async () => {
    const { email, password } = await createAccount(api);
    const first = await signIn(api, email, password);
    const second = await signIn(api, ` ${email.toUpperCase()} `, password);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(first);
  });

  it('gives the same generic authentication error for a wrong password and an unknown e-mail', async () => {
    const { email } = await createAccount(api);
    for (const variables of [
      { email, password: 'Wrong-Pass-1' },
      { email: uniqueEmail('nobody'), password: 'Wrong-Pass-1' },
      { email: 'not an e-mail', password: 'Wrong-Pass-1' },
    ]) {
      const res = await api.gql(SIGN_IN, { variables });
      expect(errorOf(res)).toEqual({ message: SIGN_IN_FAILED, category: 'graphql-authentication' });
      expect(res.status).toBe(200);
    }
  });

  it('refuses an account created without a password', async () => {
    const email = uniqueEmail();
    await api.gql(
      'mutation($e: String!) { createCustomerV2(input: {email: $e, firstname: "A", lastname: "B"}) { customer { email } } }',
      {
        variables: { e: email },
      },
    );
    const res = await api.gql(SIGN_IN, { variables: { email, password: 'Anything-1' } });
    expect(errorOf(res).message).toBe(SIGN_IN_FAILED);
  });

  it('asks for the e-mail and the password when they are empty', async () => {
    expect(errorOf(await api.gql(SIGN_IN, { variables: { email: ' ', password: 'x' } }))).toEqual({
      message: 'Specify the "email" value.',
      category: 'graphql-input',
    });
    expect(errorOf(await api.gql(SIGN_IN, { variables: { email: 'a@example.com', password: '' } }))).toEqual({
      message: 'Specify the "password" value.',
      category: 'graphql-input',
    });
  });

  it('signs in every demo customer with its type', async () => {
    for (const type of ['client', 'partner', 'manager']) {
      const token = await signIn(api, `${type}@atrium.example`, DEMO_PASSWORD);
      const res = await api.gql<{
        customer: { astrio_customer_type: string; organization_info: { is_organization: boolean } };
      }>(CUSTOMER, { headers: bearer(token) });
      expect(res.data?.customer.astrio_customer_type).toBe(type);
      expect(res.data?.customer.organization_info.is_organization).toBe(type !== 'client');
    }
  });
});

describe('the signed-in customer', () => {
  it('is answered by customer and healthCheck for its token, on either website', async () => {
    const { email, password, id } = await createAccount(api);
    const token = await signIn(api, email, password, { Store: 'ru' });
    for (const store of ['ru', 'int', 'int_ru']) {
      const res = await api.gql<{ customer: { email: string; id: number }; healthCheck: { email: string } }>(
        `{ customer { email id } healthCheck { email } }`,
        { headers: { ...bearer(token), Store: store } },
      );
      expect(res.errors).toBeUndefined();
      expect(res.data).toEqual({ customer: { email, id }, healthCheck: { email } });
    }
  });

  it('is a guest without a token, with an empty or a malformed one', async () => {
    const variants: Record<string, string>[] = [
      {},
      { Authorization: '' },
      { Authorization: 'Bearer ' },
      { Authorization: 'Bearer nonsense' },
      { Authorization: `Bearer ${'a'.repeat(43)}` },
    ];
    for (const headers of variants) {
      const res = await api.gql<{ storeConfig: { store_code: string } }>(
        '{ storeConfig { store_code } customer { email } healthCheck { email } }',
        { headers },
      );
      expect(res.data?.storeConfig.store_code, JSON.stringify(headers)).toBe('ru');
      expect(res.errors?.map((e) => [e.message, e.extensions?.category, e.path?.[0]])).toEqual([
        [NOT_AUTHORIZED, 'graphql-authorization', 'customer'],
        [NOT_AUTHORIZED, 'graphql-authorization', 'healthCheck'],
      ]);
      expect(res.status).toBe(200);
    }
  });

  it('is a guest once the token has expired', async () => {
    const { email, password } = await createAccount(api);
    const token = await signIn(api, email, password);
    expect((await api.gql(CUSTOMER, { headers: bearer(token) })).errors).toBeUndefined();
    await api.database.db
      .update(customerToken)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(customerToken.tokenHash, hashToken(token)));
    expect(errorOf(await api.gql(CUSTOMER, { headers: bearer(token) }))).toEqual({
      message: NOT_AUTHORIZED,
      category: 'graphql-authorization',
    });
  });

  it('gets a token that expires after the configured lifetime, which storeConfig reports', async () => {
    const { milliseconds, reportedHours } = await newTokenLifetime(api);
    expect(milliseconds / 3_600_000).toBeGreaterThan(23.99);
    expect(milliseconds / 3_600_000).toBeLessThanOrEqual(24.01);
    expect(reportedHours).toBe(24);
  });
});

describe('revokeCustomerToken', () => {
  it('signs the customer out on every device and leaves other customers signed in', async () => {
    const me = await createAccount(api);
    const other = await createAccount(api);
    const phone = await signIn(api, me.email, me.password);
    const laptop = await signIn(api, me.email, me.password);
    const theirs = await signIn(api, other.email, other.password);

    const res = await api.gql<{ revokeCustomerToken: { result: boolean } }>(REVOKE, {
      headers: bearer(phone),
    });
    expect(res.data?.revokeCustomerToken.result).toBe(true);

    for (const token of [phone, laptop]) {
      expect(errorOf(await api.gql(CUSTOMER, { headers: bearer(token) })).category).toBe(
        'graphql-authorization',
      );
    }
    const still = await api.gql<{ customer: { email: string } }>(CUSTOMER, { headers: bearer(theirs) });
    expect(still.data?.customer.email).toBe(other.email);
  });

  it('needs a signed-in customer', async () => {
    const res = await api.gql(REVOKE);
    expect(errorOf(res)).toEqual({ message: NOT_AUTHORIZED, category: 'graphql-authorization' });
    expect(res.data?.revokeCustomerToken).toBeNull();
  });

  it('lets the customer sign in again afterwards', async () => {
    const { email, password } = await createAccount(api);
    const token = await signIn(api, email, password);
    await api.gql(REVOKE, { headers: bearer(token) });
    const again = await signIn(api, email, password);
    expect((await api.gql(CUSTOMER, { headers: bearer(again) })).errors).toBeUndefined();
  });
});

describe('secrets at rest', () => {
  it('keeps neither passwords nor tokens in clear', async () => {
    const { email, password } = await createAccount(api, { password: 'Clear-Text-Never-9' });
    const token = await signIn(api, email, password);
    const [row] = await api.database.db.select().from(customer).where(eq(customer.email, email));
    expect(row?.passwordHash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/);
    expect(row?.passwordHash).not.toContain(password);
    const tokens = await api.database.db
      .select()
      .from(customerToken)
      .where(eq(customerToken.customerId, row?.id ?? 0));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.tokenHash).toBe(hashToken(token));
    expect(tokens[0]?.tokenHash).not.toContain(token);
    const dump =
      JSON.stringify(await api.database.db.select().from(customer)) +
      JSON.stringify(await api.database.db.select().from(customerToken));
    expect(dump).not.toContain(password);
    expect(dump).not.toContain(token);
  });
});
