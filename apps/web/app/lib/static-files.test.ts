import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, createPublicFileUrl, scanStaticFiles, staticFiles } from './static-files.ts';

const root = mkdtempSync(join(tmpdir(), 'atrium-static-'));
const script = fileURLToPath(new URL('../../scripts/precompress.mjs', import.meta.url));
const js = `export const words = [${Array.from({ length: 300 }, (_, i) => `"word-${i % 17}"`).join(',')}];\n`;
const logo = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(60)}</svg>`;
const font = Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 131) % 256));
let server: Server;
let links: (path: string) => string;

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
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
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets/entry-Ab12.js'), js);
  writeFileSync(join(root, 'assets/roboto-Cd34.woff2'), font);
  writeFileSync(join(root, 'logo.svg'), logo);
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  execFileSync(process.execPath, [script, root]);
  const files = staticFiles(root);
  links = files.publicFileUrl;
  const app = express();
  app.use(files.middleware);
  // as in server.ts: what is not a file goes on to the compressed dynamic part
  app.use(compression({ threshold: 0 }));
  app.use((_req, res) => {
    res.type('text/html').send(`<p>${'page '.repeat(200)}</p>`);
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

describe('precompressed build files', () => {
  it('writes brotli and gzip copies of text files of 1 KB and more, not of fonts or small files', () => {
    expect(brotliDecompressSync(readFileSync(join(root, 'assets/entry-Ab12.js.br'))).toString()).toBe(js);
    expect(gunzipSync(readFileSync(join(root, 'assets/entry-Ab12.js.gz'))).toString()).toBe(js);
    expect(existsSync(join(root, 'logo.svg.br'))).toBe(true);
    expect(existsSync(join(root, 'assets/roboto-Cd34.woff2.br'))).toBe(false);
    expect(existsSync(join(root, 'favicon.svg.br'))).toBe(false);
    expect(scanStaticFiles(root).get('/assets/entry-Ab12.js')?.encodings).toEqual(['br', 'gzip']);
  });

  it('sends the brotli copy, else the gzip one, else the file, with the type of the original', async () => {
    const br = await get('/assets/entry-Ab12.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['accept-ranges']).toBeUndefined();
    expect(brotliDecompressSync(br.body).toString()).toBe(js);

    const gzip = await get('/assets/entry-Ab12.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(js);

    const plain = await get('/assets/entry-Ab12.js', { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(js);

    const head = await get('/assets/entry-Ab12.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.headers['content-length']).toBe(String(br.body.length));
    expect(head.body.length).toBe(0);
  });

  it('gives byte ranges of the file only, and 304 for a known copy', async () => {
    const range = await get('/assets/entry-Ab12.js', { 'Accept-Encoding': 'br', Range: 'bytes=0-9' });
    expect(range.status).toBe(200);
    expect(range.headers['content-encoding']).toBe('br');
    const plainRange = await get('/assets/entry-Ab12.js', { Range: 'bytes=0-9' });
    expect(plainRange.status).toBe(206);
    expect(plainRange.body.toString()).toBe(js.slice(0, 10));
    const again = await get('/assets/entry-Ab12.js', {
      'Accept-Encoding': 'br',
      'If-None-Match': String(range.headers.etag),
    });
    expect(again.status).toBe(304);
  });

  it('never compresses a file again on the fly', async () => {
    const woff = await get('/assets/roboto-Cd34.woff2', { 'Accept-Encoding': 'br, gzip' });
    expect(woff.headers['content-encoding']).toBeUndefined();
    expect(woff.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(woff.body.equals(font)).toBe(true);
    const small = await get('/favicon.svg', { 'Accept-Encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    // what is made per request still is
    const page = await get('/ru/', { 'Accept-Encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
  });
});

describe('public files by content version', () => {
  it('links a known public file with its hash, and leaves other links alone', () => {
    expect(links('/logo.svg')).toMatch(/^\/logo\.svg\?v=[0-9a-f]{10}$/);
    expect(links('/missing.svg')).toBe('/missing.svg');
    expect(links('https://cdn.example/logo.svg')).toBe('https://cdn.example/logo.svg');
    expect(links('//cdn.example/logo.svg')).toBe('//cdn.example/logo.svg');
    expect(createPublicFileUrl(new Map())('/logo.svg')).toBe('/logo.svg');
  });

  it('caches the current version for a year, anything else for an hour', async () => {
    const current = await get(links('/logo.svg'), { 'Accept-Encoding': 'br' });
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(current.headers['content-type']).toBe('image/svg+xml');
    expect(brotliDecompressSync(current.body).toString()).toBe(logo);
    expect((await get('/logo.svg')).headers['cache-control']).toBe('public, max-age=3600');
    expect((await get('/logo.svg?v=0123456789')).headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('chooseEncoding', () => {
  it('prefers brotli, follows q-values and refusals', () => {
    expect(chooseEncoding('gzip, deflate, br', ['br', 'gzip'])).toBe('br');
    expect(chooseEncoding('gzip;q=1, br;q=0.5', ['br', 'gzip'])).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip', ['br', 'gzip'])).toBe('gzip');
    expect(chooseEncoding('*', ['br', 'gzip'])).toBe('br');
    expect(chooseEncoding('*;q=0', ['br', 'gzip'])).toBeNull();
    expect(chooseEncoding('identity', ['br', 'gzip'])).toBeNull();
    expect(chooseEncoding(undefined, ['br', 'gzip'])).toBeNull();
    expect(chooseEncoding('br', ['gzip'])).toBeNull();
  });
});
