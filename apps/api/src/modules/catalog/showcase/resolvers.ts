import type { GraphQLResolveInfo } from 'graphql';
import type { RequestContext } from '../../../shared/context.ts';
import { selects, sortOrder } from '../listing/resolvers.ts';
import type { ProductsArgs } from '../listing/service.ts';
import { findShowcaseProducts } from './service.ts';

export const showcaseResolvers = {
  Query: {
    getOurProjectCollection: (
      _: unknown,
      args: ProductsArgs,
      ctx: RequestContext,
      info: GraphQLResolveInfo,
    ) => findShowcaseProducts(ctx, args, sortOrder(args, info), selects(info, 'aggregations')),
  },
};
