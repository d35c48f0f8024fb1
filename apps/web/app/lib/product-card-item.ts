// A product as every product card takes it (listings, a blog post's related products, a personalised
// entry's products): read from the ProductCardFields fragment, with the link on the current website.
import type { PriceRangeFragment, ProductCardFieldsFragment } from '~/lib/graphql/generated';

export interface ProductCardItem {
  uid: string;
  name: string;
  sku: string;
  href: string;
  image: { url: string; label: string } | null;
  inStock: boolean;
  price: PriceRangeFragment;
  /** The approved reviews' summary (percent, 100 is five stars) and count; null without reviews. */
  rating: { percent: number; count: number } | null;
  /** For add to cart from the card: the product type, its quantity rules, required options. */
  typename: string;
  minSaleQty: number | null;
  qtyIncrements: number | null;
  hasRequiredOptions: boolean;
}

/** `productUrlSuffix` is the store's default, used when the product names none of its own. */
export function productCardItem(
  product: ProductCardFieldsFragment,
  website: string,
  productUrlSuffix: string,
): ProductCardItem {
  return {
    uid: product.uid,
    name: product.name ?? '',
    sku: product.sku ?? '',
    href: `/${website}/${product.url_key ?? ''}${product.url_suffix ?? productUrlSuffix}`,
    image: product.small_image?.url
      ? { url: product.small_image.url, label: product.small_image.label ?? product.name ?? '' }
      : null,
    inStock: product.stock_status !== 'OUT_OF_STOCK',
    price: product.price_range,
    rating:
      product.review_count > 0 ? { percent: product.rating_summary, count: product.review_count } : null,
    typename: product.__typename,
    minSaleQty: product.min_sale_qty ?? null,
    qtyIncrements: product.qty_increments ?? null,
    hasRequiredOptions: ('options' in product ? (product.options ?? []) : []).some(
      (option) => option?.required,
    ),
  };
}

/** The cards of a list that may hold nulls (GraphQL lists of nullable items). */
export function productCardItems(
  products: readonly (ProductCardFieldsFragment | null | undefined)[] | null | undefined,
  website: string,
  productUrlSuffix: string,
): ProductCardItem[] {
  return (products ?? []).flatMap((product) =>
    product ? [productCardItem(product, website, productUrlSuffix)] : [],
  );
}
