// `npm run seed -w @atrium/api`: migrates and seeds the configured database if it is empty.
import { openDatabase } from '../db/client.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { loadEnv } from '../env.ts';

const env = loadEnv();
const database = openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
await database.migrate();
const seeded = await seedDemoData(database.db);
console.info(seeded ? 'Seeded the demo store.' : 'The database already has data; nothing to do.');
await database.close();
