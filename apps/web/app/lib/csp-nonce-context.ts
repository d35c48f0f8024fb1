// The Content-Security-Policy nonce of one response: made by the Express layer (security-headers.ts),
// handed to React Router through the request's router context, and from the server entry to the
// document through a React context. In the browser there is none (the scripts are already loaded).
// Why globalThis: server.ts imports this file directly while the app imports its own bundled (or,
// in development, Vite-loaded) copy; a router context is matched by object identity.
import { createContext as createReactContext, useContext } from 'react';
import { createContext, type RouterContext } from 'react-router';

const KEY = Symbol.for('atrium.csp-nonce-context');
const registry = globalThis as typeof globalThis & { [KEY]?: RouterContext<string> };

registry[KEY] ??= createContext<string>('');
export const cspNonceContext: RouterContext<string> = registry[KEY];

export const CspNonceContext = createReactContext<string | undefined>(undefined);

/** This response's nonce while rendering on the server; undefined in the browser. */
export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
