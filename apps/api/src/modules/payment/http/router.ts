// Mounts the payment endpoints on the API's HTTP server (server.ts): the provider returns and
// notifications under /payment/…, and the built-in sandboxes under /sandbox/… only for a provider
// the sandbox plays (PAYMENT_SANDBOX on, no credentials); otherwise they answer 404.
// Every route names its methods: another method answers 405 with Allow (a HEAD must not capture a
// payment), and a NUL byte anywhere in the input answers 400 before any lookup (issue 11 §7).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { returnPaths } from '../redirect.ts';
import { PAYPAL_SANDBOX_PREFIX, paypalSandbox } from '../sandbox/paypal.ts';
import { ROBOKASSA_SANDBOX_PREFIX, robokassaSandbox } from '../sandbox/robokassa.ts';
import type { PaymentGateways } from '../settings.ts';
import { type Exchange, type PaymentHttpDeps, readExchange, send, sendText } from './exchange.ts';

export const PAYMENT_HTTP_PREFIXES = ['/payment/', '/sandbox/'];

export function isPaymentRequest(url: string | undefined): boolean {
  return PAYMENT_HTTP_PREFIXES.some((prefix) => url?.startsWith(prefix));
}

interface Route {
  path: string | RegExp;
  methods: string[];
  /** Whether the route exists with this configuration. */
  on(gateways: PaymentGateways): boolean;
}

const paypal = (g: PaymentGateways) => g.paypal !== null;
const robokassa = (g: PaymentGateways) => g.robokassa !== null;
const paypalSandboxOn = (g: PaymentGateways) => g.paypal?.sandbox === true;
const robokassaSandboxOn = (g: PaymentGateways) => g.robokassa?.sandbox === true;

// Robokassa sends its Result, Success and Fail calls by GET or POST, as the shop chose in its account.
const ROUTES: Route[] = [
  { path: returnPaths.paypalReturn, methods: ['GET'], on: paypal },
  { path: returnPaths.paypalCancel, methods: ['GET'], on: paypal },
  { path: returnPaths.robokassaResult, methods: ['GET', 'POST'], on: robokassa },
  { path: returnPaths.robokassaSuccess, methods: ['GET', 'POST'], on: robokassa },
  { path: returnPaths.robokassaFail, methods: ['GET', 'POST'], on: robokassa },
  { path: `${PAYPAL_SANDBOX_PREFIX}/v1/oauth2/token`, methods: ['POST'], on: paypalSandboxOn },
  { path: `${PAYPAL_SANDBOX_PREFIX}/checkoutnow`, methods: ['GET', 'POST'], on: paypalSandboxOn },
  { path: `${PAYPAL_SANDBOX_PREFIX}/v2/checkout/orders`, methods: ['POST'], on: paypalSandboxOn },
  {
    path: /^\/sandbox\/paypal\/v2\/checkout\/orders\/[A-Z0-9]+$/,
    methods: ['GET'],
    on: paypalSandboxOn,
  },
  {
    path: /^\/sandbox\/paypal\/v2\/checkout\/orders\/[A-Z0-9]+\/capture$/,
    methods: ['POST'],
    on: paypalSandboxOn,
  },
  { path: `${ROBOKASSA_SANDBOX_PREFIX}/pay`, methods: ['GET', 'POST'], on: robokassaSandboxOn },
];

function findRoute(path: string, gateways: PaymentGateways): Route | undefined {
  return ROUTES.find(
    (route) =>
      (typeof route.path === 'string' ? route.path === path : route.path.test(path)) && route.on(gateways),
  );
}

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 50) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

function hasNul(ex: Exchange): boolean {
  for (const [key, value] of ex.params) if (containsNul(key) || containsNul(value)) return true;
  return containsNul(ex.json);
}

export async function handlePaymentRequest(deps: PaymentHttpDeps, req: IncomingMessage, res: ServerResponse) {
  const ex = await readExchange(req, res, deps.gateways);
  const path = ex.url.pathname;
  const route = findRoute(path, ex.gateways);
  if (!route) return sendText(res, 404, 'Not found');
  if (!route.methods.includes(ex.method)) {
    res.setHeader('allow', route.methods.join(', '));
    return send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed');
  }
  if (hasNul(ex)) return sendText(res, 400, 'Bad request: the input must not contain NUL bytes');
  if (path.startsWith(`${PAYPAL_SANDBOX_PREFIX}/`) && ex.gateways.paypal) {
    return paypalSandbox(deps.db, ex, ex.gateways.paypal, path.slice(PAYPAL_SANDBOX_PREFIX.length));
  }
  if (path.startsWith(`${ROBOKASSA_SANDBOX_PREFIX}/`) && ex.gateways.robokassa) {
    return robokassaSandbox(ex, ex.gateways.robokassa, path.slice(ROBOKASSA_SANDBOX_PREFIX.length));
  }
  return deps.paymentReturn(deps, ex, path.slice('/payment'.length));
}
