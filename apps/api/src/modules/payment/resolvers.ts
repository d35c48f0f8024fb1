import type { Resolvers } from '../../generated/resolvers-types.ts';
import { createPaypalExpressToken } from './paypal/express-token.ts';

export const paymentResolvers = {
  Mutation: {
    createPaypalExpressToken: (_, args, ctx) => createPaypalExpressToken(ctx, args.input),
  },
} satisfies Resolvers;
