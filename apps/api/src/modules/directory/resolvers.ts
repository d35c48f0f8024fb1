import type { RequestContext } from '../../shared/context.ts';
import { countries, country, currency } from './service.ts';

export const directoryResolvers = {
  Query: {
    currency: (_: unknown, __: unknown, ctx: RequestContext) => currency(ctx),
    countries: (_: unknown, __: unknown, ctx: RequestContext) => countries(ctx),
    country: (_: unknown, args: { id?: string | null }, ctx: RequestContext) => country(ctx, args.id),
  },
};
