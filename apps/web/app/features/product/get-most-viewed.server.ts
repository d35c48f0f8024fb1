// The most-viewed block of a product. It is secondary to the page: when it fails the page shows
// without it and the failure is logged. A Magento backend has no such block (Atrium's).

import { backendHas } from '~/lib/backend.server';
import { ProductMostViewedDocument } from '~/lib/graphql/generated';
import { requestGraphQL, type ScopeHeaders } from '~/lib/graphql.server';
import { reportApiError } from '~/lib/graphql-errors.server';
import { type MostViewedBlock, toPriceRange } from './product-view';

export async function getMostViewed(
  scope: ScopeHeaders,
  productId: number,
  website: string,
): Promise<MostViewedBlock | null> {
  if (!backendHas('productRails')) return null;
  const result = await requestGraphQL(ProductMostViewedDocument, { variables: { id: productId }, scope });
  if (!result.ok) {
    reportApiError('amMostviewedGroups', result.error, website);
    return null;
  }
  const group = result.data.amMostviewedGroups?.items?.find((item) => (item?.items?.length ?? 0) > 0);
  if (!group) return null;
  return {
    title: group.block_title ?? '',
    products: (group.items ?? []).flatMap((item) =>
      item?.url_key
        ? [
            {
              uid: item.uid,
              name: item.name ?? '',
              path: `/${website}/${item.url_key}${item.url_suffix ?? ''}`,
              image: item.small_image?.url ?? null,
              price: toPriceRange(item.price_range),
            },
          ]
        : [],
    ),
  };
}
