import type { Resolvers } from '../../generated/resolvers-types.ts';
import { routableTypeName, route, urlResolver } from './service.ts';

export const routingResolvers = {
  Query: {
    route: (_, args, ctx) => route(ctx, args.url),
    urlResolver: (_, args, ctx) => urlResolver(ctx, args.url),
  },
  // `route` answers categories, products, CMS pages and plain URLs.
  RoutableInterface: { __resolveType: routableTypeName },
  RoutableUrl: {
    redirect_code: (u) => u.redirectCode,
    relative_url: (u) => u.relativeUrl,
    type: () => null,
  },
} satisfies Resolvers;
