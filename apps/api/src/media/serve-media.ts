// Serves GET/HEAD /media/* from the media directory (MEDIA_DIR). The storefront passes its /media/
// requests on to here. Only regular files inside the directory are answered: encoded or raw "..",
// backslashes, NUL bytes, hidden files and symbolic links leading outside are all a 404.
// Text files (the SVG pictures) go out as their brotli or gzip copy when the client accepts one;
// raster pictures resized and in a modern format when asked with ?w= (media-variants.ts, ADR 0043).
// Each variant has the caching of its file and an ETag of its own.
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import {
  type CachedCopy,
  type Encoding,
  encodedCopy,
  isCompressible,
  type MediaFormat,
  parseVariantRequest,
  rasterFormatOf,
  resizedCopy,
  tryCopy,
} from './media-variants.ts';

export const MEDIA_PREFIX = '/media/';

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.glb': 'model/gltf-binary',
  '.gltf': 'model/gltf+json',
  '.zip': 'application/zip',
};

/** SVG can carry scripts: opened directly it may only draw, never run or load anything. */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The path inside the media directory a request path names, or null when it is not a plain,
 * safe relative path. `requestPath` is the raw path after /media/, still percent-encoded.
 */
export function safeMediaPath(requestPath: string): string[] | null {
  const segments: string[] = [];
  for (const raw of requestPath.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '' || segment.startsWith('.') || /[\\/\0]/.test(segment)) return null;
    segments.push(segment);
  }
  return segments.length > 0 ? segments : null;
}

const MIME: Record<MediaFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** Brotli unless the client refuses it or weighs gzip higher; null when it accepts neither. */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [token, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (token) weights.set(token, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  return weight('gzip') > 0 ? 'gzip' : null;
}

function notFound(res: ServerResponse) {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' });
  res.end('Not found');
}

async function resolveFile(
  root: string,
  segments: string[],
): Promise<{ path: string; size: number; mtime: Date } | null> {
  const base = resolve(root);
  const candidate = resolve(base, ...segments);
  if (!candidate.startsWith(base + sep)) return null;
  try {
    const [realBase, realFile] = await Promise.all([realpath(base), realpath(candidate)]);
    if (!realFile.startsWith(realBase + sep)) return null;
    const info = await stat(realFile);
    return info.isFile() ? { path: realFile, size: info.size, mtime: info.mtime } : null;
  } catch {
    return null;
  }
}

/** Answers a /media/ request; the caller has checked the prefix. */
export async function serveMedia(req: IncomingMessage, res: ServerResponse, mediaDir: string): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Method not allowed');
    return;
  }
  const rawPath = (req.url ?? '').split('?')[0]!;
  const segments = rawPath.startsWith(MEDIA_PREFIX)
    ? safeMediaPath(rawPath.slice(MEDIA_PREFIX.length))
    : null;
  const file = segments ? await resolveFile(mediaDir, segments) : null;
  if (!segments || !file) {
    notFound(res);
    return;
  }
  const source = { ...file, name: segments.join('/') };
  const url = new URL(req.url ?? '/', 'http://media');
  const type = contentTypeOf(file.path);
  const vary: string[] = [];
  // The representation to send: the file, or one of its variants (with its own tag and type).
  let copy: CachedCopy | null = null;
  let copyType = type;
  let copyTag = '';
  let encoding: Encoding | null = null;
  const raster = rasterFormatOf(file.path);
  if (raster) {
    const variant = parseVariantRequest(url.searchParams, req.headers.accept, raster);
    if (variant && 'error' in variant) {
      res.writeHead(400, {
        'Content-Type': 'text/plain; charset=utf-8',
        'X-Content-Type-Options': 'nosniff',
      });
      res.end(variant.error);
      return;
    }
    if (variant?.negotiated) vary.push('Accept');
    if (variant?.format && (variant.width || variant.format !== raster)) {
      const { width, format } = variant;
      copy = await tryCopy(() => resizedCopy(mediaDir, source, { width, format }));
      copyType = MIME[format];
      copyTag = `-${width ?? 'full'}-${format}`;
    }
  } else if (isCompressible(file.path)) {
    vary.push('Accept-Encoding');
    encoding = acceptedEncoding(req.headers['accept-encoding']);
    if (encoding) {
      const wanted = encoding;
      copy = await tryCopy(() => encodedCopy(mediaDir, source, wanted));
      copyTag = `-${encoding}`;
    }
  }
  if (!copy) {
    copyType = type;
    copyTag = '';
    encoding = null;
  }
  const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtime.getTime()).toString(16)}${copyTag}"`;
  const headers: Record<string, string> = {
    'Content-Type': copyType,
    'Cache-Control': segments[0] === 'catalog' ? IMMUTABLE : 'public, max-age=3600',
    'X-Content-Type-Options': 'nosniff',
    'Last-Modified': file.mtime.toUTCString(),
    ETag: etag,
  };
  if (vary.length > 0) headers.Vary = vary.join(', ');
  if (encoding) headers['Content-Encoding'] = encoding;
  if (type === 'image/svg+xml') headers['Content-Security-Policy'] = SVG_CSP;
  if (req.headers['if-none-match'] === etag) {
    delete headers['Content-Encoding'];
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const body = copy ?? file;
  headers['Content-Length'] = String(body.size);
  res.writeHead(200, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(body.path);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}
