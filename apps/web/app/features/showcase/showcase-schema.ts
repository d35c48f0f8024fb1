// Showcase projects as the API sends them (getOurProjectCollection, products).
import { z } from 'zod';

export const SHOWCASE_CATEGORY_ID = '154';

const image = z.object({ url: z.string().nullable(), label: z.string().nullable() });

export const showcaseCardSchema = z.object({
  uid: z.string(),
  name: z.string().nullable(),
  url_key: z.string().nullable(),
  small_image: image.nullable(),
  media_gallery: z
    .array(image.extend({ position: z.number().nullable(), disabled: z.boolean().nullable() }).nullable())
    .nullable(),
  project_attributes: z
    .array(
      z
        .object({
          attribute_code: z.string().nullable(),
          title: z.string().nullable(),
          value: z.string().nullable(),
        })
        .nullable(),
    )
    .nullable(),
});

export const showcaseDetailSchema = showcaseCardSchema.extend({
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  meta_keyword: z.string().nullable(),
  description: z.object({ html: z.string() }).nullable(),
});

export const showcaseListQuerySchema = z.object({
  getOurProjectCollection: z
    .object({
      total_count: z.number().nullable(),
      page_info: z
        .object({ current_page: z.number().nullable(), total_pages: z.number().nullable() })
        .nullable(),
      items: z.array(showcaseCardSchema.nullable()).nullable(),
    })
    .nullable(),
});

export const showcaseProjectQuerySchema = z.object({
  products: z.object({ items: z.array(showcaseDetailSchema.nullable()).nullable() }).nullable(),
});

export type ShowcaseCardData = z.infer<typeof showcaseCardSchema>;
export type ShowcaseDetailData = z.infer<typeof showcaseDetailSchema>;
