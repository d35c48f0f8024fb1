// The Express layer of server.ts in small: the security headers and the cross-site post check,
// over real HTTP, directly and behind a trusted proxy.
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refuseCrossSitePosts } from './cross-site-posts';
import { FILE_CSP, securityHeaders } from './security-headers';

function storefront(trustProxy: string | false) {
  const app = express();
  app.set('trust proxy', trustProxy);
  app.use(securityHeaders({ dev: false }));
  app.use(refuseCrossSitePosts);
  app.get('/page', (_req, res) => {
    res.type('text/plain').send(String(res.locals.cspNonce));
  });
  app.get('/assets/app-1234.js', (_req, res) => {
    res.type('text/javascript').send(`nonce: ${String(res.locals.cspNonce)}`);
  });
  app.post('/form', (_req, res) => {
    res.type('text/plain').send('done');
  });
  return app;
}

let trusting: { url: string; close: () => void };
let untrusting: { url: string; close: () => void };

function listen(app: express.Express): Promise<{ url: string; close: () => void }> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    });
  });
}

beforeAll(async () => {
  trusting = await listen(storefront('127.0.0.1'));
  untrusting = await listen(storefront(false));
});
afterAll(() => {
  trusting.close();
  untrusting.close();
});

describe('security headers', () => {
  it('sends a new script nonce with every response, the one the page is rendered with', async () => {
    const nonces = [];
    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(`${trusting.url}/page`);
      const nonce = await response.text();
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(response.headers.get('content-security-policy')).toContain(`script-src 'self' 'nonce-${nonce}'`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('never allows inline or evaluated scripts in production', async () => {
    const policy = (await fetch(`${trusting.url}/page`)).headers.get('content-security-policy') ?? '';
    const scriptSources = policy
      .split(';')
      .map((directive) => directive.trim())
      .filter((directive) => directive.startsWith('script-src'));
    expect(scriptSources).toHaveLength(2);
    for (const directive of scriptSources) expect(directive).not.toContain('unsafe');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it('sends the other headers', async () => {
    const headers = (await fetch(`${trusting.url}/page`)).headers;
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('permissions-policy')).toMatch(/(^|, )camera=\(\)(,|$)/);
  });

  it('sends a file only the headers that mean something for a file: no nonce, no page policies', async () => {
    const response = await fetch(`${trusting.url}/assets/app-1234.js`, {
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    const headers = response.headers;
    expect(await response.text()).toBe('nonce: undefined');
    expect(headers.get('content-security-policy')).toBe(FILE_CSP);
    expect(headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(headers.get('content-security-policy')).toContain('sandbox');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    for (const name of [
      'permissions-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'x-xss-protection',
    ]) {
      expect(headers.get(name), name).toBeNull();
    }
  });

  it('sends HSTS only over https, believing X-Forwarded-Proto only from a trusted proxy', async () => {
    const https = { 'X-Forwarded-Proto': 'https' };
    expect((await fetch(`${trusting.url}/page`)).headers.get('strict-transport-security')).toBeNull();
    expect(
      (await fetch(`${trusting.url}/page`, { headers: https })).headers.get('strict-transport-security'),
    ).toBe('max-age=31536000; includeSubDomains');
    expect(
      (await fetch(`${untrusting.url}/page`, { headers: https })).headers.get('strict-transport-security'),
    ).toBeNull();
  });
});

describe('cross-site posts over HTTP', () => {
  const post = (url: string, headers: Record<string, string>) =>
    fetch(`${url}/form`, { method: 'POST', headers, body: 'a=1' });

  it('refuses a cross-site post with a short plain answer', async () => {
    const response = await post(trusting.url, { 'Sec-Fetch-Site': 'cross-site' });
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('Forbidden: cross-site form posts are refused.');
  });

  it('compares the Origin with the public origin a trusted proxy tells', async () => {
    const proxied = { 'X-Forwarded-Host': 'shop.example', 'X-Forwarded-Proto': 'https' };
    expect((await post(trusting.url, { ...proxied, Origin: 'https://shop.example' })).status).toBe(200);
    expect((await post(trusting.url, { ...proxied, Origin: trusting.url })).status).toBe(403);
    expect((await post(untrusting.url, { ...proxied, Origin: 'https://shop.example' })).status).toBe(403);
    expect((await post(untrusting.url, { ...proxied, Origin: untrusting.url })).status).toBe(200);
  });
});
