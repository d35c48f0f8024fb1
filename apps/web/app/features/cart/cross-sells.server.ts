// The cart page's cross-sells (CartCrossSells): one request for the products of the cart's lines.
// Secondary to the page: an empty cart asks nothing, and a failure leaves the rail out (logged).
import { CartCrossSellsDocument } from '~/lib/graphql/generated';
import { requestGraphQL } from '~/lib/graphql.server';
import { reportApiError } from '~/lib/graphql-errors.server';
import type { ProductCardItem } from '~/lib/product-card-item';
import type { ShopContext } from '~/lib/shop/shop-context.server';
import { type CrossSellLine, crossSellCards, crossSellSourceSkus } from './cross-sells';

export async function loadCrossSells(
  shop: ShopContext,
  lines: readonly CrossSellLine[],
): Promise<ProductCardItem[]> {
  const skus = crossSellSourceSkus(lines);
  if (skus.length === 0) return [];
  const result = await requestGraphQL(CartCrossSellsDocument, {
    variables: { skus, pageSize: skus.length },
    scope: shop.headers,
  });
  if (!result.ok) {
    reportApiError('CartCrossSells', result.error, shop.website);
    return [];
  }
  return crossSellCards(
    lines,
    result.data.products?.items,
    shop.website,
    shop.storeConfig.product_url_suffix ?? '',
  );
}
