// The product page's up-sells and related products (ProductLinks). Secondary to the page: the
// loader starts this request together with the page's own query, and when it fails the page shows
// without the rails and the failure is logged.
import { ProductLinksDocument } from '~/lib/graphql/generated';
import { requestGraphQL } from '~/lib/graphql.server';
import { reportApiError } from '~/lib/graphql-errors.server';
import type { ShopContext } from '~/lib/shop/shop-context.server';
import { NO_PRODUCT_LINKS, type ProductLinksView, toProductLinks } from './product-links';

export async function getProductLinks(
  shop: ShopContext,
  product: { uid: string; url_key: string },
): Promise<ProductLinksView> {
  const result = await requestGraphQL(ProductLinksDocument, {
    variables: { urlKey: product.url_key },
    scope: shop.headers,
  });
  if (!result.ok) {
    reportApiError('ProductLinks', result.error, shop.website);
    return NO_PRODUCT_LINKS;
  }
  return toProductLinks(
    result.data.products?.items,
    product.uid,
    shop.website,
    shop.storeConfig.product_url_suffix ?? '',
  );
}
