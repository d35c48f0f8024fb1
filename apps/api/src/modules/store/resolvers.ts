import type { Resolvers } from '../../generated/resolvers-types.ts';
import {
  availableStores,
  currentStoreConfig,
  regionByLocation,
  regionCollection,
  websitesConfig,
} from './service.ts';

export const storeResolvers = {
  Query: {
    storeConfig: (_, __, ctx) => currentStoreConfig(ctx),
    availableStores: (_, __, ctx) => availableStores(ctx),
    websitesConfig: (_, args, ctx) => websitesConfig(ctx, args.ip),
    regionByLocation: (_, args, ctx) => regionByLocation(ctx, args.ip),
    regionCollection: (_, args, ctx) => regionCollection(ctx, args.allWebsites ?? false),
  },
} satisfies Resolvers;
