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
