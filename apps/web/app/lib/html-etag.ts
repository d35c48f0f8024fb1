// Validators for the pages of anonymous shoppers (ADR 0043): the HTML is kept whole, given a weak
// ETag (a hash of the body) and `Cache-Control: private, no-cache`, and a request whose
// If-None-Match still matches gets a 304 without the body. The server still renders the page (the
// hash needs the HTML); what is saved is the transfer. Never for a shopper with a session, a cart
// or a guest order (their pages are their own), nor for a response that sets a cookie, is not a
// 200 or already says how it is cached (the cart's no-store).
// Buffering costs no streaming: the pages have no Suspense boundaries, so React's shell is the
// whole document and arrives at once anyway.
// The per-response CSP nonce is in the HTML (ADR 0022); the hash is taken with it blanked out, so
// the same page has the same tag. A 304 then leaves out the Content-Security-Policy header: the
// browser keeps the stored header whose nonce matches the stored body, where a new one would block
// every script of the reused page.
// Imported by server.ts directly in Node: erasable TypeScript only.
import { createHash } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export const HTML_CACHE_CONTROL = 'private, no-cache';
/** Cookies that make the page the shopper's own: session, cart, guest order, invites, a message. */
export const PERSONAL_COOKIES = [
  'auth_token',
  'cart_id',
  'guest_order',
  'project_hash',
  'estimate_hash',
  'flash',
];

/** W/"<base64url SHA-256 prefix>" of the body, with the nonce (if any) blanked out. */
export function htmlEtag(body: Buffer, nonce: string | undefined): string {
  const text = body.toString('utf8');
  const neutral = nonce ? text.replaceAll(nonce, '') : text;
  return `W/"${createHash('sha256').update(neutral).digest('base64url').slice(0, 27)}"`;
}

/** RFC 9110 §13.1.2: weak comparison against each listed tag, or `*`. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

function hasPersonalCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((pair) => {
    const name = pair.split('=')[0]!.trim();
    return PERSONAL_COOKIES.includes(name);
  });
}

function cacheableResponse(res: Response): boolean {
  return (
    res.statusCode === 200 &&
    /^text\/html\b/.test(String(res.getHeader('Content-Type') ?? '')) &&
    !res.hasHeader('Set-Cookie') &&
    !res.hasHeader('Cache-Control')
  );
}

type Chunk = string | Uint8Array;
const toBuffer = (chunk: Chunk, encoding?: BufferEncoding) =>
  typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk);

/** Express middleware in front of React Router, behind compression (it sees the plain HTML). */
export function anonymousHtmlValidators(nonceOf: (res: Response) => string | undefined) {
  return (req: Request, res: Response, next: NextFunction) => {
    // Document requests only: client navigations' data (.data) and actions go on as they are.
    if (req.method !== 'GET' || req.path.endsWith('.data') || hasPersonalCookie(req.headers.cookie)) {
      return next();
    }
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const chunks: Buffer[] = [];
    let buffering: boolean | undefined;
    // Decided at the first byte, when React Router has set the status and every header.
    const keep = () => {
      buffering ??= cacheableResponse(res);
      return buffering;
    };

    res.write = ((chunk: Chunk, encoding?: unknown, callback?: unknown) => {
      if (!keep()) return write(chunk, encoding, callback);
      chunks.push(toBuffer(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined));
      const done = typeof encoding === 'function' ? encoding : callback;
      if (typeof done === 'function') process.nextTick(done as () => void);
      return true;
    }) as Response['write'];

    res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function');
      const data = typeof chunk === 'function' ? undefined : (chunk as Chunk | undefined);
      if (!keep()) return end(chunk, encoding, callback);
      if (data)
        chunks.push(toBuffer(data, typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined));
      const body = Buffer.concat(chunks);
      const etag = htmlEtag(body, nonceOf(res));
      res.setHeader('ETag', etag);
      res.setHeader('Cache-Control', HTML_CACHE_CONTROL);
      if (ifNoneMatchHits(req.headers['if-none-match'], etag)) {
        res.statusCode = 304;
        for (const name of ['Content-Type', 'Content-Length', 'Content-Security-Policy'])
          res.removeHeader(name);
        return end(done);
      }
      res.setHeader('Content-Length', body.length);
      return end(body, done);
    }) as Response['end'];

    next();
  };
}
