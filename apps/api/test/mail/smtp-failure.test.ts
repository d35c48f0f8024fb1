import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customer } from '../../src/modules/customer/tables.ts';
import { mailOutbox } from '../../src/modules/mail/tables.ts';
import { CREATE_V2, FAST_HASHING, signIn, uniqueEmail } from '../customer/helpers.ts';
import { useTestApi } from '../support/api-client.ts';

// Port 1 on the loopback refuses connections: every mail fails to send.
const api = useTestApi({ ...FAST_HASHING, SMTP_URL: 'smtp://127.0.0.1:1' });

describe('a mail server that cannot be reached', () => {
  it('does not undo or fail the sign-up that wanted to send the mail', async () => {
    const email = uniqueEmail('offline');
    const res = await api.gql<{ createCustomerV2: { customer: { email: string } } }>(CREATE_V2, {
      variables: { input: { email, password: 'Strong-Pass-1', firstname: 'Off', lastname: 'Line' } },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.createCustomerV2.customer.email).toBe(email);
    expect(await api.database.db.select().from(customer).where(eq(customer.email, email))).toHaveLength(1);
    await signIn(api, email, 'Strong-Pass-1');
  });

  it('keeps the mail in the outbox, pending, with the error and a later attempt scheduled', async () => {
    const email = uniqueEmail('kept');
    const res = await api.gql(CREATE_V2, {
      variables: { input: { email, password: 'Strong-Pass-1', firstname: 'Kept', lastname: 'Mail' } },
      headers: { Store: 'int' },
    });
    expect(res.errors).toBeUndefined();
    const row = async () =>
      (await api.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)))[0];
    await expect.poll(async () => (await row())?.lastError, { timeout: 15_000 }).toBeTruthy();
    const kept = await row();
    expect(kept).toMatchObject({ template: 'welcome', status: 'pending', attempts: 1, sentAt: null });
    expect(kept?.textBody).toContain('Hello Kept,');
    expect(kept?.availableAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('still answers true to a password reset request', async () => {
    const res = await api.gql<{ requestPasswordResetEmail: boolean }>(
      'mutation { requestPasswordResetEmail(email: "client@atrium.example") }',
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.requestPasswordResetEmail).toBe(true);
  });
});
