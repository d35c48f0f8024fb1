// The API's database at start: open it, wait for a PostgreSQL server that is not up yet (back-off,
// one line per try, for DATABASE_CONNECT_TIMEOUT_SECONDS), migrate. Every way this can fail ends in
// a DatabaseStartupError whose message says what is wrong and what to do, without the password.
import type { Logger } from 'pino';
import type { Env } from '../env.ts';
import { type Database, openDatabase } from './client.ts';
import { DataDirectoryInUseError } from './pglite-lock.ts';
import { PROBE_TIMEOUT_MS, probeDatabase } from './probe.ts';
import { describeDatabaseError, isDatabaseUnavailable } from './unavailable.ts';

export class DatabaseStartupError extends Error {}

/** The connection URL as it may be printed: the password masked, query parameters dropped. */
export function printableDatabaseUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  const query = parsed.search ? '?…' : '';
  parsed.search = '';
  parsed.hash = '';
  return `${parsed.toString()}${query}`;
}

const seconds = (ms: number) => Math.floor(ms / 1000);
/** 1 s, 2 s, 4 s, then every 5 s. */
const backOff = (attempt: number) => Math.min(1000 * 2 ** (attempt - 1), 5000);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForServer(database: Database, where: string, env: Env, log: Logger) {
  const budget = env.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000;
  const started = performance.now();
  for (let attempt = 1; ; attempt++) {
    const left = budget - (performance.now() - started);
    const state = await probeDatabase(database.db, Math.max(1000, Math.min(PROBE_TIMEOUT_MS, left)));
    if (state.reachable) return;
    const reason = describeDatabaseError(state.error);
    if (!isDatabaseUnavailable(state.error)) {
      throw new DatabaseStartupError(`Cannot use the database at ${where}: ${reason}. Check DATABASE_URL.`);
    }
    const elapsed = performance.now() - started;
    const delay = Math.min(backOff(attempt), budget - elapsed);
    if (delay <= 0) {
      throw new DatabaseStartupError(
        `Database not reachable at ${where} after ${env.DATABASE_CONNECT_TIMEOUT_SECONDS} s (${reason}); ` +
          'giving up. Start the database or correct DATABASE_URL; DATABASE_CONNECT_TIMEOUT_SECONDS ' +
          'sets how long to wait.',
      );
    }
    log.warn(
      { attempt, reason },
      `Database not reachable at ${where} (${reason}); retrying in ${Math.ceil(delay / 1000)} s ` +
        `(${seconds(elapsed)} s of ${env.DATABASE_CONNECT_TIMEOUT_SECONDS} s)`,
    );
    await pause(delay);
  }
}

async function openEmbedded(env: Env): Promise<Database> {
  const failed = (error: unknown) =>
    new DatabaseStartupError(
      `The embedded database in ${env.PGLITE_DIR} could not be opened: ${describeDatabaseError(error)}. ` +
        'Its data directory may be damaged or written by another PGlite version: move it away (or ' +
        'delete it to start again from scratch), or set PGLITE_DIR to another directory.',
    );
  let database: Database;
  try {
    database = openDatabase({ pgliteDir: env.PGLITE_DIR });
  } catch (error) {
    if (error instanceof DataDirectoryInUseError) throw new DatabaseStartupError(error.message);
    throw failed(error);
  }
  // PGlite is in-process: nothing to wait for. It starts with its first query, or fails there.
  const state = await probeDatabase(database.db, 5 * 60_000);
  if (!state.reachable) throw failed(state.error);
  return database;
}

/** Opens, waits for and migrates the configured database; throws DatabaseStartupError. */
export async function connectDatabase(env: Env, log: Logger): Promise<Database> {
  const where = env.DATABASE_URL ? printableDatabaseUrl(env.DATABASE_URL) : `PGlite in ${env.PGLITE_DIR}`;
  let database: Database;
  if (env.DATABASE_URL) {
    database = openDatabase({ databaseUrl: env.DATABASE_URL });
    await waitForServer(database, where, env, log);
  } else {
    database = await openEmbedded(env);
  }
  try {
    await database.migrate();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    throw new DatabaseStartupError(
      `Database not reachable at ${where} while migrating (${describeDatabaseError(error)}); start the API again once it is.`,
    );
  }
  return database;
}

/** Ends the process: a DatabaseStartupError with its message alone, anything else with its stack. */
export function exitOnStartupFailure(log: Logger, error: unknown): never {
  if (error instanceof DatabaseStartupError) log.fatal(error.message);
  else log.fatal({ err: error }, 'The API could not start.');
  process.exit(1);
}
