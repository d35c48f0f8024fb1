// A test database whose outage a test switches on and off, on either engine:
// - PostgreSQL (DATABASE_URL set): the API talks to its throwaway database through a TCP proxy;
//   `cut()` refuses new connections and drops the open ones, as a server restart or a network
//   failure would, and `restore()` lets connections through again. Real driver errors, a real pool.
// - PGlite: there is no network to cut in an embedded database. The API's handle forwards to the
//   live PGlite instance, and during the outage to a PGlite instance that has been closed, so every
//   query fails with PGlite's own error for a database that is not running ("PGlite is closed"),
//   the one an API meets while its embedded database shuts down. `restore()` forwards to the live
//   instance again: that proves the API keeps no state from the outage (no cached failure, no
//   poisoned handle), which is what "recovers by itself" means for an in-process database.
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { type Db, openPostgres } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema.ts';
import { startTcpProxy } from './tcp-proxy.ts';
import { closedPglite, createTestDatabase } from './test-database.ts';

export interface OutageDatabase {
  db: Db;
  engine: 'pglite' | 'postgres';
  cut(): Promise<void>;
  restore(): Promise<void>;
  dispose(): Promise<void>;
}

export async function createOutageDatabase(): Promise<OutageDatabase> {
  const database = await createTestDatabase();
  if (database.url) {
    const direct = new URL(database.url);
    const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(database.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const served = openPostgres(viaProxy.toString());
    return {
      db: served.db,
      engine: 'postgres',
      cut: () => proxy.cut(),
      restore: () => proxy.restore(),
      async dispose() {
        await served.close();
        await proxy.close();
        await database.dispose();
      },
    };
  }
  const live = (database.db as unknown as { $client: PGlite }).$client;
  const stopped = await closedPglite();
  let current: PGlite = live;
  // Methods run on the instance they belong to (PGlite keeps private state per instance).
  const switchable = new Proxy(live, {
    get(_target, property) {
      const value = Reflect.get(current, property, current);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
  return {
    db: drizzle(switchable, { schema }) as unknown as Db,
    engine: 'pglite',
    async cut() {
      current = stopped;
    },
    async restore() {
      current = live;
    },
    dispose: () => database.dispose(),
  };
}
