// Multiple wish lists (Magento Commerce's MultipleWishlist): config
// `wishlist/general/multiple_enabled` ('1' on; unset off, Magento's default) and
// `wishlist/general/multiple_wishlist_number` (how many lists a customer may have, the default
// one included; unset 3, Magento's default). Both per store view.
import type { RequestContext } from '../../shared/context.ts';

export const DEFAULT_MAXIMUM_WISHLISTS = 3;

export function multipleWishlistsEnabled(ctx: Pick<RequestContext, 'config'>): boolean {
  const value = ctx.config.get('wishlist/general/multiple_enabled');
  return value === '1' || value === 'true';
}

export function maximumWishlists(ctx: Pick<RequestContext, 'config'>): number {
  const value = Number(ctx.config.get('wishlist/general/multiple_wishlist_number'));
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_MAXIMUM_WISHLISTS;
}
