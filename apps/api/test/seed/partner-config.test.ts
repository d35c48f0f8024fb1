// The partner programme's settings every store view reads from the seeded shop: the reward on a
// partner's own orders and the discount that sets a partner's price on estimates (b2b.md §4).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findStoreScope, readConfig } from '../../src/modules/store/store.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.dispose();
});

describe('partner settings of the seeded shop', () => {
  it.each(['ru', 'int', 'int_ru'])(
    'give store view %s a partner discount of 10 % and a reward of 5 %',
    async (code) => {
      const scope = await findStoreScope(database.db, code);
      expect(scope, code).toBeDefined();
      const config = await readConfig(database.db, scope!);
      expect(config.get('sales/partner/discount_percent')).toBe('10');
      expect(config.get('sales/partner/reward_percent')).toBe('5');
    },
  );
});
