import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../shared/context.ts';

export const baseResolvers = {
  Query: {
    healthStatus: async (_: unknown, __: unknown, ctx: RequestContext) => {
      await ctx.db.execute(sql`select 1`);
      return { status: 'ok', database: 'ok' };
    },
  },
};
