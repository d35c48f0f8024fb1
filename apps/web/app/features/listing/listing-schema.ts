// Shapes of the listing answers (Magento's Products, Aggregation, SortFields, SearchResultPageInfo,
// with Atrium's AggregationOption.color_hex_code and Aggregation.additional_info).
import { z } from 'zod';
import { categoryBreadcrumbsSchema } from '~/lib/breadcrumb-schema';
import { priceRangeSchema } from '~/lib/price-schema';

export const listingProductSchema = z.object({
  __typename: z.string(),
  uid: z.string(),
  name: z.string().nullable(),
  sku: z.string().nullable(),
  url_key: z.string().nullable(),
  url_suffix: z.string().nullable(),
  stock_status: z.enum(['IN_STOCK', 'OUT_OF_STOCK']).nullable(),
  min_sale_qty: z.number().nullable(),
  qty_increments: z.number().nullable().optional(),
  /** Custom options: a card adds to the cart straight away only when none is required. */
  options: z
    .array(z.object({ required: z.boolean().nullable() }).nullable())
    .nullable()
    .optional(),
  small_image: z.object({ url: z.string().nullable(), label: z.string().nullable() }).nullable(),
  price_range: priceRangeSchema,
});

export const aggregationSchema = z.object({
  attribute_code: z.string(),
  label: z.string().nullable(),
  count: z.number().nullable(),
  position: z.number().nullable(),
  options: z
    .array(
      z
        .object({
          label: z.string().nullable(),
          value: z.string(),
          count: z.number().nullable(),
          color_hex_code: z.string().nullable().optional(),
        })
        .nullable(),
    )
    .nullable(),
  additional_info: z
    .object({ type: z.string().nullable(), position: z.number().nullable() })
    .nullable()
    .optional(),
});

export const listingProductsSchema = z.object({
  products: z
    .object({
      total_count: z.number().nullable(),
      page_info: z
        .object({
          current_page: z.number().nullable(),
          page_size: z.number().nullable(),
          total_pages: z.number().nullable(),
        })
        .nullable(),
      sort_fields: z
        .object({
          default: z.string().nullable(),
          options: z
            .array(z.object({ label: z.string().nullable(), value: z.string().nullable() }).nullable())
            .nullable(),
        })
        .nullable(),
      aggregations: z.array(aggregationSchema.nullable()).nullable(),
      items: z.array(listingProductSchema.nullable()).nullable(),
    })
    .nullable(),
});

export const listingFacetsSchema = z.object({
  products: z.object({ aggregations: z.array(aggregationSchema.nullable()).nullable() }).nullable(),
});

const inputFieldsSchema = z
  .object({
    inputFields: z
      .array(z.object({ name: z.string(), type: z.object({ name: z.string().nullable() }).optional() }))
      .nullable(),
  })
  .nullable();

export const listingInputsSchema = z.object({ filterInput: inputFieldsSchema, sortInput: inputFieldsSchema });

export const categoryInfoSchema = z.object({
  categories: z
    .object({
      items: z
        .array(
          z
            .object({
              uid: z.string(),
              name: z.string().nullable(),
              description: z.string().nullable(),
              meta_title: z.string().nullable(),
              meta_keywords: z.string().nullable(),
              meta_description: z.string().nullable(),
              default_sort_by: z.string().nullable(),
              url_path: z.string().nullable(),
              url_suffix: z.string().nullable(),
              breadcrumbs: categoryBreadcrumbsSchema,
            })
            .nullable(),
        )
        .nullable(),
    })
    .nullable(),
});

export type ListingProduct = z.infer<typeof listingProductSchema>;
export type AggregationData = z.infer<typeof aggregationSchema>;
