// The cart page's "Complete your order": the cross-sells of the products in the cart, from the API's
// answer (CartCrossSells). Pure, so the choice is unit-tested without a server.
import type { ProductCardFieldsFragment } from '~/lib/graphql/generated';
import { type ProductCardItem, productCardItems } from '~/lib/product-card-item';

/** Cards in the rail at most. */
export const CROSS_SELLS_LIMIT = 8;
/** Lines whose products are asked for their cross-sells at most (the first ones of the cart). */
export const CROSS_SELL_SOURCES_LIMIT = 20;

type Maybe<T> = T | null | undefined;

/** What a cart line tells about its product: its SKU and, for a configurable's variant, the parent's. */
export interface CrossSellLine {
  sku: string;
  parentSku: string | null;
}

interface ApiCrossSellSource {
  sku?: Maybe<string>;
  crosssell_products?: Maybe<readonly Maybe<ProductCardFieldsFragment>[]>;
}

/**
 * The SKUs to ask for cross-sells, in the lines' order, each once: a configurable line's parent
 * (the links are the configurable's, as in Magento), else the line's own product.
 */
export function crossSellSourceSkus(lines: readonly CrossSellLine[]): string[] {
  const skus = lines.map((line) => line.parentSku || line.sku).filter(Boolean);
  return [...new Set(skus)].slice(0, CROSS_SELL_SOURCES_LIMIT);
}

/**
 * The union of the lines' cross-sells, at most `limit`: taken in turn from each line's list (its
 * first, then every line's second…, each list in the API's position order), so the first line does
 * not fill the rail alone; each product once, none already in the cart (as a line's product or a
 * variant's parent), none out of stock (the rail is for adding now).
 */
export function crossSellCards(
  lines: readonly CrossSellLine[],
  sources: Maybe<readonly Maybe<ApiCrossSellSource>[]>,
  website: string,
  productUrlSuffix: string,
  limit = CROSS_SELLS_LIMIT,
): ProductCardItem[] {
  const bySku = new Map((sources ?? []).flatMap((source) => (source?.sku ? [[source.sku, source]] : [])));
  const inCart = new Set(lines.flatMap((line) => (line.parentSku ? [line.sku, line.parentSku] : [line.sku])));
  const lists = crossSellSourceSkus(lines).map((sku) =>
    productCardItems(bySku.get(sku)?.crosssell_products, website, productUrlSuffix),
  );
  const chosen: ProductCardItem[] = [];
  const seen = new Set<string>();
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let i = 0; i < longest && chosen.length < limit; i++) {
    for (const list of lists) {
      const card = list[i];
      if (!card || seen.has(card.uid) || inCart.has(card.sku) || !card.inStock) continue;
      seen.add(card.uid);
      chosen.push(card);
      if (chosen.length === limit) break;
    }
  }
  return chosen;
}
