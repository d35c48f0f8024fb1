// A database outage while the API runs: GET /health and GraphQL say "service unavailable" (503)
// instead of "Internal server error", and both recover by themselves once the database is back.
// On PostgreSQL a TCP proxy between the API and the server is cut and restored; on PGlite the
// API's handle is switched to a stopped PGlite instance and back (support/outage-database.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/env.ts';
import { createApiServer } from '../../src/server.ts';
import { createOutageDatabase, type OutageDatabase } from '../support/outage-database.ts';

let database: OutageDatabase;
let server: Server;
let origin: string;
let mailDir: string;

beforeAll(async () => {
  database = await createOutageDatabase();
  mailDir = mkdtempSync(join(tmpdir(), 'atrium-mail-'));
  const env = loadEnv({ LOG_LEVEL: 'silent', MAIL_DIR: mailDir });
  server = createApiServer({ db: database.db, env, log: pino({ level: 'silent' }) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 300_000); // two PGlite instances start on PGlite, seconds each, minutes on a busy machine

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.dispose();
  rmSync(mailDir, { recursive: true, force: true });
});

interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

async function graphql(query: string) {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as GraphQLBody };
}

async function health() {
  const response = await fetch(`${origin}/health`);
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    body: (await response.json()) as { status: string; database: { engine: string; reachable: boolean } },
  };
}

function expectServiceUnavailable(answer: Awaited<ReturnType<typeof graphql>>) {
  expect(answer.status).toBe(503);
  expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(answer.body.errors).toHaveLength(1);
  expect(answer.body.errors?.[0]?.message).toBe(
    'The service is temporarily unavailable: its database cannot be reached. Please try again shortly.',
  );
  expect(answer.body.errors?.[0]?.extensions).toEqual({ category: 'graphql-service-unavailable' });
}

describe('while the database is reachable', () => {
  it('GET /health answers 200 with the database engine', async () => {
    const answer = await health();
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toContain('no-store');
    expect(answer.body).toEqual({ status: 'ok', database: { engine: database.engine, reachable: true } });
  });

  it('healthStatus reports the database as ok, with its engine', async () => {
    const answer = await graphql('{ healthStatus { status database database_engine } }');
    expect(answer.status).toBe(200);
    expect(answer.body.data?.healthStatus).toEqual({
      status: 'ok',
      database: 'ok',
      database_engine: database.engine,
    });
  });
});

describe('during a database outage', () => {
  beforeAll(async () => {
    // Several pooled connections are open when the outage starts (PostgreSQL).
    await Promise.all(Array.from({ length: 6 }, () => graphql('{ storeConfig { store_code } }')));
    await database.cut();
  });

  it('GET /health answers 503 and says the database is unreachable', async () => {
    const answer = await health();
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({
      status: 'unavailable',
      database: { engine: database.engine, reachable: false },
    });
  });

  it('a GraphQL query answers the service-unavailable error with HTTP 503', async () => {
    expectServiceUnavailable(await graphql('{ storeConfig { store_code } }'));
  });

  it('a GraphQL mutation answers the same', async () => {
    expectServiceUnavailable(await graphql('mutation { createEmptyCart }'));
  });

  it('healthStatus answers the same, since no request can be served without the database', async () => {
    expectServiceUnavailable(await graphql('{ healthStatus { status database } }'));
  });
});

describe('once the database is back', () => {
  beforeAll(async () => {
    await database.restore();
  });

  it('GET /health answers 200 again without restarting the API', async () => {
    const answer = await health();
    expect(answer.status).toBe(200);
    expect(answer.body.database.reachable).toBe(true);
  });

  it('GraphQL answers again, every request of a burst larger than the connection pool', async () => {
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => graphql('{ storeConfig { store_code } healthStatus { database } }')),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data).toEqual({
        storeConfig: { store_code: 'ru' },
        healthStatus: { database: 'ok' },
      });
    }
  });
});
