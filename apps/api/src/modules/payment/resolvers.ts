import type { RequestContext } from '../../shared/context.ts';
import { createPaypalExpressToken, type ExpressTokenInput } from './paypal/express-token.ts';

export const paymentResolvers = {
  Mutation: {
    createPaypalExpressToken: (_: unknown, args: { input: ExpressTokenInput }, ctx: RequestContext) =>
      createPaypalExpressToken(ctx, args.input),
  },
};
