// The most-viewed block of a product. It is secondary to the page: when it fails the page shows
// without it and the failure is logged.
import { z } from 'zod';
import { requestGraphQL, type ScopeHeaders } from '~/lib/graphql.server';
import { reportApiError } from '~/lib/graphql-errors.server';
import query from './most-viewed.graphql?raw';
import { priceRangeSchema } from './product-schema';
import { type MostViewedBlock, toPriceRange } from './product-view';

const mostViewedSchema = z.object({
  amMostviewedGroups: z
    .object({
      items: z
        .array(
          z
            .object({
              block_title: z.string().nullable(),
              position: z.string().nullable(),
              items: z
                .array(
                  z
                    .object({
                      uid: z.string(),
                      name: z.string().nullable(),
                      sku: z.string().nullable(),
                      url_key: z.string().nullable(),
                      url_suffix: z.string().nullable(),
                      small_image: z
                        .object({ url: z.string().nullable(), label: z.string().nullable() })
                        .nullable(),
                      price_range: priceRangeSchema,
                    })
                    .nullable(),
                )
                .nullable(),
            })
            .nullable(),
        )
        .nullable(),
    })
    .nullable(),
});

export async function getMostViewed(
  scope: ScopeHeaders,
  productId: number,
  website: string,
): Promise<MostViewedBlock | null> {
  const result = await requestGraphQL({
    query,
    variables: { id: productId },
    scope,
    schema: mostViewedSchema,
  });
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
