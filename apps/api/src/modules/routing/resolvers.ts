import type { Resolvers } from '../../generated/resolvers-types.ts';
import { route, urlResolver } from './service.ts';

export const routingResolvers = {
  Query: {
    route: (_, args, ctx) => route(ctx, args.url),
    urlResolver: (_, args, ctx) => urlResolver(ctx, args.url),
  },
  RoutableUrl: {
    redirect_code: (u) => u.redirectCode,
    relative_url: (u) => u.relativeUrl,
    type: () => null,
  },
} satisfies Resolvers;
