// The product as the API sends it for the product page (product-page.graphql), validated before
// the page uses it. Magento marks most fields nullable; the schema follows so a missing optional
// value degrades one part of the page instead of failing it.
import { z } from 'zod';
import { categoryBreadcrumbsSchema } from '~/lib/breadcrumb-schema';
import { moneySchema as money, priceRangeSchema } from '~/lib/price-schema';

export { priceRangeSchema };

const tierPrice = z.object({
  quantity: z.number().nullable(),
  final_price: money.nullable(),
  discount: z.object({ percent_off: z.number().nullable() }).nullable(),
});

const image = z.object({ url: z.string().nullable(), label: z.string().nullable() });

const galleryItem = z.object({
  url: z.string().nullable(),
  label: z.string().nullable(),
  position: z.number().nullable(),
  disabled: z.boolean().nullable(),
});

const stockStatus = z.enum(['IN_STOCK', 'OUT_OF_STOCK']).nullable();

const choiceValue = z.object({
  uid: z.string(),
  title: z.string().nullable(),
  price: z.number().nullable(),
  price_type: z.string().nullable(),
  sort_order: z.number().nullable(),
});

const textValue = z.object({
  uid: z.string(),
  price: z.number().nullable(),
  price_type: z.string().nullable(),
  max_characters: z.number().nullable(),
});

const customOption = z.object({
  __typename: z.string(),
  uid: z.string(),
  title: z.string().nullable(),
  required: z.boolean().nullable(),
  sort_order: z.number().nullable(),
  value: z.array(choiceValue.nullable()).nullable().optional(),
  field: textValue.nullable().optional(),
  area: textValue.nullable().optional(),
});

const swatchData = z.object({
  __typename: z.string(),
  value: z.string().nullable(),
  thumbnail: z.string().nullable().optional(),
});

const configurableOption = z.object({
  uid: z.string(),
  attribute_code: z.string().nullable(),
  label: z.string().nullable(),
  position: z.number().nullable(),
  values: z
    .array(
      z
        .object({
          uid: z.string().nullable(),
          label: z.string().nullable(),
          store_label: z.string().nullable(),
          default_label: z.string().nullable(),
          swatch_data: swatchData.nullable(),
        })
        .nullable(),
    )
    .nullable(),
});

const variant = z.object({
  attributes: z
    .array(
      z.object({ code: z.string().nullable(), uid: z.string(), label: z.string().nullable() }).nullable(),
    )
    .nullable(),
  product: z
    .object({
      uid: z.string(),
      sku: z.string().nullable(),
      stock_status: stockStatus,
      image: image.nullable(),
      media_gallery: z.array(galleryItem.nullable()).nullable(),
      price_range: priceRangeSchema,
      price_tiers: z.array(tierPrice.nullable()).nullable(),
    })
    .nullable(),
});

const category = z.object({
  uid: z.string(),
  name: z.string().nullable(),
  level: z.number().nullable(),
  url_path: z.string().nullable(),
  url_suffix: z.string().nullable(),
  breadcrumbs: categoryBreadcrumbsSchema,
});

export const apiProductSchema = z.object({
  __typename: z.string(),
  uid: z.string(),
  id: z.number().nullable(),
  name: z.string().nullable(),
  sku: z.string().nullable(),
  url_key: z.string().nullable(),
  canonical_url: z.string().nullable(),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  meta_keyword: z.string().nullable(),
  stock_status: stockStatus,
  min_sale_qty: z.number().nullable(),
  qty_increments: z.number().nullable(),
  expected_delivery: z.string().nullable(),
  description: z.object({ html: z.string() }).nullable(),
  image: image.nullable(),
  media_gallery: z.array(galleryItem.nullable()).nullable(),
  price_range: priceRangeSchema,
  price_tiers: z.array(tierPrice.nullable()).nullable(),
  categories: z.array(category.nullable()).nullable(),
  attached_files: z
    .array(
      z
        .object({
          label: z.string().nullable(),
          files: z
            .array(
              z
                .object({
                  title: z.string().nullable(),
                  url: z.string().nullable(),
                  file_type: z.string().nullable(),
                })
                .nullable(),
            )
            .nullable(),
        })
        .nullable(),
    )
    .nullable(),
  options: z.array(customOption.nullable()).nullable().optional(),
  configurable_options: z.array(configurableOption.nullable()).nullable().optional(),
  variants: z.array(variant.nullable()).nullable().optional(),
});

export type ApiProduct = z.output<typeof apiProductSchema>;
export type ApiPriceRange = z.output<typeof priceRangeSchema>;

export const productPageSchema = z.object({
  storeConfig: z.object({ secure_base_url: z.string().nullable() }).nullable(),
  products: z.object({ items: z.array(apiProductSchema.nullable()).nullable() }).nullable(),
});
