// The contact form: one thin resolver.
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { sendContactMessage } from './service.ts';

export const contactResolvers = {
  Mutation: {
    contactUs: async (_, args, ctx) => ({ status: await sendContactMessage(ctx, args.input) }),
  },
} satisfies Resolvers;
