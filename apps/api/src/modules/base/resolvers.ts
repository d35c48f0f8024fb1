import { probeDatabase } from '../../db/probe.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';

export const baseResolvers = {
  Query: {
    // Reaching this resolver took the database already (the request context reads the store); the
    // probe says whether it still answers, within a bounded time.
    healthStatus: async (_, __, ctx) => {
      const { engine, reachable } = await probeDatabase(ctx.db);
      return {
        status: reachable ? 'ok' : 'unavailable',
        database: reachable ? 'ok' : 'unreachable',
        database_engine: engine,
      };
    },
  },
} satisfies Resolvers;
