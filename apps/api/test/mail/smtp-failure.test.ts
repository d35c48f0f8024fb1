import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customer } from '../../src/modules/customer/tables.ts';
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

  it('still answers true to a password reset request', async () => {
    const res = await api.gql<{ requestPasswordResetEmail: boolean }>(
      'mutation { requestPasswordResetEmail(email: "client@atrium.example") }',
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.requestPasswordResetEmail).toBe(true);
  });
});
