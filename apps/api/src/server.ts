// The GraphQL HTTP server: Magento's transport rules (POST JSON, GET for queries only, Store /
// Content-Currency / Region / Authorization headers), limits, and masked unexpected errors. The
// Yoga plugins live in http/; this file wires them and adapts Node's server to Fetch requests.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import { createYoga } from 'graphql-yoga';
import type { Logger } from 'pino';
import proxyAddr from 'proxy-addr';
import type { Db } from './db/client.ts';
import { isDatabaseUnavailable } from './db/unavailable.ts';
import type { Env } from './env.ts';
import { corsPolicy, varyOnOrigin } from './http/cors.ts';
import { categoriseErrors, logClientErrors } from './http/error-categories.ts';
import { maskErrors } from './http/error-masking.ts';
import { isPreflightedUpload, requireJsonPost } from './http/json-post.ts';
import { refuseMalformedRequests } from './http/malformed-request.ts';
import { rejectMutationOverGet } from './http/mutation-over-get.ts';
import { noStore } from './http/no-store.ts';
import { refuseNulBytes } from './http/nul-bytes.ts';
import { guardPageArguments } from './http/page-size.ts';
import { queryLimits } from './http/query-limits.ts';
import { buildRequestContext } from './http/request-context.ts';
import { currentRequest, type ServerContext } from './http/server-context.ts';
import { limitFilesPerRequest, MAX_UPLOAD_BODY_BYTES, UPLOAD_TOO_LARGE } from './http/uploads.ts';
import { MEDIA_PREFIX, serveMedia } from './media/serve-media.ts';
import { answerHealth, isHealthRequest } from './modules/base/health.ts';
import { createListingCache } from './modules/catalog/listing/cache.ts';
import { accountSettings } from './modules/customer/settings.ts';
import {
  attachHelpdesk,
  helpdeskSettings,
  isAttachmentRequest,
  serveAttachment,
} from './modules/helpdesk/index.ts';
import { createMailer, type Mailer } from './modules/mail/mailer.ts';
import { attachGateways } from './modules/payment/gateways.ts';
import { handlePaymentRequest, isPaymentRequest } from './modules/payment/http/router.ts';
import { paymentGateways, warnAboutPaymentSandbox } from './modules/payment/settings.ts';
import {
  attachProjectMedia,
  isProjectMediaRequest,
  projectMediaSettings,
  serveProjectMedia,
} from './modules/project-design/index.ts';
import { sweepUnpaidOrders } from './modules/sales/expire-unpaid.ts';
import { createStoreCache } from './modules/store/cache.ts';
import { buildSchema } from './schema.ts';
import type { RequestContext } from './shared/context.ts';
import { readRequestHints } from './shared/request-headers.ts';
import { requestUrl } from './shared/request-url.ts';
import { SERVICE_UNAVAILABLE_MESSAGE } from './shared/service-unavailable.ts';
import { startMailOutbox } from './workflows/mail-outbox.ts';
import { paymentReturn } from './workflows/payment-return.ts';

/**
 * One executable schema per page-size limit, built on first use: building it takes a third of a
 * second, and the API tests start a server per file in the same process (guardPageArguments wraps
 * the schema's resolvers in place, so the limit is part of the key).
 */
const schemas = new Map<number, GraphQLSchema>();
function executableSchema(maxPageSize: number): GraphQLSchema {
  let schema = schemas.get(maxPageSize);
  if (!schema) {
    schema = guardPageArguments(buildSchema(), maxPageSize);
    schemas.set(maxPageSize, schema);
  }
  return schema;
}

export function createGraphQLHandler(options: { db: Db; env: Env; log: Logger; mailer: Mailer }) {
  const { db, env, log, mailer } = options;
  const accounts = accountSettings(env);
  const listingCache = createListingCache({
    entries: env.CATALOG_CACHE_ENTRIES,
    maxBytes: env.CATALOG_CACHE_MB * 1024 * 1024,
    ttlMs: env.CATALOG_CACHE_TTL_SECONDS * 1000,
  });
  const storeCache = env.STORE_CACHE ? createStoreCache() : null;
  const payments = paymentGateways(env);
  const projectMedia = projectMediaSettings(env);
  const helpdesk = helpdeskSettings(env);
  return createYoga<ServerContext, RequestContext>({
    schema: executableSchema(env.GRAPHQL_MAX_PAGE_SIZE),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: env.GRAPHIQL
      ? {
          title: 'Atrium GraphQL API',
          defaultQuery: 'query { storeConfig { store_code default_title locale } }',
        }
      : false,
    batching: false,
    // createApiServer limits the body before Yoga sees it; Yoga's own limit (25 MB by default) must
    // not be the smaller one, or five attachments of 10 MB never arrive (decision 0034).
    maxRequestBodySize: Math.max(env.GRAPHQL_MAX_BODY_BYTES, MAX_UPLOAD_BODY_BYTES),
    cors: corsPolicy(env.CORS_ORIGINS),
    logging: {
      debug: (...args) => log.debug(args),
      info: (...args) => log.info(args),
      warn: (...args) => log.warn(args),
      // Yoga logs at error every error it masks; error-masking.ts logs those itself, once, with the
      // request id, and a client's mistake is no error of ours (error-categories.ts logs it at info).
      error: (...args) => log.debug(args),
    },
    maskedErrors: { maskError: maskErrors(log) },
    plugins: [
      varyOnOrigin(),
      requireJsonPost(log),
      refuseMalformedRequests(),
      // queryLimits before rejectMutationOverGet: it refuses oversized documents before anything parses them.
      queryLimits(env),
      rejectMutationOverGet(),
      refuseNulBytes(),
      limitFilesPerRequest(),
      categoriseErrors(log),
      noStore(),
    ],
    context: async ({ request, clientIp, requestId }) => {
      const ctx = await buildRequestContext({
        db,
        hints: readRequestHints(request.headers),
        requestId,
        log: log.child({ requestId }),
        clientIp,
        storefrontUrl: env.STOREFRONT_URL,
        accounts,
        mailer,
        listingCache,
        storeCache,
      });
      // The payment providers, from configuration only (payment/settings.ts, payment/gateways.ts).
      // Where project pictures live and how their links are signed (decision 0031), and where
      // helpdesk attachments are written.
      return attachHelpdesk(attachProjectMedia(attachGateways(ctx, payments), projectMedia), helpdesk);
    },
  });
}

/**
 * Reads the whole body under the size limit, then hands a Fetch Request to Yoga. Buffering keeps
 * the limit exact for chunked uploads too; GraphQL requests are small.
 */
async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | 'too-large'> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) return 'too-large';
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return 'too-large';
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const FORBIDDEN_FETCH_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

export function createApiServer(options: { db: Db; env: Env; log: Logger }): Server {
  const mailer = createMailer({
    smtpUrl: options.env.SMTP_URL,
    mailDir: options.env.MAIL_DIR,
    from: options.env.MAIL_FROM,
    log: options.log,
  });
  const yoga = createGraphQLHandler({ ...options, mailer });
  const payments = paymentGateways(options.env);
  warnAboutPaymentSandbox(options.env, payments, options.log);
  const paymentDeps = {
    db: options.db,
    log: options.log,
    storefrontUrl: options.env.STOREFRONT_URL,
    gateways: payments,
    paymentReturn,
    contextFor: (storeCode: string) =>
      buildRequestContext({
        db: options.db,
        hints: { storeCode },
        requestId: randomUUID(),
        log: options.log,
        clientIp: '',
        storefrontUrl: options.env.STOREFRONT_URL,
        accounts: accountSettings(options.env),
        mailer,
      }),
  };
  const limit = options.env.GRAPHQL_MAX_BODY_BYTES;
  const projectMedia = projectMediaSettings(options.env);
  const helpdesk = helpdeskSettings(options.env);
  // The client is the socket peer unless that peer is a trusted proxy; then X-Forwarded-For says
  // who it forwarded for (the storefront's server-side calls send the shopper's address).
  const trustProxy = proxyAddr.compile(options.env.TRUSTED_PROXIES);
  const server = createServer(async (req, res) => {
    const requestId = randomUUID();
    try {
      if (isHealthRequest(req.url)) {
        await answerHealth(req, res, options.db, options.log);
        return;
      }
      // Payment provider returns and notifications, and the built-in payment sandboxes.
      if (isPaymentRequest(req.url)) {
        await handlePaymentRequest(paymentDeps, req, res);
        return;
      }
      // Project pictures and design PDFs, by signed expiring links only (decision 0031).
      if (isProjectMediaRequest(req.url)) {
        await serveProjectMedia(req, res, projectMedia);
        return;
      }
      // Helpdesk attachments, for readers of their ticket (bearer token) only.
      if (isAttachmentRequest(req.url)) {
        await serveAttachment(req, res, options.db, helpdesk);
        return;
      }
      if (req.url?.startsWith(MEDIA_PREFIX)) {
        await serveMedia(req, res, options.env.MEDIA_DIR);
        return;
      }
      // Fetch's Request refuses these methods outright; answered as Yoga answers PUT.
      if (FORBIDDEN_FETCH_METHODS.has(req.method ?? '')) {
        const errors = [
          {
            message: 'GraphQL only supports GET and POST requests.',
            extensions: { category: 'graphql-input' },
          },
        ];
        currentRequest.run({ requestId }, () => logClientErrors(options.log, errors, 405));
        sendJson(res, 405, { errors }, { Allow: 'GET, POST', 'X-Request-Id': requestId });
        req.resume();
        return;
      }
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      // A preflighted multipart upload (a picture, or a message's attachments) may be larger than a
      // JSON request (decisions 0031, 0034).
      const headers = new Headers(headersOf(req));
      const upload = isPreflightedUpload(headers);
      const body = hasBody
        ? await readBody(req, upload ? Math.max(limit, MAX_UPLOAD_BODY_BYTES) : limit)
        : undefined;
      if (body === 'too-large') {
        const message = upload ? UPLOAD_TOO_LARGE : 'Request body is too large.';
        const errors = [{ message, extensions: { category: 'graphql-input' } }];
        currentRequest.run({ requestId }, () => logClientErrors(options.log, errors, 413));
        sendJson(res, 413, { errors });
        req.resume();
        return;
      }
      const url = requestUrl(req.url, options.env.API_PUBLIC_URL);
      const request = new Request(url, {
        method: req.method,
        headers,
        body: body && body.length > 0 ? new Uint8Array(body) : undefined,
      });
      const response = await currentRequest.run({ requestId }, () =>
        yoga.fetch(request, { clientIp: clientAddress(req, trustProxy), requestId }),
      );
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      // Payment returns and notifications during a database outage: 503, the provider tries again.
      if (isDatabaseUnavailable(error) && !res.headersSent) {
        options.log.warn({ requestId }, 'database unavailable: answered 503');
        sendJson(res, 503, { errors: [{ message: SERVICE_UNAVAILABLE_MESSAGE }] });
        return;
      }
      options.log.error({ err: error, requestId }, 'request failed');
      if (!res.headersSent) sendJson(res, 500, { errors: [{ message: 'Internal server error' }] });
      else res.end();
    }
  });
  server.on('close', () => mailer.close());
  server.on('close', startMailOutbox({ ...options, mailer }));
  const stopSweeping = sweepUnpaidOrders(
    options.db,
    options.env.PENDING_PAYMENT_LIFETIME_MINUTES,
    options.log,
  );
  server.on('close', stopSweeping);
  return server;
}

function headersOf(req: IncomingMessage): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) pairs.push([name, Array.isArray(value) ? value.join(', ') : value]);
  }
  return pairs;
}

function clientAddress(req: IncomingMessage, trust: ReturnType<typeof proxyAddr.compile>): string {
  if (!req.socket.remoteAddress) return '';
  const address = proxyAddr(req, trust);
  // IPv4 peers on a dual-stack socket appear as ::ffff:a.b.c.d.
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}
