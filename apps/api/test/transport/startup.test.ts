// How the API starts when its database is not there yet, never comes, or cannot be opened: one
// readable line per try, then either it starts or it ends with a clear message and a non-zero
// code, never a stack trace and never the database password.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDirectory } from '../../src/db/pglite-lock.ts';
import { type ApiProcess, startApiProcess } from '../support/api-process.ts';
import { freePort, startTcpProxy } from '../support/tcp-proxy.ts';
import { createTestDatabase } from '../support/test-database.ts';

const scratch = mkdtempSync(join(tmpdir(), 'atrium-startup-'));
const running: ApiProcess[] = [];

afterAll(async () => {
  await Promise.all(running.map((api) => api.stop()));
  rmSync(scratch, { recursive: true, force: true });
});

async function apiWith(env: Record<string, string>) {
  const dir = mkdtempSync(join(scratch, 'run-'));
  const api = startApiProcess({
    API_HOST: '127.0.0.1',
    API_PORT: String(await freePort()),
    LOG_LEVEL: 'info',
    PGLITE_DIR: join(dir, 'pglite'),
    MEDIA_DIR: join(dir, 'media'),
    MAIL_DIR: join(dir, 'mail'),
    ...env,
  });
  running.push(api);
  return api;
}

function expectNoStackTrace(api: ApiProcess) {
  for (const line of api.lines) expect(line).not.toMatch(/^\s+at |\\n\s+at /);
}

describe('a PostgreSQL server that does not answer', { timeout: 180_000 }, () => {
  it('is tried with back-off, one line per try, then the API ends with a clear message', async () => {
    const port = await freePort();
    const api = await apiWith({
      DATABASE_URL: `postgres://atrium:s3cret-pw@127.0.0.1:${port}/atrium`,
      DATABASE_CONNECT_TIMEOUT_SECONDS: '3',
    });
    expect(await api.exited).toBe(1);
    const where = `postgres://atrium:\\*\\*\\*@127\\.0\\.0\\.1:${port}/atrium`;
    const tries = api
      .messages()
      .filter((m) =>
        new RegExp(`^Database not reachable at ${where} \\(ECONNREFUSED\\); retrying in`).test(m.msg),
      );
    expect(tries.length).toBeGreaterThanOrEqual(2);
    for (const line of tries) expect(line.msg).toMatch(/; retrying in \d+ s \(\d+ s of 3 s\)$/);
    const last = api.messages().at(-1);
    expect(last?.level).toBe(60);
    expect(last?.msg).toMatch(
      new RegExp(`^Database not reachable at ${where} after 3 s \\(ECONNREFUSED\\); giving up\\.`),
    );
    expect(last?.msg).toContain('DATABASE_CONNECT_TIMEOUT_SECONDS');
    expect(api.lines.join('\n')).not.toContain('s3cret-pw');
    expectNoStackTrace(api);
  });
});

describe.skipIf(!process.env.DATABASE_URL)(
  'a PostgreSQL server that comes up while the API waits',
  { timeout: 180_000 },
  () => {
    it('is tried until it answers, and the API starts', async () => {
      const database = await createTestDatabase();
      const direct = new URL(database.url ?? '');
      const proxy = await startTcpProxy(
        { host: direct.hostname, port: Number(direct.port || 5432) },
        { listening: false },
      );
      try {
        const viaProxy = new URL(direct);
        viaProxy.hostname = '127.0.0.1';
        viaProxy.port = String(proxy.port);
        const apiPort = await freePort();
        const api = await apiWith({
          DATABASE_URL: viaProxy.toString(),
          DATABASE_CONNECT_TIMEOUT_SECONDS: '120',
          API_PORT: String(apiPort),
        });
        await api.waitForLine(/Database not reachable at .*retrying in/);
        await proxy.restore();
        await api.waitForLine(/GraphQL API on /);
        const health = await fetch(`http://127.0.0.1:${apiPort}/health`);
        expect(health.status).toBe(200);
        expect(await api.stop()).toBe(0);
        expectNoStackTrace(api);
      } finally {
        await proxy.close();
        await database.dispose();
      }
    });
  },
);

describe('an embedded database that cannot be opened', { timeout: 180_000 }, () => {
  it('ends the API with a clear message when its data directory is damaged', async () => {
    const dir = join(scratch, 'damaged');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'PG_VERSION'), 'not a version\n');
    const api = await apiWith({ PGLITE_DIR: dir });
    expect(await api.exited).toBe(1);
    const last = api.messages().at(-1);
    expect(last?.level).toBe(60);
    expect(last?.msg).toMatch(
      new RegExp(`^The embedded database in ${dir.replaceAll('/', '\\/')} could not be opened: `),
    );
    expect(last?.msg).toContain('PGLITE_DIR');
    expectNoStackTrace(api);
  });

  it('ends the API with a clear message when another process has its data directory open', async () => {
    const dir = join(scratch, 'in-use');
    // What opening the directory takes first (db/client.ts), without starting a PGlite here.
    const release = lockDataDirectory(dir);
    try {
      const api = await apiWith({ PGLITE_DIR: dir });
      expect(await api.exited).toBe(1);
      const last = api.messages().at(-1);
      expect(last?.level).toBe(60);
      expect(last?.msg).toBe(
        `The embedded database in ${dir} is in use by another process (pid ${process.pid}): stop that ` +
          'process (another API, `npm run seed`) or set PGLITE_DIR to another directory.',
      );
      expectNoStackTrace(api);
    } finally {
      release();
    }
  });
});
