// A personalised listing costs the same SQL statements for one entry as for many: entries, their
// products and pictures are read in one statement each and the products' fields load in batches.
// Statements are counted by a recording database handle (test/support/recording-db.ts), never timed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingDb } from '../support/recording-db.ts';
import { type RunningApi, startApi } from '../support/start-api.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { createPersonallyFixture } from './personally-fixtures.ts';

let database: TestDatabase;
let api: RunningApi;
let recorder: ReturnType<typeof recordingDb>;

beforeAll(async () => {
  database = await createTestDatabase();
  recorder = recordingDb(database);
  api = await startApi(database, {}, { db: recorder.db });
  await createPersonallyFixture(database.db);
}, 120_000);

afterAll(async () => {
  await api.close();
  await database.dispose();
});

const QUERY = `query($limit: Int) {
  personallyesListing(type_url_key: "designers", limit: $limit) {
    total_count
    items { title product_count images products { sku name url_key
      price_range { minimum_price { final_price { value currency } } } small_image { url } } }
  }
}`;

async function statements(limit: number): Promise<number> {
  const read = () =>
    api.gql<{ personallyesListing: { items: unknown[] } }>(QUERY, {
      variables: { limit },
      headers: { Store: 'int' },
    });
  const warm = await read(); // per-process caches (store configuration, category tree) filled alike
  expect(warm.errors).toBeUndefined();
  expect(warm.data?.personallyesListing.items).toHaveLength(limit);
  const log = await recorder.record(read);
  return log.length;
}

describe('personallyesListing statements', () => {
  it('costs as many statements for three entries with six products as for one with two', async () => {
    const one = await statements(1);
    const three = await statements(3);
    expect(one).toBeGreaterThan(0);
    expect(three).toBe(one);
  });
});
