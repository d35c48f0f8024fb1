// The storefront's /media/ is the API's /media/ (pictures, attached files): media URLs point at the
// storefront, so browsers need only one origin. Requests are passed on to the API origin (from
// API_URL) with their validators and the accepted encodings and formats, and answers come back as
// they are — the API's brotli or gzip copy still encoded, its resized variant — with their caching
// and security headers. node:http, not fetch: fetch would decode the body it passes on.
// Imported by server.ts directly in Node: erasable TypeScript only.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { NextFunction, Request, Response } from 'express';

const REQUEST_HEADERS = ['if-none-match', 'if-modified-since', 'accept-encoding', 'accept'];
const RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-encoding',
  'vary',
  'cache-control',
  'etag',
  'last-modified',
  'x-content-type-options',
  'content-security-policy',
];

function send(target: URL, method: string, headers: Record<string, string>): Promise<IncomingMessage> {
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(target, { method, headers }, resolve);
    req.on('error', reject);
    req.end();
  });
}

export function createMediaProxy(apiUrl: string) {
  const origin = new URL(apiUrl).origin;
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').type('text/plain').send('Method not allowed');
      return;
    }
    // whatever the URL parser makes of dots and escapes, only /media/ is ever asked for
    const target = new URL(req.originalUrl, origin);
    if (!target.pathname.startsWith('/media/')) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    try {
      const headers: Record<string, string> = {};
      for (const name of REQUEST_HEADERS) {
        const value = req.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const upstream = await send(target, req.method, headers);
      res.status(upstream.statusCode ?? 502);
      for (const name of RESPONSE_HEADERS) {
        const value = upstream.headers[name];
        if (value) res.setHeader(name, value);
      }
      if (req.method === 'HEAD') {
        upstream.resume();
        res.end();
        return;
      }
      upstream.on('error', (error) => next(error));
      upstream.pipe(res);
    } catch (error) {
      if (res.headersSent) {
        next(error);
        return;
      }
      res.status(502).type('text/plain').send('Media service unavailable');
    }
  };
}
