// Is the database there? One `select 1` that never takes longer than its timeout, for GET /health,
// `healthStatus` and the start-up wait. On PostgreSQL the query carries a client-side read timeout,
// so a connection that stopped answering is dropped from the pool rather than kept.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Db, engineOf } from './client.ts';
import { markDatabaseError } from './unavailable.ts';

export const PROBE_TIMEOUT_MS = 3000;

export interface DatabaseState {
  engine: 'pglite' | 'postgres';
  reachable: boolean;
  /** Why it is not (reachable: false). */
  error?: unknown;
}

export async function probeDatabase(db: Db, timeoutMs = PROBE_TIMEOUT_MS): Promise<DatabaseState> {
  const engine = engineOf(db);
  const client = (db as unknown as { $client: unknown }).$client;
  // pg honours `query_timeout` per query; its QueryConfig type does not list it.
  const readTimeout = { text: 'select 1', query_timeout: timeoutMs } as pg.QueryConfig;
  const query: Promise<unknown> =
    client instanceof pg.Pool ? client.query(readTimeout) : db.execute(sql`select 1`);
  let timer: NodeJS.Timeout | undefined;
  // Waiting for a free pooled connection (or PGlite finishing a long query) counts too.
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = Object.assign(new Error(`The database did not answer within ${timeoutMs} ms`), {
        code: 'ETIMEDOUT',
      });
      reject(markDatabaseError(error));
    }, timeoutMs);
  });
  try {
    await Promise.race([query, timeout]);
    return { engine, reachable: true };
  } catch (error) {
    query.catch(() => undefined); // the late failure of a query that lost the race
    return { engine, reachable: false, error: markDatabaseError(error) };
  } finally {
    clearTimeout(timer);
  }
}
