// Removes the temporary database, media and mail directories the API ran on, and its database on
// the PostgreSQL server when it ran on one (start-api.ts).
import { rmSync } from 'node:fs';
import pg from 'pg';

export default async function globalTeardown() {
  const dirs = [
    process.env.ATRIUM_E2E_DB_DIR,
    process.env.ATRIUM_E2E_MEDIA_DIR,
    process.env.ATRIUM_E2E_MAIL_DIR,
  ];
  for (const dir of dirs) {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
  const server = process.env.E2E_DATABASE_SERVER;
  const name = process.env.ATRIUM_E2E_DB_NAME;
  if (server && name) {
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    try {
      await admin.query(`drop database if exists ${name} with (force)`);
    } finally {
      await admin.end();
    }
  }
}
