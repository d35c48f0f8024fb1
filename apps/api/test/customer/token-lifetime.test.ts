import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/api-client.ts';
import { FAST_HASHING, newTokenLifetime } from './helpers.ts';

const api = useTestApi({ ...FAST_HASHING, CUSTOMER_TOKEN_LIFETIME_HOURS: '0.5' });

describe('CUSTOMER_TOKEN_LIFETIME_HOURS', () => {
  it('sets how long new tokens live and what storeConfig reports', async () => {
    const { milliseconds, reportedHours } = await newTokenLifetime(api);
    expect(milliseconds / 60_000).toBeGreaterThan(29.9);
    expect(milliseconds / 60_000).toBeLessThanOrEqual(30.1);
    expect(reportedHours).toBe(0.5);
  });
});
