// A fresh, migrated and seeded database for one test file: in-memory PGlite by default, or a
// throwaway database on the PostgreSQL server named by DATABASE_URL (dropped afterwards). Only the
// foundation is seeded (stores, directory, categories, attributes, CMS blocks), never the demo
// catalogue: tests write the products they need.
// Each is a copy of the run's template database (global-setup.ts, ADR 0025): migrating and seeding
// once per run instead of once per file. Without a template (another Vitest configuration), the
// database is migrated and seeded here.
import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../../src/db/client.ts';
import { seedDemoData } from '../../src/seed/index.ts';

export interface TestDatabase extends Database {
  /** The throwaway database's URL on the PostgreSQL server (unset on PGlite). */
  url?: string;
  dispose(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const template = provided('pgliteTemplate');
    // A file-backed Blob: PGlite reads it whole, faster than from a Blob copied into memory.
    const database = template
      ? openPglite(undefined, { loadDataDir: await openAsBlob(template) })
      : openPglite();
    if (!template) await migrateAndSeed(database);
    return { ...database, dispose: () => database.close() };
  }
  const template = provided('postgresTemplate');
  const name = `atrium_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  if (!template) await migrateAndSeed(database);
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

/** The run's template, when Vitest's global setup made one; `npm run fuzz` runs outside Vitest. */
function provided(key: 'pgliteTemplate' | 'postgresTemplate'): string | undefined {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

async function migrateAndSeed(database: Database): Promise<void> {
  await database.migrate();
  await seedDemoData(database.db, { catalogue: false });
}

/**
 * A PGlite instance that has been closed: what the API meets while its embedded database shuts
 * down. Started from the template when there is one, which is cheaper than an empty database
 * (initdb); either way it ends closed.
 */
export async function closedPglite(): Promise<PGlite> {
  const template = provided('pgliteTemplate');
  const pglite = template ? new PGlite({ loadDataDir: await openAsBlob(template) }) : new PGlite();
  await pglite.close();
  return pglite;
}
