import type { GraphQLResolveInfo } from 'graphql';
import type { RequestContext } from '../../../shared/context.ts';
import { selects, sortOrder } from '../listing/resolvers.ts';
import type { ProductsArgs } from '../listing/service.ts';
import { findOurProjects } from './service.ts';

export const projectResolvers = {
  Query: {
    getOurProjectCollection: (
      _: unknown,
      args: ProductsArgs,
      ctx: RequestContext,
      info: GraphQLResolveInfo,
    ) => findOurProjects(ctx, args, sortOrder(args, info), selects(info, 'aggregations')),
  },
};
