import type { Resolvers } from '../../generated/resolvers-types.ts';
import { countries, country, currency } from './service.ts';

export const directoryResolvers = {
  Query: {
    currency: (_, __, ctx) => currency(ctx),
    countries: (_, __, ctx) => countries(ctx),
    country: (_, args, ctx) => country(ctx, args.id),
  },
} satisfies Resolvers;
