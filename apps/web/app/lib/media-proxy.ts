// The storefront's /media/ is the API's /media/ (pictures, attached files): media URLs point at the
// storefront, so browsers need only one origin. Requests are passed on to the API origin (from
// API_URL) with their validators, and answers come back with their caching and security headers.
// Imported by server.ts directly in Node: erasable TypeScript only.
import { Readable } from 'node:stream';
import type { NextFunction, Request, Response } from 'express';

const REQUEST_HEADERS = ['if-none-match', 'if-modified-since'];
const RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  'x-content-type-options',
  'content-security-policy',
];

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
      const upstream = await fetch(target, { method: req.method, headers, redirect: 'manual' });
      res.status(upstream.status);
      for (const name of RESPONSE_HEADERS) {
        const value = upstream.headers.get(name);
        if (value) res.setHeader(name, value);
      }
      if (!upstream.body || req.method === 'HEAD') {
        res.end();
        return;
      }
      Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream).pipe(res);
    } catch (error) {
      if (res.headersSent) {
        next(error);
        return;
      }
      res.status(502).type('text/plain').send('Media service unavailable');
    }
  };
}
