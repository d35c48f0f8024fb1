// Newsletter: thin resolvers, one service call each. Importing this module also registers the
// account listener that applies `is_subscribed` of createCustomer / updateCustomer.
import type { Resolvers } from '../../generated/resolvers-types.ts';
import './customer-listener.ts';
import { confirmSubscription } from './confirmation.ts';
import { isSubscribed, subscribeEmail, unsubscribeCustomer } from './service.ts';

export const newsletterResolvers = {
  Customer: {
    is_subscribed: (parent, _, ctx) => isSubscribed(ctx, parent),
  },
  Mutation: {
    subscribeEmailToNewsletter: async (_, args, ctx) => ({ status: await subscribeEmail(ctx, args.email) }),
    confirmNewsletterSubscription: async (_, args, ctx) => ({
      status: await confirmSubscription(ctx, args.id, args.code),
    }),
    unsubscribeEmailFromNewsletter: async (_, __, ctx) => ({ status: await unsubscribeCustomer(ctx) }),
  },
} satisfies Resolvers;
