import type { RequestContext } from '../../shared/context.ts';
import {
  availableStores,
  currentStoreConfig,
  regionByLocation,
  regionCollection,
  websitesConfig,
} from './service.ts';

type Ctx = RequestContext;

export const storeResolvers = {
  Query: {
    storeConfig: (_: unknown, __: unknown, ctx: Ctx) => currentStoreConfig(ctx),
    availableStores: (_: unknown, __: { useCurrentGroup?: boolean | null }, ctx: Ctx) => availableStores(ctx),
    websitesConfig: (_: unknown, args: { ip?: string | null }, ctx: Ctx) => websitesConfig(ctx, args.ip),
    regionByLocation: (_: unknown, args: { ip?: string | null }, ctx: Ctx) => regionByLocation(ctx, args.ip),
    regionCollection: (_: unknown, args: { allWebsites?: boolean | null }, ctx: Ctx) =>
      regionCollection(ctx, args.allWebsites ?? false),
  },
};
