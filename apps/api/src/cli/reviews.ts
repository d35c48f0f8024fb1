// `npm run reviews -- list | approve <id>… | reject <id>… | ratings | rating <code> …`: review
// moderation until a back office exists (reviews show once approved) and the ratings a review
// scores. Works on the database `npm start` uses.
import { openDatabase } from '../db/client.ts';
import { loadEnv } from '../env.ts';
import { parseCommand, runCommand, UsageError, usage } from './reviews-command.ts';

let parsed: ReturnType<typeof parseCommand>;
try {
  parsed = parseCommand(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`${error.message}\n\n${usage}`);
  process.exit(2);
}

if (parsed.command === 'help') {
  console.info(usage);
  process.exit(0);
}

const env = loadEnv();
const database = openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
try {
  await database.migrate();
  process.exitCode = await runCommand(database.db, parsed, { info: (line) => console.info(line) });
} finally {
  await database.close();
}
