// Helpers of the customer and account browser tests: accounts and addresses made straight through
// the API (so each test has its own and parallel tests never sign each other out:
// revokeCustomerToken ends every session of an account), the auth cookie, and the mails the API
// writes to its MAIL_DIR.
import type { BrowserContext } from '@playwright/test';
import { readMails } from '../../apps/api/test/support/mail.ts';
import { API_URL, WEB_URL } from './support.ts';

export const DEMO_PASSWORD = 'Atrium-demo-2026';
export const TEST_PASSWORD = 'Atrium-test-2026';

type GraphQLErrors = { message: string; extensions?: { category?: string } }[];

/** One GraphQL call to the e2e API, answered as it comes (data and/or errors). */
export async function graphql<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
  store = 'int',
): Promise<{ data?: T; errors?: GraphQLErrors }> {
  const response = await fetch(API_URL, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Store: store,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return response.json();
}

/** One GraphQL call that must succeed: answers its data, throws on GraphQL errors. */
export async function apiCall<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  options: { token?: string; store?: string } = {},
): Promise<T> {
  const body = await graphql<T>(query, variables, options.token, options.store);
  if (body.errors?.length || !body.data) {
    throw new Error(`API call failed: ${body.errors?.map((error) => error.message).join('; ') ?? 'no data'}`);
  }
  return body.data;
}

export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@atrium.example`;
}

export interface TestAccount {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
}

export interface TestCustomer extends TestAccount {
  token: string;
}

/** A new account with a unique e-mail, created through the API (createCustomerV2). */
export async function createAccount(
  label: string,
  names: { firstname?: string; lastname?: string } = {},
): Promise<TestAccount> {
  const account = {
    email: uniqueEmail(label),
    password: TEST_PASSWORD,
    firstname: names.firstname ?? 'Tess',
    lastname: names.lastname ?? 'Tester',
  };
  await apiCall(
    'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
    { input: account },
  );
  return account;
}

/** A new account (Ada Lovelace unless named otherwise), signed in through the API. */
export async function createCustomer(
  names: { firstname?: string; lastname?: string } = {},
): Promise<TestCustomer> {
  const account = await createAccount('customer', {
    firstname: names.firstname ?? 'Ada',
    lastname: names.lastname ?? 'Lovelace',
  });
  return { ...account, token: await tokenFor(account) };
}

export async function tokenFor(account: { email: string; password: string }): Promise<string> {
  const data = await apiCall<{ generateCustomerToken: { token: string } }>(
    'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
    { email: account.email, password: account.password },
  );
  return data.generateCustomerToken.token;
}

/** Puts a token in the browser the way the storefront does (HttpOnly auth_token cookie). */
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
    'mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }',
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

/**
 * The first link matching `pattern` in the latest mail to the address that has one. The API's
 * outbox worker sends mail shortly after the request that owed it, so this waits for the file.
 */
async function linkInMailTo(
  email: string,
  pattern: RegExp,
  what: string,
  timeoutMs: number,
): Promise<string> {
  const dir = process.env.ATRIUM_E2E_MAIL_DIR;
  if (!dir) throw new Error('ATRIUM_E2E_MAIL_DIR is not set (see playwright.config.ts)');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = readMails(dir).filter((mail) => mail.to.includes(email));
    for (const mail of mails.reverse()) {
      const link = pattern.exec(mail.text)?.[0];
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no ${what} mail to ${email} in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The set-a-new-password link of the latest reset mail to the address. */
export function resetLinkFor(email: string, timeoutMs = 15_000): Promise<string> {
  return linkInMailTo(
    email,
    /https?:\/\/\S+\/customer\/createpassword\?token=[^\s"'<>]+/,
    'password reset',
    timeoutMs,
  );
}

/** The confirmation link of the latest newsletter double opt-in mail to the address. */
export function newsletterLinkFor(email: string, timeoutMs = 15_000): Promise<string> {
  return linkInMailTo(
    email,
    /https?:\/\/\S+\/newsletter\/subscriber\/confirm\?[^\s"'<>]+/,
    'newsletter confirmation',
    timeoutMs,
  );
}

/** The project invite link (`?projectHash=…`) of the latest invite mail to the address. */
export function projectInviteLinkFor(email: string, timeoutMs = 15_000): Promise<string> {
  return linkInMailTo(
    email,
    /https?:\/\/[^\s"'<>]+[?&]projectHash=[A-Za-z0-9_-]+/,
    'project invite',
    timeoutMs,
  );
}

/** The estimate invite link (`?estimateHash=…`) of the latest estimate invite mail to the address. */
export function estimateInviteLinkFor(email: string, timeoutMs = 15_000): Promise<string> {
  return linkInMailTo(
    email,
    /https?:\/\/[^\s"'<>]+[?&]estimateHash=[A-Za-z0-9_-]+/,
    'estimate invite',
    timeoutMs,
  );
}

/**
 * The demo accounts of each customer type (README; password DEMO_PASSWORD): the estimate workflow
 * needs all three — the client (or partner) submits, the manager prices, the partner discounts.
 */
export const DEMO_ACCOUNTS = {
  client: 'client@atrium.example',
  partner: 'partner@atrium.example',
  manager: 'manager@atrium.example',
} as const;
