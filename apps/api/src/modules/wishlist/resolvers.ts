// Wish lists: thin resolvers, one service call each.
import type { RequestContext } from '../../shared/context.ts';
import type { CustomerParent } from '../customer/customer-view.ts';
import type { WishlistItemInput } from './buy-request.ts';
import {
  childSku,
  configurableOptions,
  configuredVariant,
  customizableOptions,
  type ItemView,
} from './item-view.ts';
import {
  addProductsToWishlist,
  allItems,
  customerWishlist,
  customerWishlists,
  itemsCount,
  itemsPage,
  removeProductsFromWishlist,
  type WishlistView,
  wishlistById,
} from './service.ts';

type Ctx = RequestContext;
type Page = { currentPage: number; pageSize: number };

const itemFields = {
  customizable_options: (item: ItemView, _: unknown, ctx: Ctx) => customizableOptions(ctx, item),
};

export const wishlistResolvers = {
  Customer: {
    wishlist: (parent: CustomerParent, _: unknown, ctx: Ctx) => customerWishlist(ctx, parent),
    wishlists: (parent: CustomerParent, args: Page, ctx: Ctx) => customerWishlists(ctx, parent, args),
    wishlist_v2: (parent: CustomerParent, args: { id: string }, ctx: Ctx) =>
      wishlistById(ctx, parent, args.id),
  },
  Wishlist: {
    items_count: (wishlist: WishlistView, _: unknown, ctx: Ctx) => itemsCount(ctx, wishlist),
    items: (wishlist: WishlistView, _: unknown, ctx: Ctx) => allItems(ctx, wishlist),
    items_v2: (wishlist: WishlistView, args: Page, ctx: Ctx) => itemsPage(ctx, wishlist, args),
  },
  WishlistItemInterface: { __resolveType: (item: ItemView) => item.__typename },
  SimpleWishlistItem: itemFields,
  ConfigurableWishlistItem: {
    ...itemFields,
    configured_variant: (item: ItemView, _: unknown, ctx: Ctx) => configuredVariant(ctx, item),
    configurable_options: (item: ItemView, _: unknown, ctx: Ctx) => configurableOptions(ctx, item),
    child_sku: (item: ItemView, _: unknown, ctx: Ctx) => childSku(ctx, item),
  },
  Mutation: {
    addProductsToWishlist: (
      _: unknown,
      args: { wishlistId: string; wishlistItems: WishlistItemInput[] },
      ctx: Ctx,
    ) => addProductsToWishlist(ctx, args.wishlistId, args.wishlistItems),
    removeProductsFromWishlist: (
      _: unknown,
      args: { wishlistId: string; wishlistItemsIds: string[] },
      ctx: Ctx,
    ) => removeProductsFromWishlist(ctx, args.wishlistId, args.wishlistItemsIds),
  },
};
