import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousHtmlValidators, htmlEtag, ifNoneMatchHits } from './html-etag.ts';

let server: Server;
let nonceCount = 0;

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  const app = express();
  // as server.ts: a new nonce and CSP per response, compression, then the validators
  app.use((_req, res, next) => {
    res.locals.cspNonce = `nonce${++nonceCount}xyz`;
    res.setHeader('Content-Security-Policy', `script-src 'nonce-${res.locals.cspNonce}'`);
    next();
  });
  app.use(compression({ threshold: 0 }));
  app.use(anonymousHtmlValidators((res) => res.locals.cspNonce));
  app.get('/page', (req, res) => {
    // streamed in pieces, as React Router writes a document
    res.status(200).type('text/html');
    res.write(`<html><script nonce="${res.locals.cspNonce}">go()</script>`);
    res.write(`<p>${String(req.query.text ?? 'same')}</p>`);
    res.end('</html>');
  });
  app.get('/sets-cookie', (_req, res) => {
    res.setHeader('Set-Cookie', 'flash=; Max-Age=0');
    res.type('text/html').end('<p>once</p>');
  });
  app.get('/no-store', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.type('text/html').end('<p>cart</p>');
  });
  app.get('/missing', (_req, res) => {
    res.status(404).type('text/html').end('<p>not found</p>');
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('validators of anonymous pages', () => {
  it('tag the same page the same way whatever its nonce, and answer a matching If-None-Match with 304', async () => {
    const first = await get('/page');
    expect(first.status).toBe(200);
    expect(first.body.toString()).toContain('<p>same</p>');
    expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const second = await get('/page');
    expect(second.body.toString()).not.toBe(first.body.toString()); // another nonce
    expect(second.headers.etag).toBe(first.headers.etag);

    const again = await get('/page', { 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // the browser keeps the stored CSP, whose nonce is the one of the stored page
    expect(again.headers['content-security-policy']).toBeUndefined();
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('change with the content, and survive compression', async () => {
    const other = await get('/page?text=other', { 'Accept-Encoding': 'br' });
    expect(other.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(other.body).toString()).toContain('<p>other</p>');
    const same = await get('/page');
    expect(other.headers.etag).not.toBe(same.headers.etag);
    const stale = await get('/page?text=other', { 'If-None-Match': String(same.headers.etag) });
    expect(stale.status).toBe(200);
  });

  it('are left out for shoppers with a session, a cart or a guest order', async () => {
    for (const cookie of ['auth_token=abc', 'website=int; cart_id=xyz', 'guest_order=t']) {
      const page = await get('/page', { Cookie: cookie });
      expect(page.status, cookie).toBe(200);
      expect(page.headers.etag, cookie).toBeUndefined();
      expect(page.headers['cache-control'], cookie).toBeUndefined();
    }
    expect((await get('/page', { Cookie: 'website=int; currency=EUR' })).headers.etag).toBeDefined();
  });

  it('are left out for responses that set cookies, say how they are cached, or are not a 200', async () => {
    const cookie = await get('/sets-cookie');
    expect(cookie.headers.etag).toBeUndefined();
    expect(cookie.body.toString()).toBe('<p>once</p>');
    const noStore = await get('/no-store');
    expect(noStore.headers.etag).toBeUndefined();
    expect(noStore.headers['cache-control']).toBe('no-store');
    const missing = await get('/missing');
    expect(missing.status).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});

describe('etag helpers', () => {
  it('blank out the nonce and compare weakly', () => {
    const a = htmlEtag(Buffer.from('<script nonce="n1">x</script>'), 'n1');
    expect(htmlEtag(Buffer.from('<script nonce="n2">x</script>'), 'n2')).toBe(a);
    expect(htmlEtag(Buffer.from('<script nonce="n2">y</script>'), 'n2')).not.toBe(a);
    expect(ifNoneMatchHits(`"x", ${a}`, a)).toBe(true);
    expect(ifNoneMatchHits(a.slice(2), a)).toBe(true);
    expect(ifNoneMatchHits('*', a)).toBe(true);
    expect(ifNoneMatchHits('W/"other"', a)).toBe(false);
    expect(ifNoneMatchHits(undefined, a)).toBe(false);
  });
});
