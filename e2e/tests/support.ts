import type { BrowserContext, Page } from '@playwright/test';

const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const WEB_URL = `http://127.0.0.1:${3100 + offset}`;
export const UNTRUSTING_WEB_URL = `http://127.0.0.1:${3101 + offset}`;

/** Cookies of a shopper who has already chosen a website, so the first-visit pop-up stays away. */
export async function chooseWebsite(
  context: BrowserContext,
  website: 'int' | 'ru',
  extra: Record<string, string> = {},
) {
  const values: Record<string, string> = { website, ...extra };
  await context.addCookies(Object.entries(values).map(([name, value]) => ({ name, value, url: WEB_URL })));
}

/** Waits until React has hydrated the page (root.tsx marks `<html data-hydrated>`). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

// --- Customer accounts (account pages) ---------------------------------------------------------

/** The e2e API, for tests that prepare data (customers, addresses) the fast way. */
export const API_URL = `http://127.0.0.1:${4100 + offset}/graphql`;

/** One GraphQL call to the e2e API; throws on GraphQL errors unless `allowErrors`. */
export async function apiCall<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  options: { token?: string; store?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Store: options.store ?? 'int',
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await fetch(API_URL, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) {
    throw new Error(`API call failed: ${body.errors?.map((error) => error.message).join('; ') ?? 'no data'}`);
  }
  return body.data;
}

export const TEST_PASSWORD = 'Atrium-test-2026';

export interface TestCustomer {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  token: string;
}

/** A new customer with a unique e-mail, signed in through the API (generateCustomerToken). */
export async function createCustomer(
  names: { firstname?: string; lastname?: string } = {},
): Promise<TestCustomer> {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@atrium.example`;
  const firstname = names.firstname ?? 'Ada';
  const lastname = names.lastname ?? 'Lovelace';
  await apiCall(
    `mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
    { input: { email, firstname, lastname, password: TEST_PASSWORD } },
  );
  const token = await customerToken(email, TEST_PASSWORD);
  return { email, password: TEST_PASSWORD, firstname, lastname, token };
}

export async function customerToken(email: string, password: string): Promise<string> {
  const data = await apiCall<{ generateCustomerToken: { token: string } }>(
    `mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`,
    { email, password },
  );
  return data.generateCustomerToken.token;
}

/** Signs the browser in with a token: the storefront's HttpOnly auth_token cookie. */
export async function useToken(context: BrowserContext, token: string): Promise<void> {
  await context.addCookies([
    { name: 'auth_token', value: token, url: WEB_URL, httpOnly: true, sameSite: 'Lax' },
  ]);
}

/** Saves an address for a customer through the API; answers its id. */
export async function createAddress(
  token: string,
  input: Partial<Record<string, unknown>> = {},
): Promise<number> {
  const data = await apiCall<{ createCustomerAddress: { id: number } }>(
    `mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }`,
    {
      input: {
        firstname: 'Ada',
        lastname: 'Lovelace',
        street: ['12 Baker Street'],
        city: 'London',
        country_code: 'GB',
        postcode: 'NW1 6XE',
        telephone: '+44 20 7946 0000',
        ...input,
      },
    },
    { token },
  );
  return data.createCustomerAddress.id;
}
