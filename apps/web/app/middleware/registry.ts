// Route guards by name (spec §2). A route lists the guards it needs by name:
//   export const middleware = guards('empty-search-string');
// Each guard runs before the route's loaders as React Router middleware. A guard lets the request
// through by returning (optionally with cookies to set on the response) and refuses it by throwing
// a redirect. A name nobody registered fails the request with 500 "Unknown middleware <name>", at
// request time, so a typo is loud but never breaks the rest of the site.
import type { MiddlewareFunction } from 'react-router';

export type GuardArgs = Parameters<MiddlewareFunction<Response>>[0];
/** What a guard that lets the request through may add to the page's response. */
export interface GuardOutcome {
  setCookies?: string[];
}
// biome-ignore lint/suspicious/noConfusingVoidType: a guard that only ever refuses returns nothing
type GuardResult = void | GuardOutcome;
export type Guard = (args: GuardArgs) => GuardResult | Promise<GuardResult>;

const registry = new Map<string, Guard>();

export function registerGuard(name: string, guard: Guard): void {
  if (registry.has(name)) throw new Error(`Middleware ${name} is already registered`);
  registry.set(name, guard);
}

export function registeredGuardNames(): string[] {
  return [...registry.keys()].sort();
}

export function unknownMiddleware(name: string): Response {
  return new Response(`Unknown middleware ${name}`, { status: 500, statusText: 'Internal Server Error' });
}

/** The middleware of a route, from guard names, run in the given order. */
export function guards(...names: string[]): MiddlewareFunction<Response>[] {
  return names.map((name) => async (args, next) => {
    const guard = registry.get(name);
    if (!guard) throw unknownMiddleware(name);
    const outcome = await guard(args);
    const response = await next();
    for (const cookie of outcome?.setCookies ?? []) response.headers.append('Set-Cookie', cookie);
    return response;
  });
}

/** The website home a refusing guard sends the shopper to ("redirect to /" under a website). */
export function homeOf(args: GuardArgs): string {
  return `/${args.params.website ?? ''}/`.replace('//', '/');
}
