import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaProxy } from './media-proxy.ts';
import { isStaticPath } from './static-paths.ts';

let api: Server;
let web: Server;
const seen: string[] = [];

function get(port: number, path: string, method = 'GET', headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        let body = '';
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

beforeAll(async () => {
  api = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    if (req.url === '/media/catalog/product/s/o/sofa.svg') {
      if (req.headers['if-none-match'] === 'W/"1"') {
        res.writeHead(304, { ETag: 'W/"1"' });
        res.end();
        return;
      }
      res.writeHead(200, {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'",
        ETag: 'W/"1"',
        'Set-Cookie': 'leak=1',
      });
      res.end('<svg/>');
      return;
    }
    if (req.url === '/media/catalog/product/b/e/bed.svg') {
      const brotli = /\bbr\b/.test(String(req.headers['accept-encoding']));
      res.writeHead(200, {
        'Content-Type': 'image/svg+xml',
        Vary: 'Accept-Encoding',
        ...(brotli ? { 'Content-Encoding': 'br' } : {}),
      });
      res.end(brotli ? brotliCompressSync('<svg>bed</svg>') : '<svg>bed</svg>');
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('Not found');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const app = express();
  app.use('/media', createMediaProxy(`http://127.0.0.1:${(api.address() as AddressInfo).port}/graphql`));
  web = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => web.once('listening', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => web.close(resolve));
  await new Promise((resolve) => api.close(resolve));
});

const port = () => (web.address() as AddressInfo).port;

describe('media pass-through', () => {
  it('answers /media/ from the API origin with its caching and security headers, and nothing else', async () => {
    const res = await get(port(), '/media/catalog/product/s/o/sofa.svg');
    expect(res.status).toBe(200);
    expect(res.body).toBe('<svg/>');
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'");
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(seen).toContain('GET /media/catalog/product/s/o/sofa.svg');
  });

  it('passes validators on (304) and HEAD', async () => {
    expect(
      (await get(port(), '/media/catalog/product/s/o/sofa.svg', 'GET', { 'If-None-Match': 'W/"1"' })).status,
    ).toBe(304);
    const head = await get(port(), '/media/catalog/product/s/o/sofa.svg', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  it("passes the API's encoded copy on as it is, with its encoding and Vary", async () => {
    const { port: webPort } = web.address() as AddressInfo;
    const encoded = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        const path = '/media/catalog/product/b/e/bed.svg';
        const req = request(
          { host: '127.0.0.1', port: webPort, path, headers: { 'Accept-Encoding': 'br' } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          },
        );
        req.on('error', reject);
        req.end();
      },
    );
    expect(encoded.headers['content-encoding']).toBe('br');
    expect(encoded.headers.vary).toBe('Accept-Encoding');
    expect(encoded.body.equals(brotliCompressSync('<svg>bed</svg>'))).toBe(true);
    expect((await get(port(), '/media/catalog/product/b/e/bed.svg')).body).toBe('<svg>bed</svg>');
  });

  it('keeps 404s and never asks the API for anything outside /media/', async () => {
    expect((await get(port(), '/media/catalog/product/missing.svg')).status).toBe(404);
    seen.length = 0;
    expect((await get(port(), '/media/../graphql')).status).toBe(404);
    expect((await get(port(), '/media/%2e%2e/graphql')).status).toBe(404);
    expect(seen.filter((line) => !line.includes(' /media/'))).toEqual([]);
    expect((await get(port(), '/media/catalog/x.svg', 'POST')).status).toBe(405);
  });

  it('treats /media/ as static: never redirected to a website', () => {
    expect(isStaticPath('/media/catalog/product/s/o/sofa.svg')).toBe(true);
    expect(isStaticPath('/mediaplan')).toBe(false);
  });
});
