import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { startTcpProxy } from '../../test/support/tcp-proxy.ts';
import { closedPglite } from '../../test/support/test-database.ts';
import { type Database, type Db, openPglite, openPostgres } from './client.ts';
import { probeDatabase } from './probe.ts';
import { describeDatabaseError, isDatabaseUnavailable } from './unavailable.ts';

const opened: Database[] = [];
afterAll(() => Promise.all(opened.map((database) => database.close())));

// Starting a PGlite instance takes seconds, more on a busy machine.
describe('probing the database', { timeout: 180_000 }, () => {
  it('finds a running embedded database reachable', async () => {
    const database = openPglite();
    opened.push(database);
    await database.db.execute(sql`select 1`); // started
    expect(await probeDatabase(database.db)).toEqual({ engine: 'pglite', reachable: true });
  });

  it('finds a stopped embedded database unreachable', async () => {
    const stopped = await closedPglite();
    const state = await probeDatabase(drizzle(stopped) as unknown as Db);
    expect(state).toMatchObject({ engine: 'pglite', reachable: false });
    expect(isDatabaseUnavailable(state.error)).toBe(true);
  });

  it('finds a PostgreSQL server that refuses connections unreachable, saying why', async () => {
    const proxy = await startTcpProxy({ host: '127.0.0.1', port: 9 }, { listening: false });
    const database = openPostgres(`postgres://atrium:pw@127.0.0.1:${proxy.port}/atrium`);
    opened.push(database);
    const state = await probeDatabase(database.db);
    expect(state).toMatchObject({ engine: 'postgres', reachable: false });
    expect(describeDatabaseError(state.error)).toBe('ECONNREFUSED');
  });

  it('gives up on a server that accepts connections but never answers, within its timeout', async () => {
    const proxy = await startTcpProxy({ host: '127.0.0.1', port: 9 }, { listening: false });
    await proxy.hang();
    const database = openPostgres(`postgres://atrium:pw@127.0.0.1:${proxy.port}/atrium`);
    opened.push(database);
    try {
      const state = await probeDatabase(database.db, 200);
      expect(state).toMatchObject({ engine: 'postgres', reachable: false });
      expect(isDatabaseUnavailable(state.error)).toBe(true);
      expect(describeDatabaseError(state.error)).toBe('ETIMEDOUT');
    } finally {
      await proxy.close();
    }
  });
});
