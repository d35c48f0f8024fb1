import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerToken } from '../../src/modules/customer/tables.ts';
import { hashToken } from '../../src/modules/customer/tokens.ts';
import { useTestApi } from '../support/api-client.ts';
import { createAccount, FAST_HASHING, signIn } from './helpers.ts';

const api = useTestApi({ ...FAST_HASHING, CUSTOMER_TOKEN_LIFETIME_HOURS: '0.5' });

describe('CUSTOMER_TOKEN_LIFETIME_HOURS', () => {
  it('sets how long new tokens live and what storeConfig reports', async () => {
    const { email, password } = await createAccount(api);
    const before = Date.now();
    const token = await signIn(api, email, password);
    const [row] = await api.database.db
      .select()
      .from(customerToken)
      .where(eq(customerToken.tokenHash, hashToken(token)));
    const minutes = ((row?.expiresAt.getTime() ?? 0) - before) / 60_000;
    expect(minutes).toBeGreaterThan(29.9);
    expect(minutes).toBeLessThanOrEqual(30.1);
    const config = await api.gql<{ storeConfig: { customer_access_token_lifetime: number } }>(
      '{ storeConfig { customer_access_token_lifetime } }',
    );
    expect(config.data?.storeConfig.customer_access_token_lifetime).toBe(0.5);
  });
});
