// /media/ variants (ADR 0043): brotli and gzip copies of SVG pictures, and raster pictures resized
// to a fixed list of widths in AVIF or WebP, kept on disk under MEDIA_DIR/.cache, with the caching
// of their file.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../support/api-client.ts';

const mediaDir = mkdtempSync(join(tmpdir(), 'atrium-media-variants-'));
const api = useTestApi({ MEDIA_DIR: mediaDir });

const SVG_PATH = 'catalog/product/c/h/chair.svg';
const BLOG_SVG_PATH = 'cms/blog/oak.svg';
const JPEG_PATH = 'catalog/product/t/a/table.jpg';
// A picture with detail in it: a plain colour would compress to almost nothing in any format.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400">${Array.from(
  { length: 40 },
  (_, i) =>
    `<rect x="${i * 10}" y="${i * 7}" width="${40 + i}" height="${30 + i}" fill="#${(i * 5 + 100).toString(16)}8060"/>`,
).join('')}</svg>`;

function write(path: string, content: string | Buffer) {
  mkdirSync(dirname(join(mediaDir, path)), { recursive: true });
  writeFileSync(join(mediaDir, path), content);
}

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A raw request, so the path reaches the server exactly as written (fetch would normalise ".."). */
function raw(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const { hostname, port } = new URL(api.url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers }, (res) => {
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
  write(SVG_PATH, svg);
  write(BLOG_SVG_PATH, svg);
  const pixels = Buffer.alloc(1200 * 900 * 3);
  // a smooth pattern: enough detail to be a picture, little enough to encode quickly
  for (let i = 0; i < pixels.length; i++) pixels[i] = ((i % 3600) >> 4) + ((i / 3600) >> 3);
  write(
    JPEG_PATH,
    await sharp(pixels, { raw: { width: 1200, height: 900, channels: 3 } })
      .jpeg()
      .toBuffer(),
  );
});

afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

describe('SVG pictures', () => {
  it('go out as their brotli copy, gzip copy or as they are, by Accept-Encoding', async () => {
    const br = await raw(`/media/${SVG_PATH}`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('image/svg+xml');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-security-policy']).toContain("default-src 'none'");
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(svg.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(svg);
    // made once, kept where no request path can reach it
    expect(existsSync(join(mediaDir, '.cache/br', `${SVG_PATH}.br`))).toBe(true);

    const gzip = await raw(`/media/${SVG_PATH}`, { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(svg);

    const plain = await raw(`/media/${SVG_PATH}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(svg);

    expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);
  });

  it('answers HEAD and If-None-Match for the encoded copy', async () => {
    const headers = { 'Accept-Encoding': 'br' };
    const first = await raw(`/media/${SVG_PATH}`, headers);
    const head = await raw(`/media/${SVG_PATH}`, headers, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(first.body.length));
    expect(head.body.length).toBe(0);
    const again = await raw(`/media/${SVG_PATH}`, {
      ...headers,
      'If-None-Match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('keep the short cache of files outside the catalogue, encoded or not', async () => {
    const br = await raw(`/media/${BLOG_SVG_PATH}`, { 'Accept-Encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('make the copy again when the picture changes', async () => {
    const changed = svg.replace('#64', '#65');
    write(BLOG_SVG_PATH, changed);
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(mediaDir, BLOG_SVG_PATH), later, later);
    const br = await raw(`/media/${BLOG_SVG_PATH}`, { 'Accept-Encoding': 'br' });
    expect(brotliDecompressSync(br.body).toString()).toBe(changed);
  });
});

describe('raster pictures', () => {
  const metadata = (body: Buffer) => sharp(body).metadata();

  it('are resized to a listed width in the best format the Accept header names', async () => {
    const avif = await raw(`/media/${JPEG_PATH}?w=480`, { Accept: 'image/avif,image/webp,*/*' });
    expect(avif.status).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers.vary).toBe('Accept');
    expect(avif.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await metadata(avif.body)).toMatchObject({ format: 'heif', width: 480, height: 360 });

    const webp = await raw(`/media/${JPEG_PATH}?w=480`, { Accept: 'image/webp,*/*' });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(await metadata(webp.body)).toMatchObject({ format: 'webp', width: 480 });

    const jpeg = await raw(`/media/${JPEG_PATH}?w=320`, { Accept: 'image/png,*/*' });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(await metadata(jpeg.body)).toMatchObject({ format: 'jpeg', width: 320 });

    expect(new Set([avif.headers.etag, webp.headers.etag, jpeg.headers.etag]).size).toBe(3);
    expect(existsSync(join(mediaDir, '.cache/img/w480-avif', `${JPEG_PATH}.avif`))).toBe(true);
  });

  it('take an explicit format without negotiation, and are never enlarged', async () => {
    const webp = await raw(`/media/${JPEG_PATH}?w=1920&fm=webp`, { Accept: 'image/avif' });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.vary).toBeUndefined();
    expect(await metadata(webp.body)).toMatchObject({ width: 1200, height: 900 });
  });

  it('are sent as they are without a query, and 304 for a known variant', async () => {
    const original = await raw(`/media/${JPEG_PATH}`, { Accept: 'image/avif' });
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.body.equals(readFileSync(join(mediaDir, JPEG_PATH)))).toBe(true);
    const headers = { Accept: 'image/avif' };
    const first = await raw(`/media/${JPEG_PATH}?w=160`, headers);
    const again = await raw(`/media/${JPEG_PATH}?w=160`, {
      ...headers,
      'If-None-Match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
  });

  it('refuse widths outside the list and unknown formats', async () => {
    for (const query of [
      'w=500',
      'w=0',
      'w=480.0',
      'w=0480',
      'w=-480',
      'w=99999',
      'fm=gif',
      'w=480&fm=svg',
    ]) {
      const response = await raw(`/media/${JPEG_PATH}?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    }
    expect(existsSync(join(mediaDir, '.cache/img/w500-jpeg'))).toBe(false);
  });
});

describe('the cache directory and ways out', () => {
  it('are a 404, with or without a variant query', async () => {
    for (const path of [
      `/media/.cache/br/${SVG_PATH}.br`,
      '/media/.cache/img/w480-avif/catalog/product/t/a/table.jpg.avif',
      '/media/../package.json?w=480',
      '/media/%2e%2e/package.json?w=480',
      '/media/catalog/../../package.json',
      '/media/catalog/product/t/a/missing.jpg?w=480',
    ]) {
      const response = await raw(path, { 'Accept-Encoding': 'br', Accept: 'image/avif' });
      expect(response.status, path).toBe(404);
    }
  });
});
