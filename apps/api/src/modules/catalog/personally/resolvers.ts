import type { Resolvers } from '../../../generated/resolvers-types.ts';
import { entryFields, personallyEntry, personallyListing } from './service.ts';

export const personallyResolvers = {
  Query: {
    personallyesListing: async (_, args, ctx) => {
      const listing = await personallyListing(ctx, args);
      return { ...listing, items: listing.items.map((v) => entryFields(ctx, v)) };
    },
    personallyesEntry: async (_, args, ctx) => {
      const page = await personallyEntry(ctx, args);
      return { ...page, entry: entryFields(ctx, page.entry) };
    },
  },
} satisfies Resolvers;
