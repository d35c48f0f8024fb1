// `npm run orders -- invoice <number> | ship <number> [--carrier <code>] [--title <title>]
// [--track <number>]…`: the store's staff invoice orders paid offline and ship orders with their
// tracking numbers (until a back office exists). Works on the database `npm start` uses.
import { openDatabase } from '../db/client.ts';
import { loadEnv } from '../env.ts';
import {
  commandContexts,
  type OrdersCommand,
  parseCommand,
  runCommand,
  UsageError,
  usage,
} from './orders-command.ts';

let parsed: OrdersCommand;
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
  process.exitCode = await runCommand(
    database.db,
    parsed,
    { info: (line) => console.info(line), error: (line) => console.error(line) },
    commandContexts(database.db, env),
  );
} finally {
  await database.close();
}
