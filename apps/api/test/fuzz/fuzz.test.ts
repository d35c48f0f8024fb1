// Issue 11 §9: 2,000 seeded malformed and hostile requests; none may answer 5xx or an error
// without a category, and the server must be healthy afterwards. `npm run fuzz` sends more.
import { expect, it } from 'vitest';
import { buildSchema } from '../../src/schema.ts';
import { useTestApi } from '../support/api-client.ts';
import { describeFindings, runFuzz } from './run-fuzz.ts';

const api = useTestApi({ PAYMENT_SANDBOX: 'true' });

it('answers 2,000 seeded hostile requests without a 5xx or an uncategorised error and stays healthy', async () => {
  const storeConfig = '{ storeConfig { store_code base_currency_code locale } }';
  const before = await api.gql(storeConfig);
  const report = await runFuzz({
    schema: buildSchema(),
    baseUrl: new URL('/', api.url).toString(),
    requests: 2_000,
    seed: 20261123,
  });
  expect(report.sent).toBe(2_000);
  expect(describeFindings(report.findings)).toBe('');

  const health = await fetch(new URL('/health', api.url));
  expect(health.status).toBe(200);
  const after = await api.gql(storeConfig);
  expect(after.errors).toBeUndefined();
  expect(after.data).toEqual(before.data);
}, 600_000);
