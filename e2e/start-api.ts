// Starts the browser suite's API. With E2E_DATABASE_SERVER (a PostgreSQL server's URL; the config
// takes TEST_DATABASE_URL) it runs on a fresh database there, which global-teardown.ts drops:
// PostgreSQL serves the suite's pages with a fraction of the CPU the embedded PGlite needs, and
// the API suite proves both behave alike. Without it, on the temporary PGlite directory.
import pg from 'pg';

const server = process.env.E2E_DATABASE_SERVER;
const name = process.env.ATRIUM_E2E_DB_NAME;
if (server && name) {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
}
// A computed specifier: the API is not part of the browser suite's type check.
await import(new URL('../apps/api/src/main.ts', import.meta.url).href);
