// Starts the real HTTP server for a test file and sends GraphQL to it over HTTP.
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { loadEnv } from '../../src/env.ts';
import { createApiServer } from '../../src/server.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  data?: T | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
}

export interface RequestOptions {
  variables?: Record<string, unknown>;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  operationName?: string;
}

export interface TestApi {
  url: string;
  /** Where the server writes mail (.eml files): MAIL_DIR if given, else a fresh temporary directory. */
  mailDir: string;
  /** Project pictures and PDFs (PROJECT_MEDIA_DIR): a fresh temporary directory unless given. */
  projectMediaDir: string;
  database: TestDatabase;
  gql<T = Record<string, unknown>>(query: string, options?: RequestOptions): Promise<GraphQLResponse<T>>;
  post(body: string, headers?: Record<string, string>): Promise<Response>;
}

/** Registers beforeAll/afterAll hooks and returns a handle filled once the server listens. */
export function useTestApi(envOverrides: Record<string, string> = {}): TestApi {
  const api = {} as TestApi;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const database = await createTestDatabase();
    const ownMailDir = envOverrides.MAIL_DIR ? undefined : mkdtempSync(join(tmpdir(), 'atrium-mail-'));
    const ownProjectMedia = envOverrides.PROJECT_MEDIA_DIR
      ? undefined
      : mkdtempSync(join(tmpdir(), 'atrium-project-media-'));
    // The port is chosen first: the API's public URL (payment links, sandboxes) is configuration.
    const port = await freePort();
    const env = loadEnv({
      LOG_LEVEL: 'silent',
      GRAPHIQL: 'true',
      MAIL_DIR: ownMailDir,
      PROJECT_MEDIA_DIR: ownProjectMedia,
      API_PORT: String(port),
      API_PUBLIC_URL: `http://127.0.0.1:${port}/`,
      ...envOverrides,
    });
    api.mailDir = env.MAIL_DIR;
    api.projectMediaDir = env.PROJECT_MEDIA_DIR;
    const server = createApiServer({ db: database.db, env, log: pino({ level: 'silent' }) });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    api.url = `http://127.0.0.1:${port}/graphql`;
    api.database = database;
    api.post = (body, headers = {}) =>
      fetch(api.url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    api.gql = async (query, options = {}) => {
      const method = options.method ?? 'POST';
      let response: Response;
      if (method === 'GET') {
        const url = new URL(api.url);
        url.searchParams.set('query', query);
        if (options.variables) url.searchParams.set('variables', JSON.stringify(options.variables));
        if (options.operationName) url.searchParams.set('operationName', options.operationName);
        response = await fetch(url, { headers: { accept: 'application/json', ...options.headers } });
      } else {
        response = await api.post(
          JSON.stringify({ query, variables: options.variables, operationName: options.operationName }),
          options.headers,
        );
      }
      const body = (await response.json()) as Omit<GraphQLResponse, 'status' | 'headers'>;
      return { status: response.status, headers: response.headers, ...body } as never;
    };
    close = async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.dispose();
      if (ownMailDir) rmSync(ownMailDir, { recursive: true, force: true });
      if (ownProjectMedia) rmSync(ownProjectMedia, { recursive: true, force: true });
    };
  });

  afterAll(async () => {
    await close?.();
  });

  return api;
}

/** A port nobody listens on right now (the system picks it). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
