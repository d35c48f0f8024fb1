// Links to the storefront's public files (logo, favicons) by content version, made by the Express
// layer from the build (app/lib/static-files.ts) and handed to loaders through the router context:
// `/logo.svg` becomes `/logo.svg?v=<hash>`, which the server caches for a year (ADR 0043).
// Why globalThis: server.ts imports this file directly while the app imports its own bundled (or,
// in development, Vite-loaded) copy; a router context is matched by object identity. Without the
// production server (development, tests) links stay as they are.
import { createContext, type RouterContext } from 'react-router';

export type PublicFileUrl = (path: string) => string;

const KEY = Symbol.for('atrium.public-file-url-context');
const registry = globalThis as typeof globalThis & { [KEY]?: RouterContext<PublicFileUrl> };

registry[KEY] ??= createContext<PublicFileUrl>((path) => path);
export const publicFileUrlContext: RouterContext<PublicFileUrl> = registry[KEY];
