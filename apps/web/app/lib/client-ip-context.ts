// The client IP, handed from the Express server to route middleware and loaders.
// Why globalThis: server.ts imports this file directly while the app imports its own bundled (or,
// in development, Vite-loaded) copy; a context is matched by object identity, so both copies must
// share one object.
import { createContext, type RouterContext, RouterContextProvider } from 'react-router';

const KEY = Symbol.for('atrium.client-ip-context');
const registry = globalThis as typeof globalThis & { [KEY]?: RouterContext<string> };

registry[KEY] ??= createContext<string>('');
export const clientIpContext: RouterContext<string> = registry[KEY];

/** IPv4 clients reach a dual-stack socket as ::ffff:a.b.c.d; the API expects a.b.c.d. */
export function normalizeIp(ip: string | undefined): string {
  if (!ip) return '';
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice('::ffff:'.length) : ip;
}

export function createRequestContext(clientIp: string | undefined): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(clientIpContext, normalizeIp(clientIp));
  return context;
}
