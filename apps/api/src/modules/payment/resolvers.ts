import type { Resolvers } from '../../generated/resolvers-types.ts';
import { customerPaymentTokens, deletePaymentToken } from './payment-tokens.ts';

export const paymentResolvers = {
  Query: {
    customerPaymentTokens: (_, __, ctx) => customerPaymentTokens(ctx),
  },
  Mutation: {
    deletePaymentToken: (_, args, ctx) => deletePaymentToken(ctx, args.public_hash),
  },
} satisfies Resolvers;
