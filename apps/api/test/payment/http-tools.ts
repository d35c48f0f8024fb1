// HTTP the payment tests need beyond GraphQL: requests with a forged Host header (node:http, since
// fetch does not let a caller choose Host), a throwaway listener that records whatever reaches it,
// and Robokassa notifications signed the way the provider signs them.
import { createHash } from 'node:crypto';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { TestApi } from '../support/api-client.ts';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Sends one request to the API's port exactly as given, Host header included. */
export function sendRaw(
  apiUrl: string,
  options: { path: string; method?: string; host: string; headers?: Record<string, string>; body?: string },
): Promise<RawAnswer> {
  const { port } = new URL(apiUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: Number(port),
        path: options.path,
        method: options.method ?? 'GET',
        headers: { ...options.headers, host: options.host },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** GraphQL over sendRaw: the answer's JSON. */
export async function graphqlWithHost(
  api: TestApi,
  host: string,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string>,
  // biome-ignore lint/suspicious/noExplicitAny: response shapes are asserted field by field
): Promise<any> {
  const answer = await sendRaw(api.url, {
    path: '/graphql',
    method: 'POST',
    host,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return JSON.parse(answer.body);
}

export interface Trap {
  /** host:port to forge as a Host header. */
  host: string;
  /** Every request that reached the listener: method and path. */
  received: string[];
}

/** A local listener on a free port for the test file's life; it answers 500 to anything. */
export function useTrap(): Trap {
  const trap: Trap = { host: '', received: [] };
  const server = createServer((req, res) => {
    trap.received.push(`${req.method} ${req.url}`);
    res.writeHead(500).end();
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    trap.host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return trap;
}

/** Robokassa's Result notification for a payment link: `OutSum:InvId:<password>:Shp_order=…`. */
export function signedResult(link: URL, password: string): URLSearchParams {
  const outSum = link.searchParams.get('OutSum')!;
  const invId = link.searchParams.get('InvId')!;
  const shpOrder = link.searchParams.get('Shp_order')!;
  const signature = createHash('md5')
    .update(`${outSum}:${invId}:${password}:Shp_order=${shpOrder}`)
    .digest('hex');
  return new URLSearchParams({
    OutSum: outSum,
    InvId: invId,
    SignatureValue: signature,
    Shp_order: shpOrder,
  });
}

/** Posts a Result notification to the API as Robokassa would; answers the response text. */
export async function postResult(api: TestApi, notification: URLSearchParams): Promise<string> {
  const answer = await fetch(new URL('/payment/robokassa/result', api.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: notification.toString(),
  });
  return answer.text();
}

/** The password the built-in Robokassa sandbox used to sign notifications, public in git history. */
export const OLD_PUBLIC_SANDBOX = {
  robokassaPassword1: 'sandbox-password-1',
  robokassaPassword2: 'sandbox-password-2',
  paypalClient: 'atrium-sandbox-client:atrium-sandbox-secret',
};
