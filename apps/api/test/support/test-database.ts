// A fresh, migrated and seeded database for one test file: in-memory PGlite by default, or a
// throwaway database on the PostgreSQL server named by DATABASE_URL (dropped afterwards). Only the
// foundation is seeded (stores, directory, categories, attributes, CMS blocks), never the demo
// catalogue: tests write the products they need.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../../src/db/client.ts';
import { seedDemoData } from '../../src/db/seed/index.ts';

export interface TestDatabase extends Database {
  /** The throwaway database's URL on the PostgreSQL server (unset on PGlite). */
  url?: string;
  dispose(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = openPglite();
    await database.migrate();
    await seedDemoData(database.db, { catalogue: false });
    return { ...database, dispose: () => database.close() };
  }
  const name = `atrium_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  await database.migrate();
  await seedDemoData(database.db, { catalogue: false });
  return {
    ...database,
    url: url.toString(),
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
