// Operations and helpers shared by the customer account tests.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { customerToken } from '../../src/modules/customer/tables.ts';
import { hashToken } from '../../src/modules/customer/tokens.ts';
import type { GraphQLResponse, TestApi } from '../support/api-client.ts';

/** Cheap scrypt for accounts the tests create; the demo customers keep the production cost. */
export const FAST_HASHING = { PASSWORD_SCRYPT_COST: '1024,8,1' };

export const DEMO_PASSWORD = 'Atrium-demo-2026';

export const CUSTOMER_FIELDS = `
  id email firstname middlename lastname prefix suffix gender date_of_birth dob taxvat created_at
  confirmation_status group_id astrio_customer_type
  organization_info { address is_organization logo_url name tin vat }`;

export const CREATE_V2 = `mutation($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) { customer { ${CUSTOMER_FIELDS} } }
}`;

export const CREATE_V1 = `mutation($input: CustomerInput!) {
  createCustomer(input: $input) { customer { ${CUSTOMER_FIELDS} } }
}`;

export const SIGN_IN = `mutation($email: String!, $password: String!) {
  generateCustomerToken(email: $email, password: $password) { token }
}`;

export const CUSTOMER = `{ customer { ${CUSTOMER_FIELDS} } }`;

export const REVOKE = 'mutation { revokeCustomerToken { result } }';

export function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}

export function errorOf(res: GraphQLResponse): { message: string; category: unknown } {
  expect(res.errors, JSON.stringify(res.data)).toBeDefined();
  const first = res.errors?.[0];
  return { message: first?.message ?? '', category: first?.extensions?.category };
}

let counter = 0;

/** A unique e-mail per call within a test file. */
export function uniqueEmail(prefix = 'shopper'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

export async function createAccount(
  api: TestApi,
  fields: Partial<{ email: string; password: string; firstname: string; lastname: string }> = {},
  headers: Record<string, string> = {},
): Promise<{ email: string; password: string; id: number }> {
  const email = fields.email ?? uniqueEmail();
  const password = fields.password ?? 'Good-Pass-123';
  const res = await api.gql<{ createCustomerV2: { customer: { id: number } } }>(CREATE_V2, {
    variables: {
      input: {
        email,
        password,
        firstname: fields.firstname ?? 'Test',
        lastname: fields.lastname ?? 'Shopper',
      },
    },
    headers,
  });
  expect(res.errors).toBeUndefined();
  return { email, password, id: res.data?.createCustomerV2.customer.id ?? 0 };
}

export async function signIn(
  api: TestApi,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  const res = await api.gql<{ generateCustomerToken: { token: string } }>(SIGN_IN, {
    variables: { email, password },
    headers,
  });
  expect(res.errors, res.errors?.[0]?.message).toBeUndefined();
  return res.data?.generateCustomerToken.token ?? '';
}

/** The error a sign-in attempt gets (it must fail), e.g. with a password that no longer works. */
export async function signInError(api: TestApi, email: string, password: string) {
  return errorOf(await api.gql(SIGN_IN, { variables: { email, password } }));
}

/**
 * Signs a new account in and answers how long its token lives (in milliseconds, counted from just
 * before signing in) and the lifetime in hours storeConfig reports.
 */
export async function newTokenLifetime(
  api: TestApi,
): Promise<{ milliseconds: number; reportedHours?: number }> {
  const { email, password } = await createAccount(api);
  const before = Date.now();
  const token = await signIn(api, email, password);
  const [row] = await api.database.db
    .select()
    .from(customerToken)
    .where(eq(customerToken.tokenHash, hashToken(token)));
  const config = await api.gql<{ storeConfig: { customer_access_token_lifetime: number } }>(
    '{ storeConfig { customer_access_token_lifetime } }',
  );
  return {
    milliseconds: (row?.expiresAt.getTime() ?? 0) - before,
    reportedHours: config.data?.storeConfig.customer_access_token_lifetime,
  };
}
