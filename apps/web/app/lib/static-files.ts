// The production build's files (build/client), served the way they were built (ADR 0043): the
// brotli or gzip copy scripts/precompress.mjs wrote beside a file when the browser accepts it, with
// the original's Content-Type and `Vary: Accept-Encoding`; hashed /assets for a year, immutable. The
// other public files (logo, favicons, /images) keep fixed names, so they are immutable only when
// asked for with `?v=` and their current content hash (publicFileUrl makes those links); without it
// they are cached an hour. The file list is read once at start: a build replaces the directory and
// the server is restarted with it.
// Imported by server.ts directly in Node: erasable TypeScript only.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { PublicFileUrl } from './public-file-url-context.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SHORT_CACHE = 'public, max-age=3600';
const HASHED_PREFIX = '/assets/';

type Encoding = 'br' | 'gzip';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

export interface StaticFile {
  /** The encoded copies beside the file. */
  encodings: Encoding[];
  /** The first 10 hex digits of the content's SHA-256 (public files; hashed assets: empty). */
  version: string;
}

/** Every file under `root` by URL path, with its encoded copies and content version. */
export function scanStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const names = new Set(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name))),
  );
  for (const name of names) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    const path = `/${name.split(sep).join('/')}`;
    const encodings = (['br', 'gzip'] as const).filter((encoding) => names.has(name + SUFFIX[encoding]));
    // Hashed assets carry their version in the name already; only public files are read for one.
    const version = path.startsWith(HASHED_PREFIX)
      ? ''
      : createHash('sha256')
          .update(readFileSync(join(root, name)))
          .digest('hex')
          .slice(0, 10);
    files.set(path, { encodings, version });
  }
  return files;
}

/**
 * The encoding to send from the ones available: brotli before gzip unless the client weighs gzip
 * higher, never one it refuses with q=0 (RFC 9110 §12.5.3); null means the file as it is.
 */
export function chooseEncoding(acceptEncoding: string | undefined, available: Encoding[]): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(token, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  let best: Encoding | null = null;
  for (const encoding of available) {
    const weight = weightOf(encoding);
    if (weight > 0 && (best === null || weight > weightOf(best))) best = encoding;
  }
  return best;
}

export function createPublicFileUrl(files: Map<string, StaticFile>): PublicFileUrl {
  return (path) => {
    // Only a root-relative path of a known public file; absolute URLs and hashed assets as they are.
    if (!path.startsWith('/') || path.startsWith('//') || path.startsWith(HASHED_PREFIX)) return path;
    const file = files.get(path);
    return file ? `${path}?v=${file.version}` : path;
  };
}

/** Serves `root` (build/client): the middleware, and the links to its public files. */
export function staticFiles(root: string) {
  const files = scanStaticFiles(root);
  // Encoded copies are whole-file representations: no byte ranges of them (a range of a brotli
  // stream is useless to a client that has not got the rest). The originals keep ranges.
  const serveOriginal = express.static(root, { index: false, redirect: false, fallthrough: true });
  const serveEncoded = express.static(root, {
    index: false,
    redirect: false,
    fallthrough: true,
    acceptRanges: false,
  });

  function middleware(req: Request, res: Response, next: NextFunction) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let path: string;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = files.get(path);
    if (!file) return next();
    const versioned = file.version !== '' && req.query.v === file.version;
    res.setHeader('Cache-Control', path.startsWith(HASHED_PREFIX) || versioned ? IMMUTABLE : SHORT_CACHE);
    if (file.encodings.length > 0) res.vary('Accept-Encoding');
    const encoding = chooseEncoding(req.headers['accept-encoding'], file.encodings);
    if (!encoding) return serveOriginal(req, res, next);
    res.type(extname(path));
    res.setHeader('Content-Encoding', encoding);
    const originalUrl = req.url;
    const query = originalUrl.indexOf('?');
    req.url = `${req.path}${SUFFIX[encoding]}${query >= 0 ? originalUrl.slice(query) : ''}`;
    serveEncoded(req, res, (error?: unknown) => {
      // The copy vanished (a build in progress): forget the encoding and try the original.
      req.url = originalUrl;
      if (error) return next(error);
      res.removeHeader('Content-Encoding');
      res.removeHeader('Content-Type');
      serveOriginal(req, res, next);
    });
  }

  return { middleware, publicFileUrl: createPublicFileUrl(files) };
}
