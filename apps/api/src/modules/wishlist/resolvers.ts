// Wish lists: thin resolvers, one service call each.
import type {
  ConfigurableWishlistItemResolvers,
  Resolvers,
  SimpleWishlistItemResolvers,
} from '../../generated/resolvers-types.ts';
import { childSku, configurableOptions, configuredVariant, customizableOptions } from './item-view.ts';
import { createWishlist, deleteWishlist, transferItems, updateWishlist } from './multiple.ts';
import {
  addProductsToWishlist,
  allItems,
  customerWishlist,
  customerWishlists,
  itemsCount,
  itemsPage,
  removeProductsFromWishlist,
  wishlistById,
} from './service.ts';

/** The fields both wish list item types resolve alike (their parent is the same ItemView). */
const itemFields = {
  customizable_options: (item, _, ctx) => customizableOptions(ctx, item),
} satisfies SimpleWishlistItemResolvers & ConfigurableWishlistItemResolvers;

export const wishlistResolvers = {
  Customer: {
    wishlist: (parent, _, ctx) => customerWishlist(ctx, parent),
    wishlists: (parent, args, ctx) => customerWishlists(ctx, parent, args),
    wishlist_v2: (parent, args, ctx) => wishlistById(ctx, parent, args.id),
  },
  Wishlist: {
    items_count: (wishlist, _, ctx) => itemsCount(ctx, wishlist),
    items: (wishlist, _, ctx) => allItems(ctx, wishlist),
    items_v2: (wishlist, args, ctx) => itemsPage(ctx, wishlist, args),
  },
  WishlistItemInterface: { __resolveType: (item) => item.__typename },
  SimpleWishlistItem: itemFields,
  ConfigurableWishlistItem: {
    ...itemFields,
    configured_variant: (item, _, ctx) => configuredVariant(ctx, item),
    configurable_options: (item, _, ctx) => configurableOptions(ctx, item),
    child_sku: (item, _, ctx) => childSku(ctx, item),
  },
  Mutation: {
    addProductsToWishlist: (_, args, ctx) => addProductsToWishlist(ctx, args.wishlistId, args.wishlistItems),
    removeProductsFromWishlist: (_, args, ctx) =>
      removeProductsFromWishlist(ctx, args.wishlistId, args.wishlistItemsIds),
    createWishlist: (_, args, ctx) => createWishlist(ctx, args.input),
    updateWishlist: (_, args, ctx) => updateWishlist(ctx, args.wishlistId, args),
    deleteWishlist: (_, args, ctx) => deleteWishlist(ctx, args.wishlistId),
    moveProductsBetweenWishlists: (_, args, ctx) =>
      transferItems(ctx, 'move', args.sourceWishlistUid, args.destinationWishlistUid, args.wishlistItems),
    copyProductsBetweenWishlists: (_, args, ctx) =>
      transferItems(ctx, 'copy', args.sourceWishlistUid, args.destinationWishlistUid, args.wishlistItems),
  },
} satisfies Resolvers;
