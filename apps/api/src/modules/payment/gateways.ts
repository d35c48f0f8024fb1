// Hands each GraphQL request the payment providers it may talk to. The server attaches them to
// the request context it builds (server.ts) under a symbol key: the shared context type stays as
// it is, and copies of the context (`{ ...ctx, db: tx }` inside transactions) keep them.
import type { RequestContext } from '../../shared/context.ts';
import type { PaymentGateways } from './settings.ts';

const GATEWAYS = Symbol('payment gateways');

type WithGateways = { [GATEWAYS]?: PaymentGateways };

export function attachGateways<T extends object>(ctx: T, gateways: PaymentGateways): T {
  (ctx as WithGateways)[GATEWAYS] = gateways;
  return ctx;
}

export function gatewaysOf(ctx: RequestContext): PaymentGateways {
  const gateways = (ctx as WithGateways)[GATEWAYS];
  if (!gateways) throw new Error('payment gateways were not attached to this request context');
  return gateways;
}

/**
 * Whether a method can take payments: a redirect method needs its provider's credentials or the
 * sandbox (fails closed without them); the other methods need no provider.
 */
export function providerReady(ctx: RequestContext, code: string): boolean {
  const gateways = (ctx as WithGateways)[GATEWAYS];
  if (code === 'paypal_express') return Boolean(gateways?.paypal);
  if (code === 'robokassa') return Boolean(gateways?.robokassa);
  return true;
}
