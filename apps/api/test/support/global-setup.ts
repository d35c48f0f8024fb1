// Vitest globalSetup: migrates and seeds one template database per test run, before any test file
// starts; createTestDatabase() (test-database.ts) gives each file a copy of it (ADR 0025).
// - PGlite: the data directory of a migrated and seeded in-memory PGlite, as a tarball in a
//   temporary file (PGlite's dumpDataDir); each file starts an in-memory PGlite from it.
// - PostgreSQL (DATABASE_URL set): a database atrium_template_<run id> on that server; each file
//   gets `create database … template atrium_template_<run id>`. Dropped when the run ends.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../src/db/client.ts';
import { seedDemoData } from '../../src/seed/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the template's tarball (a file path). */
    pgliteTemplate: string;
    /** PostgreSQL: the template database's name on the server in DATABASE_URL. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = openPglite();
    await database.migrate();
    await seedDemoData(database.db, { catalogue: false });
    const client = (database.db as unknown as { $client: PGlite }).$client;
    // Written to the data files now, so that no copy replays the log when it starts.
    await client.exec('checkpoint');
    const tarball = await client.dumpDataDir('none');
    await database.close();
    const dir = mkdtempSync(join(tmpdir(), 'atrium-template-'));
    const file = join(dir, 'pgdata.tar');
    writeFileSync(file, new Uint8Array(await tarball.arrayBuffer()));
    project.provide('pgliteTemplate', file);
    return async () => rmSync(dir, { recursive: true, force: true });
  }
  const name = `atrium_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = openPostgres(url.toString());
    try {
      await database.migrate();
      await seedDemoData(database.db, { catalogue: false });
    } finally {
      // A template is copied only while nobody is connected to it.
      await database.close();
    }
  } catch (error) {
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    throw error;
  }
  project.provide('postgresTemplate', name);
  return () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
