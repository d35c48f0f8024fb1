// Mounts the payment endpoints on the API's HTTP server (server.ts): the provider returns and
// notifications under /payment/…, and the built-in sandboxes under /sandbox/… only for a provider
// the sandbox plays (PAYMENT_SANDBOX on, no credentials); otherwise they answer 404.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PAYPAL_SANDBOX_PREFIX, paypalSandbox } from '../sandbox/paypal.ts';
import { ROBOKASSA_SANDBOX_PREFIX, robokassaSandbox } from '../sandbox/robokassa.ts';
import { type PaymentHttpDeps, readExchange, sendText } from './exchange.ts';
import { paymentReturn } from './returns.ts';

export const PAYMENT_HTTP_PREFIXES = ['/payment/', '/sandbox/'];

export function isPaymentRequest(url: string | undefined): boolean {
  return PAYMENT_HTTP_PREFIXES.some((prefix) => url?.startsWith(prefix));
}

export async function handlePaymentRequest(deps: PaymentHttpDeps, req: IncomingMessage, res: ServerResponse) {
  const ex = await readExchange(req, res, deps.gateways);
  const path = ex.url.pathname;
  const { paypal, robokassa } = ex.gateways;
  if (path.startsWith(`${PAYPAL_SANDBOX_PREFIX}/`) && paypal?.sandbox) {
    return paypalSandbox(deps.db, ex, paypal, path.slice(PAYPAL_SANDBOX_PREFIX.length));
  }
  if (path.startsWith(`${ROBOKASSA_SANDBOX_PREFIX}/`) && robokassa?.sandbox) {
    return robokassaSandbox(ex, robokassa, path.slice(ROBOKASSA_SANDBOX_PREFIX.length));
  }
  if (path.startsWith('/payment/')) return paymentReturn(deps, ex, path.slice('/payment'.length));
  return sendText(res, 404, 'Not found');
}
