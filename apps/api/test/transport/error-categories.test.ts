// Issue 11 §7: every error a client gets carries `extensions.category`, as Magento's do — graphql-js
// validation and parse errors, variable errors and Yoga's transport errors are `graphql-input`, a
// masked failure `internal` — with the messages and status codes they had. Each is logged once, at
// info, with the request id (a client's mistake is nothing to fix here), never at error.
import http from 'node:http';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApi, startApi } from '../support/start-api.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

interface LogLine {
  level: number;
  msg: string;
  requestId?: string;
}

const lines: LogLine[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
    done();
  },
});

let database: TestDatabase;
let api: RunningApi;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startApi(database, { LOG_LEVEL: 'info' }, { log: pino({ level: 'debug' }, sink) });
});

afterAll(async () => {
  await api?.close();
  await database?.dispose();
});

/** For methods fetch refuses to send; the answer as a fetch Response. */
function nodeRequest(method: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = http.request(api.url, { method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers))
          if (typeof value === 'string') headers.set(name, value);
        resolve(new Response(Buffer.concat(chunks), { status: res.statusCode, headers }));
      });
    });
    req.on('error', reject);
    req.end();
  });
}

interface Case {
  name: string;
  send(): Promise<Response>;
  status: number;
  message: RegExp | string;
}

const post = (body: string) => () => api.post(body);
const get = (search: Record<string, string>) => () => {
  const url = new URL(api.url);
  for (const [key, value] of Object.entries(search)) url.searchParams.set(key, value);
  return fetch(url, { headers: { accept: 'application/json' } });
};
const json = (value: unknown) => post(JSON.stringify(value));

const CASES: Case[] = [
  {
    name: 'unknown field',
    send: json({ query: '{ nope }' }),
    status: 200,
    message: 'Cannot query field "nope" on type "Query".',
  },
  {
    name: 'wrong argument type',
    send: json({ query: '{ products(pageSize: "x") { total_count } }' }),
    status: 200,
    message: /^Int cannot represent non-integer value/,
  },
  { name: 'syntax error', send: json({ query: '{ storeConfig { ' }), status: 400, message: /^Syntax Error/ },
  {
    name: 'undefined variable',
    send: json({ query: '{ country(id: $x) { id } }' }),
    status: 200,
    message: 'Variable "$x" is not defined.',
  },
  {
    name: 'invalid variable value',
    send: json({
      query: 'query ($n: Int) { products(pageSize: $n) { total_count } }',
      variables: { n: 'abc' },
    }),
    status: 400,
    message: /^Variable "\$n" got invalid value "abc"/,
  },
  {
    name: 'missing required variable',
    send: json({ query: 'query ($id: String!) { country(id: $id) { id } }' }),
    status: 400,
    message: 'Variable "$id" of required type "String!" was not provided.',
  },
  {
    name: 'bad variables JSON on GET',
    send: get({ query: '{ storeConfig { store_code } }', variables: '{bad' }),
    status: 400,
    message: 'The "variables" parameter must be valid JSON.',
  },
  {
    name: 'batching',
    send: json([{ query: '{ storeConfig { store_code } }' }, { query: '{ storeConfig { store_code } }' }]),
    status: 400,
    message: 'Batching is not supported.',
  },
  { name: 'invalid JSON body', send: post('{bad'), status: 400, message: 'POST body sent invalid JSON.' },
  {
    name: 'body not an object',
    send: post('"x"'),
    status: 400,
    message: 'POST body is expected to be object but received string',
  },
  { name: 'no query', send: json({}), status: 200, message: 'Must provide query string.' },
  {
    name: 'query not a string',
    send: json({ query: 1 }),
    status: 400,
    message: 'Expected "query" param to be a string, but given number.',
  },
  {
    name: 'variables not an object',
    send: json({ query: '{ storeConfig { store_code } }', variables: 'x' }),
    status: 400,
    message: /^Expected "variables" param to be empty or an object/,
  },
  {
    name: 'unknown operation name',
    send: json({ query: 'query A { storeConfig { store_code } }', operationName: 'B' }),
    status: 400,
    message: 'Could not determine what operation to execute.',
  },
  {
    name: 'several operations without a name',
    send: json({ query: 'query A { storeConfig { store_code } } query B { storeConfig { store_code } }' }),
    status: 400,
    message: 'Could not determine what operation to execute.',
  },
  {
    name: 'unsupported method',
    send: () =>
      fetch(api.url, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{}' }),
    status: 405,
    message: 'GraphQL only supports GET and POST requests.',
  },
  {
    name: 'a method fetch itself cannot send (TRACE)',
    send: () => nodeRequest('TRACE'),
    status: 405,
    message: 'GraphQL only supports GET and POST requests.',
  },
  {
    name: 'mutation over GET',
    send: get({ query: 'mutation { createEmptyCart }' }),
    status: 405,
    message: 'Mutation requests allowed only for POST requests',
  },
  {
    name: 'form post',
    send: () => fetch(api.url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' }),
    status: 400,
    message: 'Request content type must be application/json',
  },
  {
    name: 'unknown store',
    send: () => api.post(JSON.stringify({ query: '{ storeConfig { store_code } }' }), { Store: 'mars' }),
    status: 200,
    message: 'Requested store is not found (mars)',
  },
];

describe('error categories', () => {
  for (const c of CASES) {
    it(`${c.name}: keeps its message and status, has the graphql-input category, logged once at info`, async () => {
      const response = await c.send();
      const body = (await response.json()) as {
        errors?: { message: string; extensions?: { category?: string } }[];
      };
      expect(response.status).toBe(c.status);
      expect(body.errors?.length).toBeGreaterThan(0);
      const first = body.errors?.[0]?.message ?? '';
      if (typeof c.message === 'string') expect(first).toBe(c.message);
      else expect(first).toMatch(c.message);
      for (const error of body.errors ?? []) expect(error.extensions?.category).toBe('graphql-input');

      const requestId = response.headers.get('x-request-id');
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      const logged = lines.filter((line) => line.requestId === requestId && line.level >= 30);
      expect(logged.map((line) => line.level)).toEqual([30]);
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    });
  }
});
