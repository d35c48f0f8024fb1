// The storefront's HTTP server. /media/ is passed through to the API. Production: the build's
// files as they were compressed at build time (hashed assets and versioned public files with a
// one-year immutable cache, others with a short one), then React Router for every page, compressed
// on the fly, with validators for anonymous shoppers' pages (ADR 0043). With --dev, Vite runs in
// middleware mode and reloads the server build on every request.

import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { ServerBuild } from 'react-router';
import { getEnv } from './app/env.server.ts';
import { createRequestContext } from './app/lib/client-ip-context.ts';
import { refuseCrossSitePosts } from './app/lib/cross-site-posts.ts';
import { cspNonceContext } from './app/lib/csp-nonce-context.ts';
import { anonymousHtmlValidators } from './app/lib/html-etag.ts';
import { createMediaProxy } from './app/lib/media-proxy.ts';
import { type PublicFileUrl, publicFileUrlContext } from './app/lib/public-file-url-context.ts';
import { securityHeaders } from './app/lib/security-headers.ts';
import { staticFiles } from './app/lib/static-files.ts';
import { isStaticPath } from './app/lib/static-paths.ts';

const env = getEnv();
const isDev = process.argv.includes('--dev');
// Paths relative to this file, so the server starts the same from the repo root or from apps/web.
const appRoot = fileURLToPath(new URL('.', import.meta.url));
const BUILD_PATH = './build/server/index.js';

const app = express();
app.disable('x-powered-by');
// X-Forwarded-For (and -Proto, -Host: req.secure, the public origin) is believed only from the
// listed proxies (proxy-addr rules); otherwise req.ip is the socket peer.
app.set('trust proxy', env.TRUSTED_PROXIES.length > 0 ? env.TRUSTED_PROXIES : false);
// CSP with a per-response script nonce and the other security headers, on every response; then
// cross-site POSTs are refused before anything acts on them (ADR 0022).
// Project pictures are signed links to the API itself (issue 13): its origin may serve images.
app.use(securityHeaders({ dev: isDev, imageOrigins: [new URL(env.API_URL).origin] }));
app.use(refuseCrossSitePosts);
// Pictures and attached files live with the API; /media/ passes through to it, in the encoding the
// API chose (it keeps compressed copies of its SVG pictures).
app.use('/media', createMediaProxy(env.API_URL));

let publicFileUrl: PublicFileUrl = (path) => path;
const getLoadContext = (req: Request, res: Response) => {
  const context = createRequestContext(req.ip);
  context.set(cspNonceContext, String(res.locals.cspNonce));
  context.set(publicFileUrlContext, publicFileUrl);
  return context;
};

function missingStaticFile(req: Request, res: Response, next: NextFunction) {
  if (isStaticPath(req.path)) {
    res.status(404).type('text/plain').send('Not found');
    return;
  }
  next();
}

if (isDev) {
  app.use(compression());
  const vite = await import('vite');
  const devServer = await vite.createServer({
    root: appRoot,
    server: { middlewareMode: true },
    appType: 'custom',
  });
  app.use(devServer.middlewares);
  app.use(missingStaticFile);
  app.use(async (req, res, next) => {
    try {
      const build = () =>
        devServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
      await createRequestHandler({ build, getLoadContext })(req, res, next);
    } catch (error) {
      if (error instanceof Error) devServer.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  const files = staticFiles(`${appRoot}build/client`);
  publicFileUrl = files.publicFileUrl;
  app.use(files.middleware);
  app.use(missingStaticFile);
  // Only what is made per request is compressed here (pages, data); files were compressed at build.
  // Brotli quality 5 instead of the module's 4: a category page's HTML is 7 % smaller (49.4 → 45.9
  // KB) for about a millisecond more per page; 6 and above gain under 1 % more.
  app.use(compression({ brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } } }));
  app.use(anonymousHtmlValidators((res) => res.locals.cspNonce));
  const build = (await import(BUILD_PATH)) as ServerBuild;
  app.use(createRequestHandler({ build, getLoadContext }));
}

if (!isDev && process.env.NODE_ENV !== 'production') {
  // Too late to change here: React chose its build when it was imported above.
  console.warn(
    'NODE_ENV is not "production": React renders with its development build, at two to three times the CPU per page. Start with NODE_ENV=production (npm start does).',
  );
}

app.listen(env.WEB_PORT, env.WEB_HOST, () => {
  console.info(
    `Storefront listening on http://${env.WEB_HOST}:${env.WEB_PORT} (${isDev ? 'development' : 'production'})`,
  );
});
