// Newsletter: thin resolvers, one service call each. Importing this module also registers the
// account listener that applies `is_subscribed` of createCustomer / updateCustomer.
import type { RequestContext } from '../../shared/context.ts';
import type { CustomerParent } from '../customer/customer-view.ts';
import './customer-listener.ts';
import { confirmSubscription } from './confirmation.ts';
import { isSubscribed, subscribeEmail, unsubscribeCustomer } from './service.ts';

export const newsletterResolvers = {
  Customer: {
    is_subscribed: (parent: CustomerParent, _: unknown, ctx: RequestContext) => isSubscribed(ctx, parent),
  },
  Mutation: {
    subscribeEmailToNewsletter: async (_: unknown, args: { email: string }, ctx: RequestContext) => ({
      status: await subscribeEmail(ctx, args.email),
    }),
    confirmNewsletterSubscription: async (
      _: unknown,
      args: { id: string; code: string },
      ctx: RequestContext,
    ) => ({ status: await confirmSubscription(ctx, args.id, args.code) }),
    unsubscribeEmailFromNewsletter: async (_: unknown, __: unknown, ctx: RequestContext) => ({
      status: await unsubscribeCustomer(ctx),
    }),
  },
};
