// The small HTTP vocabulary of the payment endpoints and sandboxes (plain node:http, beside Yoga):
// parsed query and form, JSON and HTML answers, redirects.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { Db } from '../../../db/client.ts';
import type { RequestContext } from '../../../shared/context.ts';
import { requestUrl } from '../../../shared/request-url.ts';
import type { PaymentGateways } from '../settings.ts';

export interface PaymentHttpDeps {
  db: Db;
  log: Logger;
  storefrontUrl: string;
  /** The providers, from configuration (never from the request). */
  gateways: PaymentGateways;
  /** A request context of the store view (for the confirmation mail in its language). */
  contextFor(storeCode: string): Promise<RequestContext>;
  /**
   * The provider returns and notifications under /payment/ (`path` without that prefix): they
   * confirm or cancel orders, so they are a workflow (workflows/payment-return.ts) handed in here.
   */
  paymentReturn(deps: PaymentHttpDeps, ex: Exchange, path: string): Promise<void>;
}

export interface Exchange {
  method: string;
  url: URL;
  /** Query parameters merged with an urlencoded form body. */
  params: URLSearchParams;
  headers: IncomingMessage['headers'];
  json: unknown;
  gateways: PaymentGateways;
  res: ServerResponse;
}

export function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

export const sendJson = (res: ServerResponse, status: number, body: unknown) =>
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(body));

export const sendHtml = (res: ServerResponse, status: number, body: string) =>
  send(res, status, 'text/html; charset=utf-8', body);

export const sendText = (res: ServerResponse, status: number, body: string) =>
  send(res, status, 'text/plain; charset=utf-8', body);

/** 303: the browser follows with a GET whatever the form's method was. */
export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
}

export async function readExchange(
  req: IncomingMessage,
  res: ServerResponse,
  gateways: PaymentGateways,
): Promise<Exchange> {
  const url = requestUrl(req.url, gateways.apiUrl);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) break; // provider calls and forms are tiny
    chunks.push(chunk as Buffer);
  }
  const body = Buffer.concat(chunks).toString('utf8');
  const type = String(req.headers['content-type'] ?? '');
  const params = new URLSearchParams(url.search);
  let json: unknown = null;
  if (type.includes('application/x-www-form-urlencoded')) {
    for (const [key, value] of new URLSearchParams(body)) params.set(key, value);
  } else if (type.includes('application/json') && body) {
    try {
      json = JSON.parse(body);
    } catch {
      json = null;
    }
  }
  return {
    method: req.method ?? 'GET',
    url,
    params,
    headers: req.headers,
    json,
    gateways,
    res,
  };
}
