// The "our projects" showcase: a product listing restricted to the showcase category.
import type { Resolvers } from '../../../generated/resolvers-types.ts';
import { selectsFacets, sortOrder } from '../listing/resolvers.ts';
import { findShowcaseProducts } from './service.ts';

export const showcaseResolvers = {
  Query: {
    getOurProjectCollection: (_, args, ctx, info) =>
      findShowcaseProducts(ctx, args, sortOrder(args, info), selectsFacets(info)),
  },
} satisfies Resolvers;
