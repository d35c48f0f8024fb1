// The store data cache (modules/store/cache.ts): store views, configuration and currency rates
// are read once per store version; a write through the writer's path (the write and
// bumpStoreVersion in one transaction) is seen by the next request; customers are never shared.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { configValue, storeView } from '../../src/db/schema.ts';
import { bumpStoreVersion } from '../../src/modules/store/cache.ts';
import { createAccount, FAST_HASHING, signIn } from '../customer/helpers.ts';
import { useTestApi } from '../support/api-client.ts';

// No mail outbox worker: its background polls would be counted by the spies on the database below.
const api = useTestApi({ ...FAST_HASHING, MAIL_OUTBOX_WORKER: 'false' });
const INT = { Store: 'int' };
const STORE = '{ storeConfig { store_name default_title } }';

async function storeConfig(headers: Record<string, string> = INT) {
  const res = await api.gql<{ storeConfig: { store_name: string; default_title: string | null } }>(STORE, {
    headers,
  });
  expect(res.errors).toBeUndefined();
  return res.data!.storeConfig;
}

/** The writer's path: the write and a new store version in one transaction. */
async function write(change: (db: Db) => Promise<unknown>) {
  await api.database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await change(db);
    await bumpStoreVersion(db);
  });
}

describe('the store data cache', () => {
  it('reads the store view and its configuration once per store version', async () => {
    await storeConfig();
    const spy = vi.spyOn(api.database.db, 'select');
    try {
      await storeConfig();
      await storeConfig();
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('reads a Region header once per store version, and still refuses an unknown one', async () => {
    const withRegion = { ...INT, Region: 'DE' };
    await storeConfig(withRegion);
    const spy = vi.spyOn(api.database.db, 'select');
    try {
      await storeConfig(withRegion);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await api.gql(STORE, { headers: { ...INT, Region: 'atlantis' } });
      expect(res.errors?.[0]?.message).toBe('Requested region is not found (atlantis)');
    }
  });

  it('shows a configuration value written with a new store version', async () => {
    const before = await storeConfig();
    const title = and(
      eq(configValue.scope, 'stores'),
      eq(configValue.scopeId, 2),
      eq(configValue.path, 'design/head/default_title'),
    );
    await write((db) => db.update(configValue).set({ value: 'Cached? No' }).where(title));
    try {
      expect((await storeConfig()).default_title).toBe('Cached? No');
    } finally {
      await write((db) => db.update(configValue).set({ value: before.default_title }).where(title));
    }
    expect((await storeConfig()).default_title).toBe(before.default_title);
  });

  it('shows a renamed store view and a store view switched off', async () => {
    const [row] = await api.database.db.select().from(storeView).where(eq(storeView.code, 'int'));
    await write((db) => db.update(storeView).set({ name: 'Renamed' }).where(eq(storeView.code, 'int')));
    try {
      expect((await storeConfig()).store_name).toBe('Renamed');
      await write((db) => db.update(storeView).set({ isActive: false }).where(eq(storeView.code, 'int')));
      const res = await api.gql(STORE, { headers: INT });
      expect(res.errors?.[0]?.message).toBe('Requested store is not found (int)');
    } finally {
      await write((db) =>
        db.update(storeView).set({ name: row!.name, isActive: true }).where(eq(storeView.code, 'int')),
      );
    }
    expect((await storeConfig()).store_name).toBe(row!.name);
  });

  it('never shares a customer between requests', async () => {
    const a = await createAccount(api, { firstname: 'Anna' }, INT);
    const b = await createAccount(api, { firstname: 'Boris' }, INT);
    const tokenA = await signIn(api, a.email, a.password, INT);
    const tokenB = await signIn(api, b.email, b.password, INT);
    const me = async (token?: string) => {
      const headers: Record<string, string> = { ...INT };
      if (token) headers.Authorization = `Bearer ${token}`;
      return api.gql<{ customer: { firstname: string } }>('{ customer { firstname } }', { headers });
    };
    expect((await me(tokenA)).data?.customer.firstname).toBe('Anna');
    expect((await me(tokenB)).data?.customer.firstname).toBe('Boris');
    expect((await me(tokenA)).data?.customer.firstname).toBe('Anna');
    expect((await me()).errors?.[0]?.extensions?.category).toBe('graphql-authorization');
  });
});
