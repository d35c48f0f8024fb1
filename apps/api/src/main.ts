// Starts the API: opens the database (PGlite under var/ unless DATABASE_URL is set), applies
// migrations, seeds the demo shop on first start, and serves /graphql, /health and /media/.
import pino from 'pino';
import { connectDatabase, exitOnStartupFailure } from './db/connect.ts';
import { loadEnv } from './env.ts';
import { seedDemoData, writeStaticMedia } from './seed/index.ts';
import { createApiServer } from './server.ts';

const env = loadEnv();
const log = pino({ level: env.LOG_LEVEL, base: { service: 'api' } });
// Waits for a PostgreSQL server that is not up yet, then migrates; a clear message and exit 1 if not.
// Exported for the browser suite's harness (e2e/start-api.ts), which runs staff commands on it.
export const database = await connectDatabase(env, log).catch((error) => exitOnStartupFailure(log, error));
const started = performance.now();
const seeded = await seedDemoData(database.db, {
  catalogue: {
    mediaDir: env.MEDIA_DIR,
    projectMediaDir: env.PROJECT_MEDIA_DIR,
    helpdeskFilesDir: env.HELPDESK_FILES_DIR,
  },
});
if (seeded) {
  const catalogue = typeof seeded === 'object' ? seeded : null;
  log.info(
    {
      ms: Math.round(performance.now() - started),
      products: catalogue?.products,
      variants: catalogue?.variants,
    },
    'seeded the demo store',
  );
}
await writeStaticMedia(env.MEDIA_DIR);

const server = createApiServer({ db: database.db, env, log });
server.listen(env.API_PORT, env.API_HOST, () => {
  log.info(`GraphQL API on http://localhost:${env.API_PORT}/graphql (${database.engine})`);
});

const shutdown = () => {
  server.close(() => {
    database.close().finally(() => process.exit(0));
  });
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
