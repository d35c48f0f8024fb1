// Starts an API server on a database the test already has, so a test can stop one server and start
// another on the same data (a process that died, a second process beside the first). useTestApi
// (api-client.ts) is the everyday helper; this one is for tests about processes.
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino, { type Logger } from 'pino';
import type { Db } from '../../src/db/client.ts';
import { loadEnv } from '../../src/env.ts';
import { createApiServer } from '../../src/server.ts';
import type { GraphQLResponse, RequestOptions, TestApi } from './api-client.ts';
import type { TestDatabase } from './test-database.ts';

export interface RunningApi extends TestApi {
  close(): Promise<void>;
}

export interface StartOptions {
  /** Another handle on the same database (a second pool, a recording handle). */
  db?: Db;
  log?: Logger;
}

export async function startApi(
  database: TestDatabase,
  envOverrides: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningApi> {
  const mailDir = envOverrides.MAIL_DIR ?? mkdtempSync(join(tmpdir(), 'atrium-mail-'));
  const projectMediaDir =
    envOverrides.PROJECT_MEDIA_DIR ?? mkdtempSync(join(tmpdir(), 'atrium-project-media-'));
  const env = loadEnv({
    LOG_LEVEL: 'silent',
    ...envOverrides,
    MAIL_DIR: mailDir,
    PROJECT_MEDIA_DIR: projectMediaDir,
  });
  const server = createApiServer({
    db: options.db ?? database.db,
    env,
    log: options.log ?? pino({ level: 'silent' }),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  return {
    url,
    mailDir,
    projectMediaDir,
    database,
    post,
    async gql<T = Record<string, unknown>>(query: string, request: RequestOptions = {}) {
      const response = await post(
        JSON.stringify({ query, variables: request.variables, operationName: request.operationName }),
        request.headers,
      );
      const body = (await response.json()) as Omit<GraphQLResponse<T>, 'status' | 'headers'>;
      return { status: response.status, headers: response.headers, ...body } as GraphQLResponse<T>;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
