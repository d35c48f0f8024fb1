import type { Resolvers } from '../../../generated/resolvers-types.ts';
import { mostViewedGroups, recordProductView } from './service.ts';

export const mostViewedResolvers = {
  Query: {
    amMostviewedGroups: (_, args, ctx) => mostViewedGroups(ctx, args),
  },
  Mutation: {
    recordProductView: (_, args, ctx) => recordProductView(ctx, args),
  },
} satisfies Resolvers;
