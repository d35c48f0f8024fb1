// The browser-facing security headers of every storefront response (issue 11 §6, ADR 0022), set
// with helmet before anything else answers: a Content-Security-Policy whose script nonce is new
// for each response (React Router writes it on its scripts, see app/entry.server.tsx), framing
// refused, no MIME sniffing, a strict referrer policy and Permissions-Policy, and HSTS over https.
// Files (scripts, styles, fonts, pictures) get only the headers that mean something for a file: on
// HTTP/1.1 every header travels uncompressed with every response, and the page's ~1 KB policy set
// on each of a page's 30-odd files was as many bytes as a small script (docs/performance.md).
// Imported by server.ts directly in Node: no path aliases, only erasable TypeScript.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet, { strictTransportSecurity } from 'helmet';
import { isStaticPath } from './static-paths.ts';

/** 128 random bits per response: the CSP's script nonce, also handed to React Router. */
export function createCspNonce(): string {
  return randomBytes(16).toString('base64');
}

function responseNonce(_req: IncomingMessage, res: ServerResponse): string {
  return `'nonce-${(res as Response).locals.cspNonce}'`;
}

type Directives = Record<string, Array<string | typeof responseNonce>>;

/**
 * Scripts only from this site and, inline, only with this response's nonce; no plugins, no <base>
 * elsewhere, never inside a frame. Styles: our stylesheets and nonced <style>; style attributes stay
 * allowed (React renders the swatch colours as `style`, and they cannot run code). Pictures may come
 * from https (an organisation's logo is any https address). `form-action` is left out on purpose: a
 * no-JavaScript checkout posts and is redirected to the payment provider's page, and browsers check
 * form-action on that redirect too (ADR 0022). `imageOrigins` adds the API's own origin: a
 * project's pictures are signed links to the API (issue 13), plain http where the API is (dev, tests).
 *
 * Development (Vite): Vite injects <style> elements without a nonce and talks to its HMR websocket,
 * so only there styles are 'unsafe-inline' and connections may use ws:.
 */
export function cspDirectives(dev: boolean, imageOrigins: readonly string[] = []): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", responseNonce],
    'script-src-attr': ["'none'"],
    'style-src': dev ? ["'self'", "'unsafe-inline'"] : ["'self'", responseNonce],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:', ...imageOrigins],
    'font-src': ["'self'", 'data:'],
    'connect-src': dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

// Browser features no storefront page uses, switched off for the page and anything it embeds.
const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * A file is never a page, but an SVG opened on its own is a document: it may run nothing, load
 * nothing but its own styles and pictures, and be framed by nobody.
 */
export const FILE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; sandbox";

function fileHeaders(res: Response) {
  res.setHeader('Content-Security-Policy', FILE_CSP);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // Module scripts take the referrer policy of their own response for what they import.
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
}

const hsts = strictTransportSecurity({ maxAge: 31_536_000, includeSubDomains: true });

export function securityHeaders({
  dev,
  imageOrigins = [],
}: {
  dev: boolean;
  imageOrigins?: readonly string[];
}): RequestHandler[] {
  const pageHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(dev, imageOrigins) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Sent below, and only over https: on plain http browsers ignore it anyway.
    strictTransportSecurity: false,
  });
  return [
    (req: Request, res: Response, next: NextFunction) => {
      if (isStaticPath(req.path)) {
        fileHeaders(res);
        next();
        return;
      }
      res.locals.cspNonce = createCspNonce();
      pageHeaders(req, res, (error?: unknown) => {
        if (error) return next(error);
        res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
        next();
      });
    },
    (req: Request, res: Response, next: NextFunction) => {
      // req.secure believes X-Forwarded-Proto only from TRUSTED_PROXIES ('trust proxy').
      if (req.secure) hsts(req, res, next);
      else next();
    },
  ];
}
