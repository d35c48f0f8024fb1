// The GraphQL HTTP server: Magento's transport rules (POST JSON, GET for queries only, Store /
// Content-Currency / Region / Authorization headers), limits, and masked unexpected errors.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { GraphQLError, getOperationAST, parse } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { Logger } from 'pino';
import proxyAddr from 'proxy-addr';
import type { Db } from './db/client.ts';
import { isDatabaseUnavailable } from './db/unavailable.ts';
import type { Env } from './env.ts';
import { MEDIA_PREFIX, serveMedia } from './media/serve-media.ts';
import { answerHealth, isHealthRequest } from './modules/base/health.ts';
import { createListingCache } from './modules/catalog/listing/cache.ts';
import { accountSettings } from './modules/customer/settings.ts';
import { createMailer, type Mailer } from './modules/mail/mailer.ts';
import { attachGateways } from './modules/payment/gateways.ts';
import { handlePaymentRequest, isPaymentRequest } from './modules/payment/http/router.ts';
import { paymentGateways, warnAboutPaymentSandbox } from './modules/payment/settings.ts';
import { sweepUnpaidOrders } from './modules/sales/expire-unpaid.ts';
import { createStoreCache } from './modules/store/cache.ts';
import { buildSchema } from './schema.ts';
import { buildRequestContext, type RequestContext } from './shared/context.ts';
import { RequestValidationError } from './shared/errors.ts';
import { queryLimitsRule } from './shared/limits.ts';
import { readRequestHints } from './shared/request-headers.ts';
import { requestUrl } from './shared/request-url.ts';
import { databaseUnavailableError, SERVICE_UNAVAILABLE_MESSAGE } from './shared/service-unavailable.ts';
import { startMailOutbox } from './workflows/mail-outbox.ts';

interface ServerContext {
  clientIp: string;
  requestId: string;
}

/** The id of the request being answered, so masked errors are logged against it. */
const currentRequest = new AsyncLocalStorage<{ requestId: string }>();

const inputError = (message: string, status = 200) =>
  new GraphQLError(message, { extensions: { category: 'graphql-input', http: { status } } });

/** Magento answers a mutation sent over GET with this message; we do it before parsing. */
function rejectMutationOverGet(): Plugin {
  return {
    onParams({ request, params }) {
      if (request.method !== 'GET' || !params.query) return;
      let operation: ReturnType<typeof getOperationAST> = null;
      try {
        operation = getOperationAST(parse(params.query), params.operationName);
      } catch {
        return; // syntax errors are reported by the normal parse step
      }
      if (operation?.operation === 'mutation') {
        throw inputError('Mutation requests allowed only for POST requests', 405);
      }
    },
  };
}

function requireJsonPost(): Plugin {
  return {
    onRequest({ request, endResponse }) {
      if (request.method !== 'POST') return;
      const type = request.headers.get('content-type') ?? '';
      if (!type.toLowerCase().includes('application/json')) {
        const body = {
          errors: [
            {
              message: 'Request content type must be application/json',
              extensions: { category: 'graphql-input' },
            },
          ],
        };
        endResponse(
          new Response(JSON.stringify(body), {
            status: 400,
            headers: { 'content-type': 'application/json' },
          }),
        );
      }
    },
  };
}

function limits(env: Env): Plugin {
  const rule = queryLimitsRule({
    maxDepth: env.GRAPHQL_MAX_DEPTH,
    maxComplexity: env.GRAPHQL_MAX_COMPLEXITY,
    maxAliases: env.GRAPHQL_MAX_ALIASES,
  });
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(rule);
    },
  };
}

/** Responses touching only store data are not private, but we never let shared caches keep them yet. */
function noStore(): Plugin {
  return {
    onResponse({ response, serverContext }) {
      response.headers.set('Cache-Control', 'no-store, no-cache, must-revalidate, max-age=0');
      const id = (serverContext as Partial<ServerContext> | undefined)?.requestId;
      if (id) response.headers.set('X-Request-Id', id);
    },
  };
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
  return createYoga<ServerContext, RequestContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: env.GRAPHIQL
      ? {
          title: 'Atrium GraphQL API',
          defaultQuery: 'query { storeConfig { store_code default_title locale } }',
        }
      : false,
    batching: false,
    logging: {
      debug: (...args) => log.debug(args),
      info: (...args) => log.info(args),
      warn: (...args) => log.warn(args),
      error: (...args) => log.error(args),
    },
    maskedErrors: {
      maskError(error) {
        // Issue 11 §8: a database outage answers 503 "service unavailable" (db/unavailable.ts).
        if (isDatabaseUnavailable(error)) {
          return databaseUnavailableError(error, log, currentRequest.getStore()?.requestId);
        }
        const original = error instanceof GraphQLError ? error.originalError : error;
        if (original instanceof RequestValidationError) {
          return new GraphQLError(original.message, { extensions: { category: original.category } });
        }
        // Magento answers an unparsable document with 400, whatever the Accept header says.
        if (error instanceof GraphQLError && error.extensions?.code === 'GRAPHQL_PARSE_FAILED') {
          return new GraphQLError(error.message, {
            source: error.source,
            positions: error.positions,
            extensions: { http: { status: 400 } },
          });
        }
        // Client-safe errors keep their message, category and path.
        if (
          error instanceof GraphQLError &&
          (!error.originalError || error.originalError instanceof GraphQLError)
        ) {
          return error;
        }
        log.error(
          { err: original ?? error, requestId: currentRequest.getStore()?.requestId },
          'unexpected error while answering GraphQL',
        );
        return new GraphQLError('Internal server error', {
          path: error instanceof GraphQLError ? error.path : undefined,
        });
      },
    },
    plugins: [requireJsonPost(), rejectMutationOverGet(), limits(env), noStore()],
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
      return attachGateways(ctx, payments);
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

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
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
      if (req.url?.startsWith(MEDIA_PREFIX)) {
        await serveMedia(req, res, options.env.MEDIA_DIR);
        return;
      }
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const body = hasBody ? await readBody(req, limit) : undefined;
      if (body === 'too-large') {
        sendJson(res, 413, {
          errors: [{ message: 'Request body is too large.', extensions: { category: 'graphql-input' } }],
        });
        req.resume();
        return;
      }
      const url = requestUrl(req.url, options.env.API_PUBLIC_URL);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
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

function clientAddress(req: IncomingMessage, trust: ReturnType<typeof proxyAddr.compile>): string {
  if (!req.socket.remoteAddress) return '';
  const address = proxyAddr(req, trust);
  // IPv4 peers on a dual-stack socket appear as ::ffff:a.b.c.d.
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}
