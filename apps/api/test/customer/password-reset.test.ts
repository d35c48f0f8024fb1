import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customer, customerPasswordReset, passwordResetRequest } from '../../src/modules/customer/tables.ts';
import { hashToken } from '../../src/modules/customer/tokens.ts';
import { useTestApi } from '../support/api-client.ts';
import { readMails, waitForMail } from '../support/mail.ts';
import {
  bearer,
  CUSTOMER,
  createAccount,
  errorOf,
  FAST_HASHING,
  signIn,
  signInError,
  uniqueEmail,
} from './helpers.ts';

const api = useTestApi(FAST_HASHING);

const REQUEST = 'mutation($email: String!) { requestPasswordResetEmail(email: $email) }';
const RESET = `mutation($email: String!, $token: String!, $password: String!) {
  resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password)
}`;
const MISMATCH = 'The password token is mismatched. Reset and try again';

function tokenFrom(text: string): string {
  const match = /\/customer\/createpassword\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in:\n${text}`);
  return match[1];
}

/** The outbox worker resolves reset requests after the answer: wait until it has resolved them all. */
async function untilRequestsResolved(): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          await api.database.db
            .select()
            .from(passwordResetRequest)
            .where(isNull(passwordResetRequest.processedAt))
        ).length,
      { timeout: 10_000 },
    )
    .toBe(0);
}

async function requestLink(email: string, headers: Record<string, string> = {}) {
  const res = await api.gql<{ requestPasswordResetEmail: boolean }>(REQUEST, {
    variables: { email },
    headers,
  });
  expect(res.errors).toBeUndefined();
  expect(res.data?.requestPasswordResetEmail).toBe(true);
  const mail = await waitForMail(api.mailDir, email, (m) => m.text.includes('createpassword'));
  return { mail, token: tokenFrom(mail.text) };
}

describe('requestPasswordResetEmail', () => {
  it('mails a link to the website’s create-password page in the store view’s language', async () => {
    const { email } = await createAccount(api, { firstname: 'Ольга' });
    const { mail, token } = await requestLink(email, { Store: 'ru' });
    expect(mail.subject).toBe('Атриум: восстановление пароля');
    expect(mail.text).toContain('Здравствуйте, Ольга!');
    expect(mail.text).toContain(`http://localhost:3000/ru/customer/createpassword?token=${token}`);
    expect(mail.text).toContain('Ссылка действует 2 часа');
    expect(mail.html).toContain(`href="http://localhost:3000/ru/customer/createpassword?token=${token}"`);
  });

  it('writes English on the international website', async () => {
    const { email } = await createAccount(api);
    const { mail } = await requestLink(email, { Store: 'int' });
    expect(mail.subject).toBe('Reset your Atrium password');
    expect(mail.text).toContain('http://localhost:3000/int/customer/createpassword?token=');
    expect(mail.text).toContain('The link works for 2 hours, once.');
  });

  it('answers true for an unknown e-mail and sends nothing', async () => {
    const resetsBefore = await api.database.db.select().from(customerPasswordReset);
    const email = uniqueEmail('ghost');
    const res = await api.gql<{ requestPasswordResetEmail: boolean }>(REQUEST, { variables: { email } });
    expect(res.data?.requestPasswordResetEmail).toBe(true);
    await untilRequestsResolved();
    expect(await api.database.db.select().from(customerPasswordReset)).toHaveLength(resetsBefore.length);
    // A mail requested afterwards arrives; none ever went to the unknown address.
    const marker = await createAccount(api);
    await requestLink(marker.email);
    expect(readMails(api.mailDir).filter((mail) => mail.to.includes(email))).toHaveLength(0);
  });

  it('validates the e-mail', async () => {
    expect(errorOf(await api.gql(REQUEST, { variables: { email: '' } }))).toEqual({
      message: 'You must specify an email address.',
      category: 'graphql-input',
    });
    expect(errorOf(await api.gql(REQUEST, { variables: { email: 'nope@' } }))).toEqual({
      message: 'The email address has an invalid format.',
      category: 'graphql-input',
    });
  });

  it('stores only the hash of the link’s token, with its expiry', async () => {
    const { email, id } = await createAccount(api);
    const { token } = await requestLink(email);
    const rows = await api.database.db
      .select()
      .from(customerPasswordReset)
      .where(eq(customerPasswordReset.customerId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const hours = ((rows[0]?.expiresAt.getTime() ?? 0) - (rows[0]?.createdAt.getTime() ?? 0)) / 3_600_000;
    expect(hours).toBeCloseTo(2, 2);
  });

  it('does not mail a second link within a minute of the first', async () => {
    const { email, id } = await createAccount(api);
    const { token } = await requestLink(email);
    const again = await api.gql<{ requestPasswordResetEmail: boolean }>(REQUEST, { variables: { email } });
    expect(again.data?.requestPasswordResetEmail).toBe(true);
    await untilRequestsResolved();
    const rows = await api.database.db
      .select()
      .from(customerPasswordReset)
      .where(eq(customerPasswordReset.customerId, id));
    expect(rows.map((row) => row.tokenHash)).toEqual([hashToken(token)]);
    expect(rows[0]?.usedAt).toBeNull();
  });
});

describe('resetPassword', () => {
  it('sets the new password once, signs the customer out everywhere and ends a lock', async () => {
    const { email, password, id } = await createAccount(api);
    const session = await signIn(api, email, password);
    await api.database.db
      .update(customer)
      .set({ failuresNum: 6, lockExpiresAt: new Date(Date.now() + 3_600_000) })
      .where(eq(customer.id, id));
    const { token } = await requestLink(email);

    const res = await api.gql<{ resetPassword: boolean }>(RESET, {
      variables: { email: email.toUpperCase(), token, password: 'Reset-Pass-77' },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.resetPassword).toBe(true);

    expect(errorOf(await api.gql(CUSTOMER, { headers: bearer(session) })).category).toBe(
      'graphql-authorization',
    );
    await signIn(api, email, 'Reset-Pass-77');
    expect((await signInError(api, email, password)).category).toBe('graphql-authentication');

    const again = await api.gql(RESET, { variables: { email, token, password: 'Another-Pass-88' } });
    expect(errorOf(again)).toEqual({ message: MISMATCH, category: 'graphql-input' });
    await signIn(api, email, 'Reset-Pass-77');
  });

  it('refuses an expired link', async () => {
    const { email, id } = await createAccount(api);
    const { token } = await requestLink(email);
    await api.database.db
      .update(customerPasswordReset)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(customerPasswordReset.customerId, id));
    expect(
      errorOf(await api.gql(RESET, { variables: { email, token, password: 'Reset-Pass-77' } })).message,
    ).toBe(MISMATCH);
  });

  it('refuses a link of another account, an unknown e-mail and a made-up token alike', async () => {
    const mine = await createAccount(api);
    const theirs = await createAccount(api);
    const { token } = await requestLink(theirs.email);
    for (const variables of [
      { email: mine.email, token, password: 'Reset-Pass-77' },
      { email: uniqueEmail('ghost'), token, password: 'Reset-Pass-77' },
      { email: theirs.email, token: 'x'.repeat(43), password: 'Reset-Pass-77' },
      { email: theirs.email, token: `${token}x`, password: 'Reset-Pass-77' },
    ]) {
      expect(errorOf(await api.gql(RESET, { variables })), JSON.stringify(variables)).toEqual({
        message: MISMATCH,
        category: 'graphql-input',
      });
    }
    // The rightful owner's link still works.
    const ok = await api.gql<{ resetPassword: boolean }>(RESET, {
      variables: { email: theirs.email, token, password: 'Reset-Pass-77' },
    });
    expect(ok.data?.resetPassword).toBe(true);
    await signIn(api, mine.email, mine.password);
  });

  it('keeps only the latest link working', async () => {
    const { email, id } = await createAccount(api);
    const first = await requestLink(email);
    // Let the resend pause pass by moving the first link back in time.
    await api.database.db
      .update(customerPasswordReset)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(customerPasswordReset.customerId, id));
    await api.gql(REQUEST, { variables: { email } });
    const second = await waitForMail(
      api.mailDir,
      email,
      (m) => m.text.includes('createpassword') && !m.text.includes(first.token),
    );
    expect(
      errorOf(await api.gql(RESET, { variables: { email, token: first.token, password: 'Reset-Pass-77' } }))
        .message,
    ).toBe(MISMATCH);
    const ok = await api.gql<{ resetPassword: boolean }>(RESET, {
      variables: { email, token: tokenFrom(second.text), password: 'Reset-Pass-77' },
    });
    expect(ok.data?.resetPassword).toBe(true);
  });

  it('applies the password policy and keeps the link usable after a refused password', async () => {
    const { email } = await createAccount(api);
    const { token } = await requestLink(email);
    const weak = await api.gql(RESET, { variables: { email, token, password: 'weakpassword' } });
    expect(errorOf(weak).message).toBe(
      'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
    );
    const same = await api.gql(RESET, { variables: { email, token, password: email } });
    expect(errorOf(same).message).toBe(
      "The password can't be the same as the email address. Create a new password and try again.",
    );
    const ok = await api.gql<{ resetPassword: boolean }>(RESET, {
      variables: { email, token, password: 'Reset-Pass-77' },
    });
    expect(ok.data?.resetPassword).toBe(true);
  });

  it('asks for each missing value', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ email: '', token: 't', password: 'p' }, 'You must specify an email address.'],
      [{ email: 'bad', token: 't', password: 'p' }, 'The email address has an invalid format.'],
      [{ email: 'a@example.com', token: ' ', password: 'p' }, 'resetPasswordToken must be specified'],
      [{ email: 'a@example.com', token: 't', password: '' }, 'newPassword must be specified'],
    ];
    for (const [variables, message] of cases) {
      expect(errorOf(await api.gql(RESET, { variables }))).toEqual({ message, category: 'graphql-input' });
    }
  });
});
