// A second Drizzle handle on a test database's own client that records every statement it sends,
// so a test can compare the database work of two requests (not their timing).
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Db } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema.ts';
import type { TestDatabase } from './test-database.ts';

export interface RecordedStatement {
  sql: string;
  params: unknown[];
}

export interface RecordingDb {
  db: Db;
  /** Runs `work` and answers the statements sent meanwhile, in order. */
  record(work: () => Promise<unknown>): Promise<RecordedStatement[]>;
}

export function recordingDb(database: TestDatabase): RecordingDb {
  let log: RecordedStatement[] | null = null;
  const logger = { logQuery: (sql: string, params: unknown[]) => log?.push({ sql, params }) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db =
    database.engine === 'pglite'
      ? drizzlePglite(client as PGlite, { schema, logger })
      : drizzlePg(client as pg.Pool, { schema, logger });
  return {
    db: db as unknown as Db,
    async record(work) {
      log = [];
      try {
        await work();
        return log;
      } finally {
        log = null;
      }
    },
  };
}
