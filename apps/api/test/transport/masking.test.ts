import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { expect, it } from 'vitest';
import { openPglite } from '../../src/db/client.ts';
import { loadEnv } from '../../src/env.ts';
import { createApiServer } from '../../src/server.ts';

it('masks an unexpected failure as "Internal server error" (category internal) and logs it once, at error, with the request id', async () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  // A database without tables: every query fails with a driver error the client must not see.
  const database = openPglite();
  const server = createApiServer({ db: database.db, env: loadEnv({}), log: pino({ level: 'debug' }, sink) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ storeConfig { store_code } }' }),
    });
    const body = (await response.json()) as {
      errors: { message: string; extensions?: { category?: string } }[];
    };
    expect(body.errors[0]?.message).toBe('Internal server error');
    expect(body.errors[0]?.extensions?.category).toBe('internal');
    // the first statement of a request reads the store and catalogue versions (store/cache.ts)
    expect(JSON.stringify(body)).not.toContain('catalog_version');
    const requestId = response.headers.get('x-request-id');
    const logged = lines.map(
      (l) => JSON.parse(l) as { level: number; requestId?: string; err?: { message: string } },
    );
    // once: Yoga's own log of the masked error goes to debug
    expect(logged.filter((l) => l.level >= 50).map((l) => l.requestId)).toEqual([requestId]);
    expect(logged.some((l) => l.requestId === requestId && l.err?.message.includes('catalog_version'))).toBe(
      true,
    );
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database.close();
  }
});
