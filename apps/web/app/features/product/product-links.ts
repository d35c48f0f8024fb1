// The product page's up-sells ("You may also like") and related products from the API's answer
// (ProductLinks): listing cards on the current website, in the API's (position) order. Pure, so
// the shaping is unit-tested without a server.
import type { ProductCardFieldsFragment } from '~/lib/graphql/generated';
import { type ProductCardItem, productCardItems } from '~/lib/product-card-item';

/** Cards per rail at most: two screens of a desktop row. */
export const LINKED_PRODUCTS_LIMIT = 10;

export interface ProductLinksView {
  upsells: ProductCardItem[];
  related: ProductCardItem[];
}

export const NO_PRODUCT_LINKS: ProductLinksView = { upsells: [], related: [] };

type Maybe<T> = T | null | undefined;

interface ApiLinkedProduct {
  uid: string;
  upsell_products?: Maybe<readonly Maybe<ProductCardFieldsFragment>[]>;
  related_products?: Maybe<readonly Maybe<ProductCardFieldsFragment>[]>;
}

/**
 * The rails of the product `uid` (the URL key's match may hold more than one product). A product
 * already among the up-sells is not repeated among the related products, and neither rail shows
 * the product itself.
 */
export function toProductLinks(
  items: Maybe<readonly Maybe<ApiLinkedProduct>[]>,
  uid: string,
  website: string,
  productUrlSuffix: string,
): ProductLinksView {
  const product = items?.find((item) => item?.uid === uid) ?? items?.[0];
  if (!product) return NO_PRODUCT_LINKS;
  const cards = (list: ApiLinkedProduct['upsell_products'], skip: ReadonlySet<string>) =>
    productCardItems(list, website, productUrlSuffix)
      .filter((card) => !skip.has(card.uid))
      .slice(0, LINKED_PRODUCTS_LIMIT);
  const upsells = cards(product.upsell_products, new Set([product.uid]));
  const related = cards(product.related_products, new Set([product.uid, ...upsells.map((card) => card.uid)]));
  return { upsells, related };
}
