// Serves GET/HEAD /media/* from the media directory (MEDIA_DIR). The storefront passes its /media/
// requests on to here. Only regular files inside the directory are answered: encoded or raw "..",
// backslashes, NUL bytes, hidden files and symbolic links leading outside are all a 404.
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';

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
  const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtime.getTime()).toString(16)}"`;
  const type = contentTypeOf(file.path);
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': segments[0] === 'catalog' ? IMMUTABLE : 'public, max-age=3600',
    'X-Content-Type-Options': 'nosniff',
    'Last-Modified': file.mtime.toUTCString(),
    ETag: etag,
  };
  if (type === 'image/svg+xml') headers['Content-Security-Policy'] = SVG_CSP;
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  headers['Content-Length'] = String(file.size);
  res.writeHead(200, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(file.path);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}
