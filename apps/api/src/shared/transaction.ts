// Transactions for every module: `inTransaction` and the unique-violation test. Beside the other
// database helpers modules use, in shared/ rather than db/: db/schema.ts imports every module's
// tables, so a module importing a value from db/ would make a cycle.
import type { Db } from '../db/client.ts';

/** Runs `work` in one transaction of `db`: everything it writes commits together or not at all. */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}

/** PostgreSQL's unique_violation, from node-postgres or PGlite (possibly wrapped by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
