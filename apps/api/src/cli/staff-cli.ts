// What the staff commands (`npm run customers | orders | reviews`) share until a back office exists:
// parse the arguments (a usage error prints the usage and exits 2, `help` prints it and exits 0),
// then run the command on the database `npm start` uses, migrated first, and exit with its code.
import { type Db, openDatabase } from '../db/client.ts';
import { type Env, loadEnv } from '../env.ts';

export interface StaffCli<C extends { command: string }> {
  parseCommand: (args: string[]) => C;
  /** The command module's own usage error class. */
  UsageError: new (
    ...args: never[]
  ) => Error;
  usage: string;
  run: (db: Db, parsed: C, env: Env) => Promise<number>;
}

export async function runStaffCli<C extends { command: string }>(cli: StaffCli<C>): Promise<void> {
  let parsed: C;
  try {
    parsed = cli.parseCommand(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof cli.UsageError)) throw error;
    console.error(`${error.message}\n\n${cli.usage}`);
    process.exit(2);
  }
  if (parsed.command === 'help') {
    console.info(cli.usage);
    process.exit(0);
  }
  const env = loadEnv();
  const database = openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  try {
    await database.migrate();
    process.exitCode = await cli.run(database.db, parsed, env);
  } finally {
    await database.close();
  }
}

/** The console as the commands' output. */
export const consoleOutput = {
  info: (line: string) => console.info(line),
  error: (line: string) => console.error(line),
};
