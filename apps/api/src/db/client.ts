// One database handle for the API: embedded PGlite by default, a PostgreSQL server when a URL is
// given. Both speak the same dialect and run the same migrations.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDirectory } from './pglite-lock.ts';
import * as schema from './schema.ts';
import { serializeQueries } from './serial-queries.ts';
import { markDatabaseErrors } from './unavailable.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * `dataDir` undefined means an in-memory PGlite (tests). `loadDataDir` starts it from a tarball of
 * a data directory (PGlite's `dumpDataDir()`) instead of an empty one: the tests' template database.
 */
export function openPglite(dataDir?: string, options: { loadDataDir?: Blob } = {}): Database {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? lockDataDirectory(dataDir) : () => undefined;
  const client = new PGlite({ dataDir, loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close().finally(unlock),
  };
}

export function openPostgres(url: string): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // During an outage a request fails after this wait for a connection (503, db/unavailable.ts)
    // instead of hanging until the operating system gives up on an unanswered connect.
    connectionTimeoutMillis: 30_000,
    // Dead peers of idle connections (a server gone without closing them) are noticed.
    keepAlive: true,
  });
  // Connection errors of transactions are marked as the database's (db/unavailable.ts).
  markDatabaseErrors(pool);
  // An idle connection the server ends (restart, failover, a dropped database) is an 'error' event
  // on the pool; without a listener Node would throw it and end the process. The pool replaces the
  // connection on the next query, so saying so is all there is to do.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  // A transaction's reads side by side would otherwise overlap on its one connection.
  pool.on('connect', serializeQueries);
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    engine: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

/** Which engine a Drizzle handle runs on (its `$client` is a pg pool or a PGlite instance). */
export function engineOf(db: Db): Database['engine'] {
  return (db as unknown as { $client: unknown }).$client instanceof pg.Pool ? 'postgres' : 'pglite';
}

export function openDatabase(options: { databaseUrl?: string; pgliteDir?: string }): Database {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.pgliteDir);
}
