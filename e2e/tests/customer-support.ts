// Helpers of the customer browser tests: accounts made straight through the API (so each test has
// its own and parallel tests never sign each other out: revokeCustomerToken ends every session of
// an account), the auth cookie, and the mails the API writes to its MAIL_DIR.
import type { BrowserContext } from '@playwright/test';
import { readMails } from '../../apps/api/test/support/mail.ts';
import { WEB_URL } from './support.ts';

const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const API_URL = `http://127.0.0.1:${4100 + offset}/graphql`;
export const DEMO_PASSWORD = 'Atrium-demo-2026';

export async function graphql<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<{ data?: T; errors?: { message: string; extensions?: { category?: string } }[] }> {
  const response = await fetch(API_URL, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Store: 'int',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return response.json();
}

export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@atrium.example`;
}

export interface TestAccount {
  email: string;
  password: string;
  firstname: string;
}

export async function createAccount(label: string, firstname = 'Tess'): Promise<TestAccount> {
  const account = { email: uniqueEmail(label), password: 'Studio-Light-2026', firstname };
  const result = await graphql(
    'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
    { input: { ...account, lastname: 'Tester' } },
  );
  if (result.errors) throw new Error(`createCustomerV2 failed: ${result.errors[0]?.message}`);
  return account;
}

export async function tokenFor(account: { email: string; password: string }): Promise<string> {
  const result = await graphql<{ generateCustomerToken: { token: string } }>(
    'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
    account,
  );
  const token = result.data?.generateCustomerToken?.token;
  if (!token) throw new Error(`generateCustomerToken failed: ${result.errors?.[0]?.message}`);
  return token;
}

/** Puts a token in the browser the way the storefront does (HttpOnly auth_token cookie). */
export async function useToken(context: BrowserContext, token: string): Promise<void> {
  await context.addCookies([
    { name: 'auth_token', value: token, url: WEB_URL, httpOnly: true, sameSite: 'Lax' },
  ]);
}

/** The set-a-new-password link of the latest reset mail to the address (polls the mail directory). */
export async function resetLinkFor(email: string, timeoutMs = 15_000): Promise<string> {
  const dir = process.env.ATRIUM_E2E_MAIL_DIR;
  if (!dir) throw new Error('ATRIUM_E2E_MAIL_DIR is not set (see playwright.config.ts)');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = readMails(dir).filter((mail) => mail.to.includes(email));
    for (const mail of mails.reverse()) {
      const link = /https?:\/\/\S+\/customer\/createpassword\?token=[^\s"'<>]+/.exec(mail.text)?.[0];
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no password reset mail to ${email} in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
