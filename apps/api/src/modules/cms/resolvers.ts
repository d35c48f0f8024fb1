import type { RequestContext } from '../../shared/context.ts';
import { cmsBlocks } from './service.ts';

export const cmsResolvers = {
  Query: {
    cmsBlocks: (_: unknown, args: { identifiers?: (string | null)[] | null }, ctx: RequestContext) =>
      cmsBlocks(ctx, args.identifiers),
  },
};
