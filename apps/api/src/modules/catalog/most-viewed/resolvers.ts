import type { RequestContext } from '../../../shared/context.ts';
import { mostViewedGroups, recordProductView } from './service.ts';

type Ctx = RequestContext;

export const mostViewedResolvers = {
  Query: {
    amMostviewedGroups: (
      _: unknown,
      args: { id?: number | null; uid?: string | null; position?: string | null },
      ctx: Ctx,
    ) => mostViewedGroups(ctx, args),
  },
  Mutation: {
    recordProductView: (_: unknown, args: { uid?: string | null; sku?: string | null }, ctx: Ctx) =>
      recordProductView(ctx, args),
  },
};
