// Wishlist items as the wishlist page shows them (a configurable item shows its chosen variant's
// picture, price and stock), and the wish list state the heart buttons read.
import type {
  PriceRangeFragment,
  WishlistPageItemFragment,
  WishlistStateFieldsFragment,
  WishlistStateQuery,
} from '~/lib/graphql/generated';
import { emptyDefaultList, type WishlistListState, type WishlistState } from './wishlist-form';

export interface WishlistItemView {
  id: string;
  name: string;
  sku: string;
  href: string | null;
  image: { url: string; label: string } | null;
  price: PriceRangeFragment;
  options: { label: string; value: string }[];
  inStock: boolean;
  quantity: number;
  /** The configurable of a configurable item (whose `sku` is the chosen variant's); else null. */
  parentSku: string | null;
}

export function toWishlistItemView(
  item: WishlistPageItemFragment,
  website: string,
  productUrlSuffix: string,
): WishlistItemView | null {
  const product = item.product;
  if (!product) return null;
  const variant = 'configured_variant' in item ? item.configured_variant : null;
  const image = variant?.small_image?.url ? variant.small_image : product.small_image;
  const name = product.name ?? product.sku ?? '';
  return {
    id: item.id,
    name,
    sku: variant?.sku ?? product.sku ?? '',
    href: product.url_key ? `/${website}/${product.url_key}${product.url_suffix ?? productUrlSuffix}` : null,
    image: image?.url ? { url: image.url, label: image.label || name } : null,
    price: variant?.price_range ?? product.price_range,
    options: (('configurable_options' in item && item.configurable_options) || []).flatMap((option) =>
      option?.option_label && option.value_label
        ? [{ label: option.option_label, value: option.value_label }]
        : [],
    ),
    inStock: (variant?.stock_status ?? product.stock_status) !== 'OUT_OF_STOCK',
    quantity: item.quantity,
    parentSku: variant?.sku ? (product.sku ?? null) : null,
  };
}

/** One list as the hearts see it: which products (and configured variants) it holds. */
export function toWishlistList(
  list: WishlistStateFieldsFragment | null | undefined,
): Omit<WishlistListState, 'isDefault'> | null {
  if (!list?.id) return null;
  return {
    id: list.id,
    name: list.name ?? '',
    entries: (list.items_v2?.items ?? []).flatMap((item) =>
      item?.product?.sku
        ? [
            {
              itemId: item.id,
              sku: item.product.sku,
              variantSku: ('configured_variant' in item && item.configured_variant?.sku) || null,
            },
          ]
        : [],
    ),
  };
}

/**
 * The hearts' state from the WishlistState query: every list the API shows (the default one first;
 * only it with multiple wish lists off), or a default list still to be created.
 */
export function toWishlistState(data: WishlistStateQuery): WishlistState {
  const lists = (data.customer?.wishlists ?? []).flatMap((list, index) => {
    const view = toWishlistList(list);
    return view ? [{ ...view, isDefault: index === 0 }] : [];
  });
  return {
    multiple: data.storeConfig?.enable_multiple_wishlists === '1',
    maxLists: Number(data.storeConfig?.maximum_number_of_wishlists) || 0,
    lists: lists.length > 0 ? lists : [emptyDefaultList()],
  };
}
